import { describe, expect, it } from 'vitest'
import { dataOf } from '../support/apiClient'
import { appearanceSuite, bangkokMidnight, later } from '../support/appearance'
import { insertCategories, insertProducts } from '../support/products'
import { suiteServer, type TestServer } from '../support/test-server'

/**
 * The Bangkok midnight after tomorrow's (17:00:00 UTC): a loop and slides end there, others start
 * there, a default template shows a banner slide and a Thai product slide. Not tomorrow's: in the hour
 * before it (16:00–17:00 UTC) the timeline's hour before midnight would start in the past.
 */
async function aroundMidnight(server: TestServer) {
  const suite = await appearanceSuite(server)
  const { admin, banner } = suite
  const midnight = bangkokMidnight(2)
  const now = new Date().toISOString()
  const before = { startAt: later(now, 60_000), endAt: midnight }
  const after = { startAt: midnight, endAt: bangkokMidnight(9) }
  const evening = dataOf(
    await admin.POST('/admin/banner-loops', {
      body: { name: 'Evening', country: 'TH', type: 'general', ...before },
    }),
  )
  const morning = dataOf(
    await admin.POST('/admin/banner-loops', {
      body: { name: 'Morning', country: 'TH', type: 'general', ...after },
    }),
  )
  await admin.POST('/admin/banners', { body: banner(evening._id, { name: 'E1', duration: 4, ...before }) })
  await admin.POST('/admin/banners', { body: banner(morning._id, { name: 'M1', duration: 3, ...after }) })
  await admin.POST('/admin/banners', { body: banner(morning._id, { name: 'M2', duration: 6, ...after }) })
  const slide = dataOf(
    await admin.POST('/admin/banner-section-loops', { body: { name: 'New day brands', ...after } }),
  )
  const { loopId: _loop, ...fields } = banner(morning._id, { name: 'S1', ...after })
  await admin.POST('/admin/banner-sections', { body: { ...fields, slideId: slide._id } })
  const categories = await insertCategories(server.db, 'live')
  await insertProducts(server.db, { count: 2, prefix: 'LIVE', country: 'TH', categories })
  const products = await server.db
    .selectFrom('products')
    .select('id')
    .where('product_code', 'like', 'LIVE%')
    .orderBy('product_code')
    .execute()
  const deals = dataOf(
    await admin.POST('/admin/product-section-loops', {
      body: { name: 'Night deals', countryCode: 'TH', ...before },
    }),
  )
  await admin.POST('/admin/products-sections/{slideId}', {
    params: { path: { slideId: deals._id } },
    body: { productIds: products.map((product) => product.id), version: deals.version },
  })
  await admin.POST('/admin/home-templates', {
    body: {
      name: 'Standard',
      sections: [
        {
          name: 'Brands',
          icon: 'star',
          type: 'bannerSlide',
          slideId: slide._id,
          countdown: { enabled: false },
        },
        {
          name: 'Deals',
          icon: 'fire',
          type: 'productSlide',
          slideId: deals._id,
          countdown: { enabled: true, ...before },
        },
      ],
    },
  })
  return { ...suite, midnight, evening, morning, slide, deals }
}

describe('what is live around a Bangkok midnight', () => {
  const suite = suiteServer(aroundMidnight)
  const secondBefore = () => later(suite.prepared.midnight, -1000)

  it('is 17:00:00 UTC', () => {
    expect(suite.prepared.midnight).toMatch(/T17:00:00\.000Z$/)
  })

  it('composes the home page at 16:59:59 and at 17:00:00 UTC', async () => {
    const { admin, midnight } = suite.prepared
    const at = async (instant: string, device: 'desktop' | 'mobile' = 'desktop') =>
      dataOf(
        await admin.GET('/admin/home-composition', {
          params: { query: { device, countryCode: 'TH', at: instant } },
        }),
      )
    const evening = await at(secondBefore())
    expect(evening.loop).toMatchObject({ name: 'Evening', totalDuration: 4 })
    expect(evening.loop?.banners.map((banner) => banner.name)).toEqual(['E1'])
    expect(evening.template?.name).toBe('Standard')
    expect(evening.sections.map((section) => [section.name, section.slide?.name ?? null])).toEqual([
      ['Brands', null],
      ['Deals', 'Night deals'],
    ])
    expect(evening.sections[1].countdownEndsAt).toBe(midnight)
    expect(evening.sections[1].slide?.products).toHaveLength(2)

    const morning = await at(midnight, 'mobile')
    expect(morning.loop).toMatchObject({ name: 'Morning', totalDuration: 9 })
    expect(morning.loop?.banners.map((banner) => [banner.name, banner.duration])).toEqual([
      ['M1', 3],
      ['M2', 6],
    ])
    expect(morning.sections.map((section) => [section.name, section.slide?.name ?? null])).toEqual([
      ['Brands', 'New day brands'],
      ['Deals', null],
    ])
    const other = await admin.GET('/admin/home-composition', {
      params: { query: { device: 'desktop', countryCode: 'MY', at: midnight } },
    })
    expect(dataOf(other).loop).toBeNull()
  })

  it('answers the active slide reads at the same instants', async () => {
    const { admin, midnight } = suite.prepared
    const banners = async (at: string) =>
      dataOf(await admin.GET('/admin/banner-section-loops/active', { params: { query: { at } } }))
    expect((await banners(secondBefore())).data.map((slide) => slide.name)).not.toContain('New day brands')
    const live = await banners(midnight)
    expect(
      live.data.find((slide) => slide.name === 'New day brands')?.banners.map((banner) => banner.name),
    ).toEqual(['S1'])
    const products = async (at: string) =>
      dataOf(
        await admin.GET('/admin/product-section-loops/active', {
          params: { query: { countryCode: 'TH', at } },
        }),
      )
    const night = await products(secondBefore())
    expect(night).toMatchObject({ countryCode: 'TH', at: secondBefore() })
    expect(night.data.map((slide) => slide.name)).toEqual(['Night deals'])
    expect((await products(midnight)).data).toEqual([])
  })

  it('sends an ETag and a Cache-Control, and a 304 to a caller holding the same answer', async () => {
    const { admin, midnight } = suite.prepared
    const query = {
      params: { query: { device: 'desktop' as const, countryCode: 'TH' as const, at: secondBefore() } },
    }
    const first = await admin.GET('/admin/home-composition', query)
    const etag = first.response.headers.get('etag') as string
    expect(etag).toMatch(/^".+"$/)
    // One second before midnight the answer holds one second.
    expect(first.response.headers.get('cache-control')).toBe('private, max-age=1')
    const again = await admin.GET('/admin/home-composition', { ...query, headers: { 'if-none-match': etag } })
    expect(again.response.status).toBe(304)
    const later_ = await admin.GET('/admin/home-composition', {
      params: { query: { device: 'desktop', countryCode: 'TH', at: midnight } },
      headers: { 'if-none-match': etag },
    })
    expect(later_.response.status).toBe(200)
    const active = await admin.GET('/admin/banner-section-loops/active', {
      params: { query: { at: midnight } },
    })
    const activeTag = active.response.headers.get('etag') as string
    expect(active.response.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/)
    const unchanged = await admin.GET('/admin/banner-section-loops/active', {
      params: { query: { at: midnight } },
      headers: { 'if-none-match': activeTag },
    })
    expect(unchanged.response.status).toBe(304)
  })

  it('draws the timeline from the same answer: the switch at midnight, and the gaps', async () => {
    const { admin, midnight } = suite.prepared
    const timeline = dataOf(
      await admin.GET('/admin/home-timeline', {
        params: {
          query: { device: 'desktop', countryCode: 'TH', from: later(midnight, -3_600_000), days: 10 },
        },
      }),
    )
    const loop = timeline.rows.find((row) => row.key === 'loop')
    expect(loop?.segments.slice(0, 2).map((segment) => [segment.from, segment.names])).toEqual([
      [later(midnight, -3_600_000), ['Evening']],
      [midnight, ['Morning']],
    ])
    expect(loop?.segments.at(-1)?.state).toBe('gap')
    expect(timeline.rows.map((row) => row.key)).toEqual(['loop', 'template', 'section.0', 'section.1'])
  })
})
