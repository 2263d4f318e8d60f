import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { apiClient, dataOf, withId } from '../support/apiClient'
import { createStaff } from '../support/fixtures'
import { jpegOf, mp4Of, pngOf } from '../support/images'
import { insertCategories, insertProducts } from '../support/products'
import { login, loginAsAdmin, suiteServer, type TestServer } from '../support/test-server'
import { upload } from '../support/uploads'

/** Ten products of their own, the admin, and a staff member who may see inventory but not change it. */
async function withProducts(server: TestServer) {
  await server.db.deleteFrom('products').execute()
  const categories = await insertCategories(server.db, 'M')
  await insertProducts(server.db, { count: 10, prefix: 'MP', categories })
  const viewer = await createStaff(server.db, { roles: [{ permissions: { inventory: ['access'] } }] })
  const token = await loginAsAdmin(server)
  const viewerToken = (await login(server.baseUrl, viewer.email, viewer.password)).jwtAccessToken
  return {
    token,
    admin: apiClient(server.baseUrl, { token }),
    thai: apiClient(server.baseUrl, { token, lang: 'th' }),
    viewer: apiClient(server.baseUrl, { token: viewerToken }),
  }
}

describe('product images and video', () => {
  const suite = suiteServer(withProducts)
  const product = async (code: string) =>
    dataOf(
      await suite.prepared.admin.GET('/admin/products/productCode', {
        params: { query: { countryCode: 'TH', productCode: code } },
      }),
    )
  /** A file stored through the signed URL as the browser sends it. */
  const stored = async (fileName: string, bytes: Buffer) => {
    const { key, put } = await upload(suite.server.baseUrl, suite.prepared.token, 'product', fileName, bytes)
    expect(put.status, fileName).toBe(200)
    return key
  }
  /** Bytes that reached storage without passing this server's PUT checks (an S3 bucket takes anything). */
  const storedBehindOurBack = async (fileName: string, bytes: Buffer) => {
    const { key } = await upload(suite.server.baseUrl, suite.prepared.token, 'product', fileName, pngOf(1, 1))
    const file = path.join((suite.server.config.storage as { dir: string }).dir, ...key.split('/'))
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, bytes)
    return key
  }
  const setMedia = (client: 'admin' | 'thai' | 'viewer', id: string, keys: string[], version: number) =>
    suite.prepared[client].PUT('/admin/products/{id}/media', {
      ...withId(id),
      body: { media: keys.map((key) => ({ key })), version },
    })

  it('attaches images and one video in the order given, the first image the cover, and reorders them', async () => {
    const target = await product('MP000001')
    const front = await stored('front.png', pngOf(650, 650))
    const side = await stored('side.jpg', jpegOf(1200, 900))
    const clip = await stored('clip.mp4', mp4Of())
    const saved = dataOf(await setMedia('admin', target._id, [front, side, clip], target.version))
    expect(saved.media.map((item) => [item.key, item.fileType, item.position])).toEqual([
      [front, 'image', 0],
      [side, 'image', 1],
      [clip, 'video', 2],
    ])
    expect(saved.version).toBe(target.version + 1)
    expect(saved.coverUrl).toBe(saved.media[0].url)

    const reordered = dataOf(await setMedia('admin', target._id, [side, clip, front], saved.version))
    expect(reordered.media.map((item) => item.key)).toEqual([side, clip, front])
    const list = dataOf(
      await suite.prepared.admin.GET('/admin/products', { params: { query: { search: 'MP000001' } } }),
    )
    expect(list.data[0].coverUrl).toBe(reordered.media[0].url)

    const removed = dataOf(await setMedia('admin', target._id, [front], reordered.version))
    expect(removed.media.map((item) => item.key)).toEqual([front])

    // Each change is kept in the product's history: who, and the files before and after.
    const history = await suite.server.db
      .selectFrom('product_history')
      .select(['actor_name', 'action', 'changes'])
      .where('product_id', '=', target._id)
      .orderBy('id')
      .execute()
    expect(history.map((entry) => entry.action)).toEqual(['media', 'media', 'media'])
    expect(history[2].changes).toEqual({ media: { from: [side, clip, front], to: [front] } })
    expect(history[0].actor_name).toMatch(/\S+ \S+/)
  })

  it('refuses a fake PNG, a 651×649 image, a second video and an 11th file, in the caller language', async () => {
    const target = await product('MP000002')
    const fake = await storedBehindOurBack('fake.png', Buffer.from('<svg onload="alert(1)"/>'))
    const fakeAnswer = await setMedia('admin', target._id, [fake], target.version)
    expect(fakeAnswer.response.status).toBe(400)
    expect(fakeAnswer.error?.message).toBe("The file's content is not a PNG file.")

    const small = await storedBehindOurBack('small.png', pngOf(651, 649))
    const smallAnswer = await setMedia('admin', target._id, [small], target.version)
    expect(smallAnswer.response.status).toBe(400)
    expect(smallAnswer.error?.message).toBe('The image must be at least 650×650 pixels.')

    const cover = await stored('cover.png', pngOf(700, 700))
    const videos = [await stored('a.mp4', mp4Of()), await stored('b.mp4', mp4Of())]
    const twoVideos = await setMedia('admin', target._id, [cover, ...videos], target.version)
    expect(twoVideos.response.status).toBe(400)
    expect(twoVideos.error?.message).toBe('Only 1 video is allowed.')

    const images = await Promise.all(
      Array.from({ length: 11 }, (_, n) => stored(`p${n}.jpg`, jpegOf(700 + n, 700))),
    )
    const eleven = await setMedia('thai', target._id, images, target.version)
    expect(eleven.response.status).toBe(400)
    expect(eleven.error?.message).toBe('อัปโหลดได้สูงสุด 10 ไฟล์')
    expect((await setMedia('admin', target._id, images.slice(0, 10), target.version)).response.status).toBe(
      200,
    )

    // Nothing of the refused calls was written.
    expect((await product('MP000002')).media).toHaveLength(10)
  })

  it('refuses a video as the cover, a file listed twice, a key of another module and a stale version', async () => {
    const target = await product('MP000003')
    const clip = await stored('clip.mp4', mp4Of())
    const image = await stored('front.png', pngOf(700, 700))
    expect((await setMedia('admin', target._id, [clip, image], target.version)).error?.message).toBe(
      'The cover must be an image, not the video.',
    )
    expect((await setMedia('admin', target._id, [image, image], target.version)).response.status).toBe(400)
    const avatar = await upload(
      suite.server.baseUrl,
      suite.prepared.token,
      'avatar',
      'me.png',
      pngOf(700, 700),
    )
    expect((await setMedia('admin', target._id, [avatar.key], target.version)).response.status).toBe(400)
    expect((await setMedia('admin', target._id, ['../../etc/passwd'], target.version)).response.status).toBe(
      400,
    )

    expect((await setMedia('admin', target._id, [image], target.version)).response.status).toBe(200)
    const stale = await setMedia('admin', target._id, [], target.version)
    expect(stale.response.status).toBe(409)
    expect(stale.error?.message).toMatch(/^Product MP000003 was changed by someone else/)
  })

  it('answers 404 for an unknown product and 403 to staff who may not update inventory', async () => {
    const image = await stored('front.png', pngOf(700, 700))
    const unknown = await setMedia('admin', crypto.randomUUID(), [image], 1)
    expect(unknown.response.status).toBe(404)
    const target = await product('MP000004')
    expect((await setMedia('viewer', target._id, [image], target.version)).response.status).toBe(403)
    expect(dataOf(await suite.prepared.viewer.GET('/admin/products/{id}', withId(target._id))).media).toEqual(
      [],
    )
  })
})
