import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalStorage } from '../../server/lib/storage/localStorage'
import { storageSigningKey } from '../../server/lib/storage/storage'
import { apiClient, dataOf, withId } from '../support/apiClient'
import { createStaff } from '../support/fixtures'
import { call } from '../support/http'
import { gifOf, jpegOf, mp4Of, pngBombOf, pngOf } from '../support/images'
import { loginAsAdmin, startTestServer, type TestServer } from '../support/test-server'
import { rawRequest, type UploadModule, upload } from '../support/uploads'

let server: TestServer
let token: string
beforeAll(async () => {
  server = await startTestServer()
  token = await loginAsAdmin(server)
})
afterAll(() => server?.close())

const storageDir = () => (server.config.storage as { dir: string }).dir
const stored = (key: string) => fs.existsSync(path.join(storageDir(), ...key.split('/')))
const signedUrlFor = (fileName: string, moduleName: UploadModule, lang?: 'en' | 'th') =>
  apiClient(server.baseUrl, { token, lang }).GET('/upload/upload-signed-url', {
    params: { query: { fileName, moduleName } },
  })
/** The upload URL and key for a file, which the test then PUTs to itself. */
const signedUpload = async (fileName: string, moduleName: UploadModule) =>
  dataOf(await signedUrlFor(fileName, moduleName))
const imageUrl = (key: string) =>
  apiClient(server.baseUrl, { token }).GET('/upload/signed-url', { params: { query: { key } } })
const attachAvatar = (id: string, avatar: string) =>
  apiClient(server.baseUrl, { token }).PUT('/admin/users/upload-avatar/{id}', {
    ...withId(id),
    body: { avatar },
  })

describe('upload URLs', () => {
  it('answers a signed PUT URL on this server and a fresh key of the module, whatever the file was called', async () => {
    const { data, response } = await signedUrlFor('../../My Photo.JPG', 'avatar')
    expect(response.status).toBe(200)
    expect(data?.key).toMatch(/^avatar\/\d{6}\/[0-9a-f-]{36}\.jpg$/)
    expect(data?.preSignedUrl).toMatch(
      new RegExp(`^/api/storage/${data?.key}\\?expires=\\d+&signature=[\\w-]{43}$`),
    )
  })

  it('refuses a format the module does not take, in the caller language', async () => {
    const gif = await signedUrlFor('cat.gif', 'avatar')
    expect(gif.response.status).toBe(400)
    expect(gif.error?.message).toBe('Invalid file format. Accepted formats: .jpg, .jpeg, .png.')
    expect((await signedUrlFor('cat.gif', 'avatar', 'th')).error?.message).toBe(
      'รูปแบบไฟล์ไม่ถูกต้อง รูปแบบที่รองรับ: .jpg, .jpeg, .png',
    )
    expect((await signedUrlFor('clip.mp4', 'article')).response.status).toBe(400)
    expect((await signedUrlFor('noextension', 'product')).response.status).toBe(400)
    // Raw call: a module the contract does not have.
    const documents = await call<{ message: string }>(
      server.baseUrl,
      'GET',
      '/api/upload/upload-signed-url?fileName=a.png&moduleName=documents',
      { token },
    )
    expect(documents.body.message).toMatch(/^moduleName: must be one of/)
  })

  it('needs a token', async () => {
    const { response } = await apiClient(server.baseUrl).GET('/upload/upload-signed-url', {
      params: { query: { fileName: 'a.png', moduleName: 'avatar' } },
    })
    expect(response.status).toBe(401)
  })
})

// The signed storage URLs lie outside the contract (their shape is the storage driver's): raw requests with
// exactly the bytes and headers a browser or an attacker would send.
describe('PUT to the signed URL', () => {
  it('stores the bytes sent with an empty Content-Type and shows them through a signed GET URL', async () => {
    const png = pngOf(700, 700)
    const { key, put } = await upload(server.baseUrl, token, 'product', 'front.png', png)
    expect(put.status).toBe(200)
    expect(stored(key)).toBe(true)

    const signed = await imageUrl(key)
    expect(signed.response.status).toBe(200)
    const url = dataOf(signed).url
    const image = await rawRequest(server.baseUrl, 'GET', url)
    expect(image.status).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.headers['x-content-type-options']).toBe('nosniff')
    expect(image.body.equals(png)).toBe(true)
    // Within one period the same URL comes back, so the browser can cache the picture.
    expect((await imageUrl(key)).data?.url).toBe(url)

    const part = await rawRequest(server.baseUrl, 'GET', url, { headers: { range: 'bytes=0-7' } })
    expect(part.status).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 0-7/${png.length}`)
    expect(part.body.equals(png.subarray(0, 8))).toBe(true)
  })

  it('stores bytes sent with no Content-Type at all, or a wrong one', async () => {
    for (const headers of [
      {},
      { 'content-type': 'application/json' },
      { 'content-type': 'image/png; charset=x' },
    ] as Record<string, string>[]) {
      const { preSignedUrl, key } = await signedUpload('a.jpg', 'avatar')
      const jpeg = jpegOf(50, 50)
      const put = await rawRequest(server.baseUrl, 'PUT', preSignedUrl, {
        body: jpeg,
        headers: { ...headers, 'content-length': String(jpeg.length) },
      })
      expect(put.status, JSON.stringify(headers)).toBe(200)
      expect(stored(key)).toBe(true)
    }
  })

  it('takes a video of the product module and a GIF of an article', async () => {
    expect((await upload(server.baseUrl, token, 'product', 'clip.mp4', mp4Of())).put.status).toBe(200)
    expect((await upload(server.baseUrl, token, 'article', 'anim.gif', gifOf(640, 610))).put.status).toBe(200)
  })

  it('refuses a file whose bytes are not what its name says, and keeps nothing', async () => {
    const text = await upload(
      server.baseUrl,
      token,
      'avatar',
      'me.png',
      Buffer.from('<svg onload="alert(1)"/>'),
    )
    expect(text.put.status).toBe(400)
    expect(JSON.parse(text.put.body.toString()).message).toBe("The file's content is not a PNG file.")
    expect(stored(text.key)).toBe(false)

    const jpegNamedPng = await upload(server.baseUrl, token, 'avatar', 'me.png', jpegOf(300, 300))
    expect(jpegNamedPng.put.status).toBe(400)
    expect(stored(jpegNamedPng.key)).toBe(false)
  })

  it('refuses a product image below 650×650 and an article image below 603×603', async () => {
    const small = await upload(server.baseUrl, token, 'product', 'small.png', pngOf(650, 649))
    expect(small.put.status).toBe(400)
    expect(JSON.parse(small.put.body.toString()).message).toBe('The image must be at least 650×650 pixels.')
    expect(stored(small.key)).toBe(false)
    expect((await upload(server.baseUrl, token, 'product', 'exact.png', pngOf(650, 650))).put.status).toBe(
      200,
    )
    expect((await upload(server.baseUrl, token, 'article', 'a.jpg', jpegOf(602, 900))).put.status).toBe(400)
    expect((await upload(server.baseUrl, token, 'article', 'a.jpg', jpegOf(603, 603))).put.status).toBe(200)
  })

  it('refuses an image claiming more than 8000 pixels on a side, however few its bytes', async () => {
    const bomb = pngBombOf(50_000, 50_000)
    expect(bomb.length).toBeLessThan(1024)
    const refused = await upload(server.baseUrl, token, 'avatar', 'bomb.png', bomb)
    expect(refused.put.status).toBe(400)
    expect(JSON.parse(refused.put.body.toString()).message).toBe(
      'The image must be at most 8000×8000 pixels.',
    )
    expect(stored(refused.key)).toBe(false)

    const { preSignedUrl } = await signedUpload('bomb.png', 'banner')
    const thai = await rawRequest(server.baseUrl, 'PUT', preSignedUrl, {
      body: bomb,
      headers: { lang: 'th' },
    })
    expect(thai.status).toBe(400)
    expect(JSON.parse(thai.body.toString()).message).toBe('รูปภาพต้องมีขนาดไม่เกิน 8000×8000 พิกเซล')

    expect(
      (await upload(server.baseUrl, token, 'product', 'tall.png', pngBombOf(700, 8001))).put.status,
    ).toBe(400)
    expect((await upload(server.baseUrl, token, 'avatar', 'big.jpg', jpegOf(8000, 6000))).put.status).toBe(
      200,
    )
  })

  it('refuses to attach such an image that reached storage without this server (a bucket upload)', async () => {
    const { key } = await signedUpload('bomb.png', 'avatar')
    const file = path.join(storageDir(), ...key.split('/'))
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, pngBombOf(50_000, 50_000))
    const staff = await createStaff(server.db)
    const attached = await attachAvatar(staff.id, key)
    expect(attached.response.status).toBe(400)
    expect(attached.error?.message).toBe('The image must be at most 8000×8000 pixels.')
  })

  it('refuses an image over 10 MB, declared or streamed, without storing a byte', async () => {
    const signed = await signedUpload('big.png', 'avatar')
    const declared = await rawRequest(server.baseUrl, 'PUT', signed.preSignedUrl, {
      body: Buffer.alloc(1024),
      headers: { 'content-length': String(10 * 1024 * 1024 + 1) },
    })
    expect(declared.status).toBe(413)
    expect(JSON.parse(declared.body.toString()).message).toBe('The file is larger than 10 MB.')

    const png = pngOf(100, 100)
    const chunks = [png, ...Array.from({ length: 11 }, () => Buffer.alloc(1024 * 1024))]
    const streamed = await rawRequest(server.baseUrl, 'PUT', signed.preSignedUrl, {
      body: chunks,
      headers: { 'transfer-encoding': 'chunked' },
    })
    expect(streamed.status).toBe(413)
    expect(stored(signed.key)).toBe(false)
    expect(
      fs.readdirSync(path.dirname(path.join(storageDir(), ...signed.key.split('/')))),
    ).not.toContainEqual(expect.stringMatching(/\.part$/))
  })

  it('refuses a URL used after it expired, or for another key, or for another method', async () => {
    const past = createLocalStorage({
      dir: storageDir(),
      key: storageSigningKey(server.config.jwtSecret),
      ttl: { upload: 60, download: 60 },
      now: () => Date.now() / 1000 - 3600,
    })
    const expired = await past.uploadUrl('avatar/202401/00000000-0000-4000-8000-000000000001.png')
    const late = await rawRequest(server.baseUrl, 'PUT', expired, { body: pngOf(10, 10) })
    expect(late.status).toBe(403)
    expect(JSON.parse(late.body.toString()).message).toBe(
      'This file link has expired. Please ask for a new one.',
    )

    const { preSignedUrl, key } = await signedUpload('a.png', 'avatar')
    const other = preSignedUrl.replace(key, 'avatar/202401/00000000-0000-4000-8000-000000000002.png')
    const moved = await rawRequest(server.baseUrl, 'PUT', other, { body: pngOf(10, 10) })
    expect(moved.status).toBe(403)
    expect(JSON.parse(moved.body.toString()).message).toBe('This file link is not valid.')

    const tampered = preSignedUrl.replace(/expires=(\d+)/, (_m, value) => `expires=${Number(value) + 3600}`)
    expect((await rawRequest(server.baseUrl, 'PUT', tampered, { body: pngOf(10, 10) })).status).toBe(403)
    // The upload URL does not read the file back, nor does a download URL accept a PUT.
    expect((await rawRequest(server.baseUrl, 'GET', preSignedUrl)).status).toBe(403)
    const uploaded = await upload(server.baseUrl, token, 'avatar', 'b.png', pngOf(10, 10))
    const download = dataOf(await imageUrl(uploaded.key)).url
    expect((await rawRequest(server.baseUrl, 'PUT', download, { body: pngOf(10, 10) })).status).toBe(403)
  })

  it('writes once: a file attached to a record cannot be swapped by a second PUT to its URL', async () => {
    const { preSignedUrl, key } = await signedUpload('me.png', 'avatar')
    const original = pngOf(60, 60)
    expect((await rawRequest(server.baseUrl, 'PUT', preSignedUrl, { body: original })).status).toBe(200)
    const staff = await createStaff(server.db)
    const attached = await attachAvatar(staff.id, key)
    expect(attached.response.status).toBe(200)

    const swap = await rawRequest(server.baseUrl, 'PUT', preSignedUrl, { body: pngOf(61, 61) })
    expect(swap.status).toBe(409)
    expect(JSON.parse(swap.body.toString()).message).toBe(
      'This upload link has already been used. Please ask for a new one.',
    )
    const thai = await rawRequest(server.baseUrl, 'PUT', preSignedUrl, {
      body: pngOf(62, 62),
      headers: { lang: 'th' },
    })
    expect(JSON.parse(thai.body.toString()).message).toBe('ลิงก์อัปโหลดนี้ถูกใช้ไปแล้ว กรุณาขอลิงก์ใหม่')
    const shown = await rawRequest(server.baseUrl, 'GET', attached.data?.avatarUrl as string)
    expect(shown.body.equals(original)).toBe(true)
  })

  it('of two PUTs racing to one URL, stores one file whole and refuses the other', async () => {
    const { preSignedUrl, key } = await signedUpload('race.png', 'banner')
    const files = [pngOf(300, 300), pngOf(301, 301)]
    const answers = await Promise.all(
      files.map((body) =>
        rawRequest(server.baseUrl, 'PUT', preSignedUrl, {
          body,
          headers: { 'content-length': String(body.length) },
        }),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const winner = files[answers.findIndex((answer) => answer.status === 200)]
    const shown = await rawRequest(server.baseUrl, 'GET', dataOf(await imageUrl(key)).url)
    expect(shown.body.equals(winner)).toBe(true)
    expect(fs.readdirSync(path.dirname(path.join(storageDir(), ...key.split('/'))))).not.toContainEqual(
      expect.stringMatching(/\.part$/),
    )
  })

  it('refuses keys that would leave the storage folder', async () => {
    const { preSignedUrl } = await signedUpload('a.png', 'avatar')
    const query = preSignedUrl.slice(preSignedUrl.indexOf('?'))
    for (const evil of [
      '/api/storage/../../../../etc/passwd',
      '/api/storage/avatar/..%2F..%2F..%2Fetc%2Fpasswd',
      '/api/storage/%2e%2e/%2e%2e/package.json',
      '/api/storage/avatar/202401/..%5C..%5Cpackage.json',
    ]) {
      const response = await rawRequest(server.baseUrl, 'PUT', `${evil}${query}`, { body: Buffer.from('x') })
      expect([400, 404], evil).toContain(response.status)
      expect((await rawRequest(server.baseUrl, 'GET', `${evil}${query}`)).status).not.toBe(200)
    }
    const traversal = await imageUrl('avatar/../../etc/passwd')
    expect(traversal.response.status).toBe(400)
    expect(traversal.error?.message).toBe('This file key is not valid.')
    expect((await imageUrl('avatar/202401/00000000-0000-4000-8000-000000000009.png')).response.status).toBe(
      404,
    )
  })
})
