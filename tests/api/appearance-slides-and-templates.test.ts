import { describe, expect, it } from 'vitest'
import { dataOf, withId } from '../support/apiClient'
import { appearanceSuite, bangkokMidnight } from '../support/appearance'
import { insertCategories, insertProducts } from '../support/products'
import { suiteServer, type TestServer } from '../support/test-server'

async function withProducts(server: TestServer) {
  const suite = await appearanceSuite(server)
  const categories = await insertCategories(server.db, 'slides')
  await insertProducts(server.db, { count: 4, prefix: 'SLIDETH', country: 'TH', categories })
  await insertProducts(server.db, { count: 1, prefix: 'SLIDEMY', country: 'MY', categories })
  const products = await server.db
    .selectFrom('products')
    .select(['id', 'product_code'])
    .where('product_code', 'like', 'SLIDE%')
    .orderBy('product_code')
    .execute()
  const idOf = (code: string) => products.find((product) => product.product_code === code)?.id as string
  return { ...suite, idOf }
}

const noCountdown = { enabled: false }

describe('section banner slides', () => {
  const suite = suiteServer(withProducts)
  const admin = () => suite.prepared.admin

  it('creates a slide, adds banners to it, reorders and edits them on its version', async () => {
    const slide = dataOf(
      await admin().POST('/admin/banner-section-loops', {
        body: { name: 'Brands', ...suite.prepared.period() },
      }),
    )
    const { banner } = suite.prepared
    const body = (name: string) => {
      const { loopId: _loop, ...fields } = banner('00000000-0000-4000-8000-000000000000', { name })
      return { ...fields, slideId: slide._id }
    }
    const a = dataOf(await admin().POST('/admin/banner-sections', { body: body('A') }))
    const b = dataOf(await admin().POST('/admin/banner-sections', { body: body('B') }))
    expect(a.slideId).toBe(slide._id)
    const list = dataOf(
      await admin().GET('/admin/banner-sections', { params: { query: { slideId: slide._id } } }),
    )
    expect(list.data.map((row) => row.name)).toEqual(['A', 'B'])
    const reordered = dataOf(
      await admin().PUT('/admin/banner-section-loops/{id}/order', {
        ...withId(slide._id),
        body: { bannerIds: [b._id, a._id], version: list.version },
      }),
    )
    expect(reordered.numberOfBanners).toBe(2)
    const stale = await admin().PUT('/admin/banner-section-loops/{id}/order', {
      ...withId(slide._id),
      body: { bannerIds: [a._id, b._id], version: list.version },
    })
    expect(stale.response.status).toBe(409)
    // A slide's banner is not a loop's.
    expect((await admin().GET('/admin/banners/{id}', withId(a._id))).response.status).toBe(404)
    const bad = await admin().POST('/admin/banner-sections', { body: { ...body('C'), duration: 11 } })
    expect(bad.response.status).toBe(400)
    const link = await admin().PATCH('/admin/banner-sections/{id}', {
      ...withId(a._id),
      body: { hyperlink: 'javascript:void(0)', version: a.version },
    })
    expect(link.response.status).toBe(400)
  })
})

describe('section product slides', () => {
  const suite = suiteServer(withProducts)
  const admin = () => suite.prepared.admin

  it('holds products of its own country in order; adds, reorders and removes them on its version', async () => {
    const { idOf } = suite.prepared
    const slide = dataOf(
      await admin().POST('/admin/product-section-loops', {
        body: { name: 'Best sellers', countryCode: 'TH', ...suite.prepared.period() },
      }),
    )
    const added = dataOf(
      await admin().POST('/admin/products-sections/{slideId}', {
        params: { path: { slideId: slide._id } },
        body: {
          productIds: [idOf('SLIDETH000001'), idOf('SLIDETH000002'), idOf('SLIDETH000003')],
          version: slide.version,
        },
      }),
    )
    expect(added).toMatchObject({ countryCode: 'TH', total: 3, page: 0, limit: 0 })
    const path = { params: { path: { slideId: slide._id } } }
    const other = await admin().POST('/admin/products-sections/{slideId}', {
      ...path,
      body: { productIds: [idOf('SLIDEMY000001')], version: added.version },
    })
    expect(other.response.status).toBe(400)
    expect(other.error?.message).toContain('TH')
    const twice = await admin().POST('/admin/products-sections/{slideId}', {
      ...path,
      body: { productIds: [idOf('SLIDETH000001')], version: added.version },
    })
    expect(twice.response.status).toBe(400)
    const reordered = dataOf(
      await admin().PUT('/admin/products-sections/{slideId}', {
        ...path,
        body: {
          productIds: [idOf('SLIDETH000003'), idOf('SLIDETH000001'), idOf('SLIDETH000002')],
          version: added.version,
        },
      }),
    )
    expect(reordered.data.map((product) => product.productCode)).toEqual([
      'SLIDETH000003',
      'SLIDETH000001',
      'SLIDETH000002',
    ])
    const stale = await admin().PUT('/admin/products-sections/{slideId}', {
      ...path,
      body: {
        productIds: [idOf('SLIDETH000001'), idOf('SLIDETH000002'), idOf('SLIDETH000003')],
        version: added.version,
      },
    })
    expect(stale.response.status).toBe(409)
    const removed = dataOf(
      await admin().DELETE('/admin/products-sections/{slideId}/{productId}', {
        params: {
          path: { slideId: slide._id, productId: idOf('SLIDETH000001') },
          query: { version: reordered.version },
        },
      }),
    )
    expect(removed.data.map((product) => product.productCode)).toEqual(['SLIDETH000003', 'SLIDETH000002'])
    // A product deleted from the inventory leaves the slide, which keeps the rest.
    await suite.server.db.deleteFrom('products').where('id', '=', idOf('SLIDETH000003')).execute()
    const left = dataOf(
      await admin().GET('/admin/products-sections', { params: { query: { slideId: slide._id } } }),
    )
    expect(left.data.map((product) => product.productCode)).toEqual(['SLIDETH000002'])
  })

  it('refuses an unknown country and a period in the past', async () => {
    const unknown = await admin().POST('/admin/product-section-loops', {
      // @ts-expect-error: not one of the seven countries
      body: { name: 'X', countryCode: 'JP', ...suite.prepared.period() },
    })
    expect(unknown.response.status).toBe(400)
    const past = await admin().POST('/admin/product-section-loops', {
      body: { name: 'X', countryCode: 'TH', startAt: bangkokMidnight(-2), endAt: bangkokMidnight(3) },
    })
    expect(past.response.status).toBe(400)
  })
})

describe('home-page templates', () => {
  const suite = suiteServer(withProducts)
  const admin = () => suite.prepared.admin

  it('keeps exactly one default: the first becomes it, a second is refused, the switch moves it', async () => {
    const slide = dataOf(
      await admin().POST('/admin/banner-section-loops', {
        body: { name: 'Brands', ...suite.prepared.period() },
      }),
    )
    const section = {
      name: 'Our brands',
      icon: 'star' as const,
      type: 'bannerSlide' as const,
      slideId: slide._id,
      countdown: noCountdown,
    }
    const first = dataOf(
      await admin().POST('/admin/home-templates', { body: { name: 'Standard', sections: [section] } }),
    )
    expect(first.isDefault).toBe(true)
    expect(first.sections[0]).toMatchObject({ slideName: 'Brands', type: 'bannerSlide' })
    const second = await admin().POST('/admin/home-templates', {
      body: { name: 'Festive', isDefault: true, sections: [] },
    })
    expect(second.response.status).toBe(409)
    expect(second.error?.message).toContain('Standard')
    const festive = dataOf(
      await admin().POST('/admin/home-templates', { body: { name: 'Festive', sections: [section] } }),
    )
    expect(festive.isDefault).toBe(false)
    const viaEdit = await admin().PATCH('/admin/home-templates/{id}', {
      ...withId(festive._id),
      body: { isDefault: true, version: festive.version },
    })
    expect(viaEdit.response.status).toBe(409)
    const unset = await admin().PATCH('/admin/home-templates/{id}', {
      ...withId(first._id),
      body: { isDefault: false, version: first.version },
    })
    expect(unset.response.status).toBe(400)
    const switched = dataOf(
      await admin().PUT('/admin/home-templates/{id}/default', {
        ...withId(festive._id),
        body: { version: festive.version },
      }),
    )
    expect(switched.isDefault).toBe(true)
    const defaults = await suite.server.db
      .selectFrom('home_templates')
      .select('id')
      .where('is_default', '=', true)
      .execute()
    expect(defaults.map((row) => row.id)).toEqual([festive._id])
  })

  it('refuses a section pointing at a missing slide or a slide of the other type, and a count-down without its period', async () => {
    const product = dataOf(
      await admin().POST('/admin/product-section-loops', {
        body: { name: 'Deals', countryCode: 'TH', ...suite.prepared.period() },
      }),
    )
    const missing = await admin().POST('/admin/home-templates', {
      body: {
        name: 'Broken',
        sections: [
          {
            name: 'Ghost',
            icon: 'gift',
            type: 'bannerSlide',
            slideId: '00000000-0000-4000-8000-000000000000',
            countdown: noCountdown,
          },
        ],
      },
    })
    expect(missing.response.status).toBe(400)
    expect(missing.error?.message).toContain('Ghost')
    const wrongType = await admin().POST('/admin/home-templates', {
      body: {
        name: 'Broken',
        sections: [
          { name: 'Mixed', icon: 'gift', type: 'bannerSlide', slideId: product._id, countdown: noCountdown },
        ],
      },
    })
    expect(wrongType.response.status).toBe(400)
    const countdown = await admin().POST('/admin/home-templates', {
      body: {
        name: 'Broken',
        sections: [
          {
            name: 'Flash',
            icon: 'clock',
            type: 'productSlide',
            slideId: product._id,
            countdown: { enabled: true },
          },
        ],
      },
    })
    expect(countdown.response.status).toBe(400)
    expect(countdown.error?.message).toContain('sections.0.countdown')
    const edited = dataOf(await admin().GET('/admin/home-templates', {}))
    expect(edited.data.every((template) => template.name !== 'Broken')).toBe(true)
  })
})
