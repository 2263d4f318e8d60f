import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { imageDimensions } from '../../server/lib/storage/fileSignature'
import { seedDemoArticles } from '../../server/modules/articles/articles.seed'
import { loadReviews, planReviews } from '../../server/modules/reviews/reviews.seed'
import { loadCommerce, planCommerce } from '../../server/seed/commerce/seedCommerce'
import { storeDemoPictures } from '../../server/seed/demoPictures'
import { type ApiClient, apiClient, dataOf, withId } from '../support/apiClient'
import { loginAsAdmin, startTestServer, type TestServer } from '../support/test-server'
import { rawRequest } from '../support/uploads'

let server: TestServer
let admin: ApiClient
beforeAll(async () => {
  server = await startTestServer()
  admin = apiClient(server.baseUrl, { token: await loginAsAdmin(server) })
  // What a first start with demo data does (test databases start without it), with fewer rows.
  expect(await storeDemoPictures(server.app.storage)).toBe(34)
  const asOf = new Date()
  const plan = await planCommerce(server.db, {
    seed: 1,
    asOf,
    counts: { members: 40, products: 30, orders: 200 },
  })
  await loadCommerce(server.bulkLoad, plan)
  await loadReviews(server.bulkLoad, await planReviews(server.db, { seed: 1, asOf, count: 60 }))
  await seedDemoArticles(server.db)
})
afterAll(() => server?.close())

/** A picture as the browser gets it, with its size read from its bytes. */
async function picture(url: string | null | undefined) {
  expect(url).toMatch(/^\/api\/storage\//)
  const response = await rawRequest(server.baseUrl, 'GET', url as string)
  return {
    status: response.status,
    type: response.headers['content-type'],
    size: imageDimensions(response.body),
  }
}
const square = { status: 200, type: 'image/png', size: { width: 800, height: 800 } }

describe('the demo pictures', () => {
  it('are stored once: a second run finds them there and writes nothing', async () => {
    expect(await storeDemoPictures(server.app.storage)).toBe(0)
  })

  it("show as products' covers and media, at a product image's size", async () => {
    const products = dataOf(await admin.GET('/admin/products', { params: { query: { limit: 5 } } })).data
    expect(products.length).toBeGreaterThan(0)
    for (const product of products) expect(await picture(product.coverUrl)).toEqual(square)
    const detail = dataOf(await admin.GET('/admin/products/{id}', withId(products[0]._id)))
    expect(detail.media.length).toBeGreaterThan(0)
    for (const item of detail.media) expect(await picture(item.url)).toEqual(square)
  })

  it("show on order lines as their product's picture", async () => {
    const orders = dataOf(await admin.GET('/admin/orders', { params: { query: { limit: 5 } } })).data
    const order = dataOf(await admin.GET('/admin/orders/{id}', withId(orders[0]._id)))
    for (const line of order.products) expect(await picture(line.imageUrl)).toEqual(square)
  })

  it('show as the signatures of delivered parcels', async () => {
    const delivered = await server.db
      .selectFrom('order_tracking')
      .select('order_id')
      .where('last_mile_signature_key', 'is not', null)
      .executeTakeFirstOrThrow()
    const tracking = dataOf(await admin.GET('/admin/orders/tracking-status/{id}', withId(delivered.order_id)))
    const signatures = tracking.entries.map((entry) => entry.lastMileSignature).filter(Boolean)
    expect(signatures.length).toBeGreaterThan(0)
    for (const url of signatures)
      expect(await picture(url)).toEqual({
        status: 200,
        type: 'image/png',
        size: { width: 600, height: 160 },
      })
  })

  it("show as reviews' photos", async () => {
    const reviews = dataOf(
      await admin.GET('/admin/reviews', { params: { query: { state: 'approved', limit: 50 } } }),
    ).data
    const photos = reviews.flatMap((review) => review.images)
    expect(photos.length).toBeGreaterThan(0)
    for (const url of photos.slice(0, 6)) expect(await picture(url)).toEqual(square)
  })

  it("show as articles' main images, wide and above an article image's minimum", async () => {
    const articles = dataOf(await admin.GET('/admin/articles', { params: { query: { limit: 5 } } })).data
    expect(articles.length).toBeGreaterThan(0)
    for (const article of articles)
      expect(await picture(article.imageUrl)).toEqual({
        status: 200,
        type: 'image/png',
        size: { width: 1200, height: 675 },
      })
  })
})
