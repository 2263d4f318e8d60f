import { describe, expect, it } from 'vitest'
import { dataOf, withId } from '../support/apiClient'
import { appearanceSuite, bangkokMidnight, DAY, later } from '../support/appearance'
import { createStaff } from '../support/fixtures'
import { insertCategories, insertProducts } from '../support/products'
import { login, suiteServer } from '../support/test-server'

describe('banner loops and their banners', () => {
  const suite = suiteServer(appearanceSuite)
  const admin = () => suite.prepared.admin
  const thai = () => suite.prepared.thai

  it('creates a loop for a country, with no banners yet, and reads it back', async () => {
    const loop = await suite.prepared.loop({ name: 'Songkran', country: 'VN' })
    expect(loop).toMatchObject({
      name: 'Songkran',
      country: 'VN',
      type: 'general',
      sku: null,
      numberOfBanners: 0,
    })
    expect(loop.publishState).toBe('scheduled')
    expect(dataOf(await admin().GET('/admin/banner-loops/{id}', withId(loop._id)))).toEqual(loop)
    const page = dataOf(
      await admin().GET('/admin/banner-loops', { params: { query: { countryCode: 'VN', search: 'songk' } } }),
    )
    expect(page.data.map((row) => row._id)).toContain(loop._id)
  })

  it('refuses a loop for a past time, an unknown country, and a product loop without a known SKU', async () => {
    const { period } = suite.prepared
    const past = await admin().POST('/admin/banner-loops', {
      body: {
        name: 'Late',
        country: 'TH',
        type: 'general',
        startAt: later(new Date().toISOString(), -DAY),
        endAt: period().endAt,
      },
    })
    expect(past.response.status).toBe(400)
    expect(past.error?.message).toContain('cannot start in the past')
    const pastThai = await thai().POST('/admin/banner-loops', {
      body: {
        name: 'Late',
        country: 'TH',
        type: 'general',
        startAt: later(new Date().toISOString(), -DAY),
        endAt: period().endAt,
      },
    })
    expect(pastThai.error?.message).toContain('ต้องไม่เริ่มในอดีต')
    const country = await admin().POST('/admin/banner-loops', {
      // @ts-expect-error: a country the contract does not know
      body: { name: 'Nowhere', country: 'XX', type: 'general', ...period() },
    })
    expect(country.response.status).toBe(400)
    const noSku = await admin().POST('/admin/banner-loops', {
      body: { name: 'P', country: 'TH', type: 'product', ...period() },
    })
    expect(noSku.response.status).toBe(400)
    expect(noSku.error?.message).toContain('SKU')
    const unknownSku = await admin().POST('/admin/banner-loops', {
      body: { name: 'P', country: 'TH', type: 'product', sku: 'NOPE-1', ...period() },
    })
    expect(unknownSku.response.status).toBe(400)
    expect(unknownSku.error?.message).toContain('NOPE-1')
    const backwards = await admin().POST('/admin/banner-loops', {
      body: { name: 'B', country: 'TH', type: 'general', startAt: period().endAt, endAt: period().startAt },
    })
    expect(backwards.response.status).toBe(400)
    expect(backwards.error?.message).toContain('must end after it starts')
  })

  it('takes a product loop naming a product sold in its country', async () => {
    const categories = await insertCategories(suite.server.db, 'loop-sku')
    await insertProducts(suite.server.db, { count: 1, prefix: 'LOOPSKU', country: 'MY', categories })
    const loop = await suite.prepared.loop({ type: 'promotion', sku: 'LOOPSKU000001', country: 'MY' })
    expect(loop.sku).toBe('LOOPSKU000001')
    const elsewhere = await admin().POST('/admin/banner-loops', {
      body: { name: 'P', country: 'TH', type: 'product', sku: 'LOOPSKU000001', ...suite.prepared.period() },
    })
    expect(elsewhere.response.status).toBe(400)
  })

  it('adds banners in order, adds up their durations, and refuses bad banners in the caller language', async () => {
    const loop = await suite.prepared.loop()
    const first = dataOf(
      await admin().POST('/admin/banners', { body: suite.prepared.banner(loop._id, { duration: 3 }) }),
    )
    const second = dataOf(
      await admin().POST('/admin/banners', {
        body: suite.prepared.banner(loop._id, { name: 'B', duration: 7 }),
      }),
    )
    expect([first.position, second.position]).toEqual([0, 1])
    expect(first.imageUrls.desktop).toBeTruthy()
    const read = dataOf(await admin().GET('/admin/banner-loops/{id}', withId(loop._id)))
    expect(read).toMatchObject({ numberOfBanners: 2, totalDuration: 10, version: loop.version + 2 })
    const list = dataOf(await admin().GET('/admin/banners', { params: { query: { loopId: loop._id } } }))
    expect(list).toMatchObject({ page: 0, limit: 0, total: 2, version: read.version })

    const refused = async (body: ReturnType<typeof suite.prepared.banner>, client = admin()) => {
      const answer = await client.POST('/admin/banners', { body })
      expect(answer.response.status).toBe(400)
      return answer.error?.message ?? ''
    }
    const { banner, images, stored } = suite.prepared
    expect(await refused(banner(loop._id, { duration: 0 }))).toContain('duration')
    expect(await refused(banner(loop._id, { duration: 11 }))).toContain('duration')
    expect(await refused(banner(loop._id, { startAt: later(new Date().toISOString(), -60_000) }))).toContain(
      'past',
    )
    expect(
      await refused(banner(loop._id, { startAt: bangkokMidnight(5), endAt: bangkokMidnight(4) })),
    ).toContain('end after')
    expect(await refused(banner(loop._id, { hyperlink: 'javascript:alert(1)' }))).toContain('javascript:')
    expect(await refused(banner(loop._id, { hyperlink: 'data:text/html,hi' }))).toContain('hyperlink')
    expect(await refused(banner(loop._id, { hyperlink: 'javascript:alert(1)' }), thai())).toContain(
      'ไม่อนุญาตลิงก์',
    )
    const narrow = await stored(1200, 480)
    const below = await refused(banner(loop._id, { images: { ...images, desktop: narrow } }))
    expect(below).toContain('images.desktop')
    expect(below).toContain('1440×480')
    const tablet = await refused(banner(loop._id, { images: { ...images, mobile: images.tablet } }))
    expect(tablet).toContain('images.mobile')
    const after = dataOf(await admin().GET('/admin/banner-loops/{id}', withId(loop._id)))
    expect(after.numberOfBanners).toBe(2)
  })

  it('answers 404 for a banner of a missing loop, and never shows a slide banner as a loop banner', async () => {
    const missing = await admin().POST('/admin/banners', {
      body: suite.prepared.banner('00000000-0000-4000-8000-000000000000'),
    })
    expect(missing.response.status).toBe(404)
  })

  it('edits a banner on the version read; an edit on an older copy is a 409 and changes nothing', async () => {
    const loop = await suite.prepared.loop()
    const banner = dataOf(await admin().POST('/admin/banners', { body: suite.prepared.banner(loop._id) }))
    const edited = dataOf(
      await admin().PATCH('/admin/banners/{id}', {
        ...withId(banner._id),
        body: { duration: 9, version: banner.version },
      }),
    )
    expect(edited).toMatchObject({ duration: 9, version: banner.version + 1 })
    const stale = await admin().PATCH('/admin/banners/{id}', {
      ...withId(banner._id),
      body: { name: 'Lost', version: banner.version },
    })
    expect(stale.response.status).toBe(409)
    expect(dataOf(await admin().GET('/admin/banners/{id}', withId(banner._id))).name).toBe(banner.name)
    const badLink = await admin().PATCH('/admin/banners/{id}', {
      ...withId(banner._id),
      body: { hyperlink: 'vbscript:x', version: edited.version },
    })
    expect(badLink.response.status).toBe(400)
  })

  it('reorders on the loop version: a second staff member reordering the same list gets a 409, nothing lost', async () => {
    const loop = await suite.prepared.loop()
    const ids: string[] = []
    for (const name of ['A', 'B', 'C'])
      ids.push(
        dataOf(await admin().POST('/admin/banners', { body: suite.prepared.banner(loop._id, { name }) }))._id,
      )
    const { version } = dataOf(await admin().GET('/admin/banner-loops/{id}', withId(loop._id)))
    const reordered = dataOf(
      await admin().PUT('/admin/banner-loops/{id}/order', {
        ...withId(loop._id),
        body: { bannerIds: [ids[2], ids[0], ids[1]], version },
      }),
    )
    const second = await admin().PUT('/admin/banner-loops/{id}/order', {
      ...withId(loop._id),
      body: { bannerIds: [ids[1], ids[0], ids[2]], version },
    })
    expect(second.response.status).toBe(409)
    expect(second.error?.message).toContain('changed by someone else')
    const list = dataOf(await admin().GET('/admin/banners', { params: { query: { loopId: loop._id } } }))
    expect(list.data.map((banner) => banner.name)).toEqual(['C', 'A', 'B'])
    const partial = await admin().PUT('/admin/banner-loops/{id}/order', {
      ...withId(loop._id),
      body: { bannerIds: [ids[0], ids[1]], version: reordered.version },
    })
    expect(partial.response.status).toBe(409)

    expect(dataOf(await admin().DELETE('/admin/banners/{id}', withId(ids[2])))._id).toBe(ids[2])
    const left = dataOf(await admin().GET('/admin/banners', { params: { query: { loopId: loop._id } } }))
    expect(left.data.map((banner) => [banner.name, banner.position])).toEqual([
      ['A', 0],
      ['B', 1],
    ])
    const old = await admin().PUT('/admin/banner-loops/{id}/order', {
      ...withId(loop._id),
      body: { bannerIds: [ids[1], ids[0]], version: reordered.version },
    })
    expect(old.response.status).toBe(409)
  })

  it('edits a loop on its version, keeping a start already passed, refusing a start moved into the past', async () => {
    const loop = await suite.prepared.loop()
    const renamed = dataOf(
      await admin().PATCH('/admin/banner-loops/{id}', {
        ...withId(loop._id),
        body: { name: 'Renamed', version: loop.version },
      }),
    )
    expect(renamed.name).toBe('Renamed')
    const stale = await admin().PATCH('/admin/banner-loops/{id}', {
      ...withId(loop._id),
      body: { name: 'X', version: loop.version },
    })
    expect(stale.response.status).toBe(409)
    const past = await admin().PATCH('/admin/banner-loops/{id}', {
      ...withId(loop._id),
      body: { startAt: later(new Date().toISOString(), -DAY), version: renamed.version },
    })
    expect(past.response.status).toBe(400)
    await suite.server.db
      .updateTable('banner_loops')
      .set({ start_at: later(new Date().toISOString(), -DAY) })
      .where('id', '=', loop._id)
      .execute()
    const kept = await admin().PATCH('/admin/banner-loops/{id}', {
      ...withId(loop._id),
      body: { name: 'Live now', version: renamed.version },
    })
    expect(kept.response.status).toBe(200)
    expect(kept.data?.publishState).toBe('live')
  })

  it('refuses staff without the banners permission', async () => {
    const outsider = await createStaff(suite.server.db, {
      roles: [{ name: `Slide readers ${Date.now()}`, permissions: { sectionBannerSlides: ['access'] } }],
    })
    const { jwtAccessToken } = await login(suite.server.baseUrl, outsider.email, outsider.password)
    const { apiClient } = await import('../support/apiClient')
    const client = apiClient(suite.server.baseUrl, { token: jwtAccessToken })
    expect((await client.GET('/admin/banner-loops')).response.status).toBe(403)
    expect((await client.GET('/admin/banner-section-loops')).response.status).toBe(200)
  })
})
