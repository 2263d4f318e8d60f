import { describe, expect, it } from 'vitest'
import { apiClient, dataOf, type QueryOf, withId } from '../support/apiClient'
import { createStaff } from '../support/fixtures'
import { call } from '../support/http'
import { insertCategories, insertProducts } from '../support/products'
import { login, loginAsAdmin, suiteServer, type TestServer } from '../support/test-server'

type ListQuery = QueryOf<'/admin/products'>

/** 600 Thai products of two categories of their own (any demo products removed), 20 Lao ones, and three callers. */
async function withProducts(server: TestServer) {
  await server.db.deleteFrom('products').execute()
  const categories = await insertCategories(server.db, 'T')
  await insertProducts(server.db, { count: 600, prefix: 'TP', categories })
  await insertProducts(server.db, { count: 20, prefix: 'LP', country: 'LA', categories })
  const outsider = await createStaff(server.db)
  const outsiderToken = (await login(server.baseUrl, outsider.email, outsider.password)).jwtAccessToken
  const adminToken = await loginAsAdmin(server)
  return {
    categories,
    admin: apiClient(server.baseUrl, { token: adminToken }),
    thai: apiClient(server.baseUrl, { token: adminToken, lang: 'th' }),
    outsider: apiClient(server.baseUrl, { token: outsiderToken }),
    anonymous: apiClient(server.baseUrl),
    adminToken,
  }
}

describe('the product list', () => {
  const suite = suiteServer(withProducts)
  const list = async (query: ListQuery) =>
    dataOf(await suite.prepared.admin.GET('/admin/products', { params: { query } }))

  it('lists a country newest first with names, category, prices, PV, stock, sold, rating, status and flags', async () => {
    const page = await list({ limit: 5 })
    expect(page.total).toBe(600)
    expect(page.totalCapped).toBe(false)
    expect(page.data.map((product) => product.productCode)).toEqual([
      'TP000600',
      'TP000599',
      'TP000598',
      'TP000597',
      'TP000596',
    ])
    const first = page.data[0]
    expect(first).toMatchObject({
      productName: { en: 'Collagen 600', th: 'คอลลาเจน 600' },
      categoryName: { en: 'T Supplements', th: 'T อาหารเสริม' },
      countryCode: 'TH',
      currency: 'THB',
      memberPrice: 6000,
      personalPrice: 7200,
      pv: 0,
      stock: 100,
      sold: 600,
      rating: null,
      status: 'inactive',
      flag: null,
      isNewProduct: false,
    })
    expect((await list({ countryCode: 'LA', limit: 5 })).total).toBe(20)
  })

  it('filters by status and category', async () => {
    const { categories } = suite.prepared
    expect((await list({ status: 'inactive' })).total).toBe(120)
    expect((await list({ status: 'active', categoryId: categories[0] })).total).toBe(240)
    const rows = (await list({ categoryId: categories[1], limit: 100 })).data
    expect(rows.every((row) => row.categoryId === categories[1])).toBe(true)
  })

  it('filters by member price, swapping a reversed range and clamping an end above the maximum', async () => {
    const range = await list({ startPrice: 100, endPrice: 200 })
    expect(range.total).toBe(11)
    expect(range).toMatchObject({ startPrice: 100, endPrice: 200, endPriceClamped: false })
    const reversed = await list({ startPrice: 200, endPrice: 100 })
    expect(reversed.total).toBe(11)
    expect(reversed).toMatchObject({ startPrice: 100, endPrice: 200 })
    const clamped = await list({ startPrice: 5000, endPrice: 500_000 })
    expect(clamped).toMatchObject({ startPrice: 5000, endPrice: 100_000, endPriceClamped: true })
    expect(clamped.total).toBe(101)
  })

  it('refuses a negative or non-numeric price with a clear 400', async () => {
    const negative = await suite.prepared.admin.GET('/admin/products', {
      params: { query: { startPrice: -1 } },
    })
    expect(negative.response.status).toBe(400)
    expect(negative.error?.message).toMatch(/startPrice/)
    const { adminToken } = suite.prepared
    for (const query of ['endPrice=abc', 'startPrice=1.5', 'endPrice=-20', 'startPrice='])
      expect(
        (await call(suite.server.baseUrl, 'GET', `/api/admin/products?${query}`, { token: adminToken }))
          .status,
        query,
      ).toBe(400)
  })

  it('finds products by the start of the code or of either name, case aside', async () => {
    expect((await list({ search: 'tp00012' })).total).toBe(10)
    expect(
      (await list({ search: 'vitamin c 1' })).data.every((row) =>
        row.productName.en.startsWith('Vitamin C 1'),
      ),
    ).toBe(true)
    expect((await list({ search: 'ครีมกันแดด 5' })).total).toBeGreaterThan(0)
    expect((await list({ search: '%' })).total).toBe(0)
  })

  it('pages at any depth: every page of the list is the rows in order, the last page too', async () => {
    const seen: string[] = []
    for (let page = 1; page <= 6; page++)
      seen.push(...(await list({ page, limit: 100 })).data.map((row) => row.productCode))
    expect(seen).toHaveLength(600)
    expect(new Set(seen).size).toBe(600)
    expect(seen[599]).toBe('TP000001')
    const lastOfFive = await list({ page: 120, limit: 5 })
    expect(lastOfFive.data.map((row) => row.productCode)).toEqual([
      'TP000005',
      'TP000004',
      'TP000003',
      'TP000002',
      'TP000001',
    ])
  })

  it('answers an empty page past the end and refuses pages out of range and a 256-character search', async () => {
    const beyond = await list({ page: 500, limit: 100 })
    expect(beyond.data).toEqual([])
    expect(beyond.total).toBe(600)
    const { admin } = suite.prepared
    for (const query of [{ page: 0 }, { page: 1_000_001 }, { limit: 7 as 5 }, { search: 'x'.repeat(256) }]) {
      const { response } = await admin.GET('/admin/products', { params: { query } })
      expect(response.status, JSON.stringify(query).slice(0, 40)).toBe(400)
    }
  })

  it('needs the inventory access permission, and a token', async () => {
    const { outsider, anonymous } = suite.prepared
    expect((await outsider.GET('/admin/products', {})).response.status).toBe(403)
    expect((await anonymous.GET('/admin/products', {})).response.status).toBe(401)
    expect((await outsider.GET('/admin/products/{id}', withId(crypto.randomUUID()))).response.status).toBe(
      403,
    )
  })
})

describe('one product, the pickers and reference data', () => {
  const suite = suiteServer(withProducts)

  it('finds a product by its exact code in a country, in any case, and answers 404 otherwise', async () => {
    const { admin, thai } = suite.prepared
    const found = dataOf(
      await admin.GET('/admin/products/productCode', {
        params: { query: { countryCode: 'TH', productCode: 'tp000042' } },
      }),
    )
    expect(found.productCode).toBe('TP000042')
    expect(found.media).toEqual([])
    const byId = dataOf(await admin.GET('/admin/products/{id}', withId(found._id)))
    expect(byId.productCode).toBe('TP000042')
    const missing = await admin.GET('/admin/products/productCode', {
      params: { query: { countryCode: 'LA', productCode: 'TP000042' } },
    })
    expect(missing.response.status).toBe(404)
    expect(missing.error?.message).toBe('This product no longer exists.')
    const unknown = await thai.GET('/admin/products/{id}', withId(crypto.randomUUID()))
    expect(unknown.response.status).toBe(404)
    expect(unknown.error?.message).toBe('ไม่พบสินค้านี้แล้ว')
    expect((await admin.GET('/admin/products/{id}', withId('not-a-uuid'))).response.status).toBe(400)
  })

  it('lists active normal and promotion products apart', async () => {
    const { admin } = suite.prepared
    const promotion = dataOf(
      await admin.GET('/admin/products/promotion-product', { params: { query: { limit: 100 } } }),
    )
    // Every seventh of 600 is on promotion, and every fifth of those inactive.
    expect(promotion.total).toBe(85 - 17)
    expect(promotion.data.every((row) => row.flag === 'promotion' && row.status === 'active')).toBe(true)
    const normal = dataOf(await admin.GET('/admin/products/normal-product', { params: { query: {} } }))
    expect(normal.total).toBe(480 - 68)
    const searched = dataOf(
      await admin.GET('/admin/products/normal-product', {
        params: { query: { search: 'TP00059', limit: 10 } },
      }),
    )
    // 590 and 595 are inactive (595 also on promotion).
    expect(searched.data.map((row) => row.productCode)).toEqual(
      [599, 598, 597, 596, 594, 593, 592, 591].map((n) => `TP000${n}`),
    )
  })

  it('answers the categories and the price maximum of each country (Thailand 100,000)', async () => {
    const { admin, anonymous } = suite.prepared
    const categories = dataOf(await admin.GET('/categories', {}))
    expect(categories.data.map((category) => category.code)).toEqual(expect.arrayContaining(['T-a', 'T-b']))
    const thailand = dataOf(
      await admin.GET('/products/max-price-location/country', { params: { query: { country: 'TH' } } }),
    )
    expect(thailand.data).toEqual([{ country: 'TH', maxPrice: 100_000, type: 'memberPrice' }])
    expect(dataOf(await admin.GET('/products/max-price-location/country', {})).data).toHaveLength(7)
    const unknown = await admin.GET('/products/max-price-location/country', {
      params: { query: { country: 'XX' as 'TH' } },
    })
    expect(unknown.response.status).toBe(400)
    expect((await anonymous.GET('/categories', {})).response.status).toBe(401)
  })

  it('is found by record search by code or name, for callers who may open inventory only', async () => {
    const { admin, outsider } = suite.prepared
    const search = async (client: typeof admin, q: string) =>
      dataOf(await client.GET('/admin/search', { params: { query: { q, types: ['inventory'] } } })).groups
    const [byCode] = await search(admin, 'tp000042')
    expect(byCode.items[0]).toMatchObject({
      title: 'TP000042 · Collagen 42',
      subtitle: 'TH',
      listSearch: 'TP000042',
    })
    const [byName] = await search(admin, 'Sunscreen 59')
    expect(byName.items.length).toBeGreaterThan(0)
    expect(await search(outsider, 'TP')).toEqual([])
  })
})
