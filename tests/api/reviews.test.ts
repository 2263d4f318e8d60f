import { describe, expect, it } from 'vitest'
import type { components, operations } from '../../src/api/schema'
import { apiClient, dataOf } from '../support/apiClient'
import { createStaff } from '../support/fixtures'
import { insertReviews } from '../support/reviews'
import { login, loginAsAdmin, suiteServer, type TestServer } from '../support/test-server'

type ReviewSummary = components['schemas']['ReviewSummary']
type ReviewListQuery = NonNullable<operations['listReviews']['parameters']['query']>

/**
 * 40 pending reviews, one an hour from 1 May 2025 (review n: product rating 1 + n % 5, product A for odd
 * n), an admin, a reader who may see but not decide, and a staff member without the feature.
 */
async function withReviews(server: TestServer) {
  const fixture = await insertReviews(server.db, {
    count: 40,
    prefix: 'RV',
    from: '2025-05-01T00:00:00Z',
    stepMinutes: 60,
  })
  const reader = await createStaff(server.db, {
    roles: [{ name: 'Review readers', permissions: { reviewApproval: ['access'] } }],
  })
  const outsider = await createStaff(server.db, {
    roles: [{ name: 'Order readers', permissions: { orders: ['access'] } }],
  })
  const adminToken = await loginAsAdmin(server)
  const tokenOf = async (staff: { email: string; password: string }) =>
    (await login(server.baseUrl, staff.email, staff.password)).jwtAccessToken
  return {
    ...fixture,
    adminToken,
    admin: apiClient(server.baseUrl, { token: adminToken }),
    thai: apiClient(server.baseUrl, { token: adminToken, lang: 'th' }),
    reader: apiClient(server.baseUrl, { token: await tokenOf(reader) }),
    outsider: apiClient(server.baseUrl, { token: await tokenOf(outsider) }),
  }
}

describe('the review list', () => {
  const suite = suiteServer(withReviews)
  const list = (query: ReviewListQuery) => suite.prepared.admin.GET('/admin/reviews', { params: { query } })

  it('shows the pending tab newest first with reviewer, product, ratings, photos and every tab count', async () => {
    const page = dataOf(await list({ limit: 5 }))
    expect(page).toMatchObject({ total: 40, page: 1, limit: 5, totalCapped: false })
    expect(page.counts).toEqual({ pending: 40, approved: 0, rejected: 0 })
    expect(page.data.map((review) => review.text)).toEqual(
      [40, 39, 38, 37, 36].map((n) => `Review number ${n}`),
    )
    const [newest] = page.data
    expect(newest).toMatchObject({
      reviewer: { memberId: 'RV-M1', name: { th: 'สมชาย ใจดี', en: 'Somchai Jaidee' } },
      product: { productCode: 'RV-B', name: { en: 'Collagen B' }, rating: null, approvedReviewCount: 0 },
      productRating: 1,
      shippingRating: 3,
      state: 'pending',
      decidedAt: null,
      version: 1,
    })
    const withPhoto = page.data.find((review) => review.text === 'Review number 39')
    expect(withPhoto?.images).toHaveLength(1)
  })

  it('pages at any depth in either order, the last page as short as what is left', async () => {
    const last = dataOf(await list({ limit: 35, page: 2 }))
    expect(last.data.map((review) => review.text)).toEqual([5, 4, 3, 2, 1].map((n) => `Review number ${n}`))
    const oldest = dataOf(await list({ limit: 10, page: 2, sort: 'date', order: 'asc' }))
    expect(oldest.data[0].text).toBe('Review number 11')
    const beyond = dataOf(await list({ limit: 10, page: 50 }))
    expect(beyond).toMatchObject({ data: [], total: 40 })
  })

  it('filters by rating, product, date range and search, and the counts follow all but the search', async () => {
    const fives = dataOf(await list({ rating: 5, limit: 50 }))
    expect(fives.total).toBe(8)
    expect(fives.data.every((review) => review.productRating === 5)).toBe(true)
    const productA = dataOf(await list({ productId: suite.prepared.productA, limit: 50 }))
    expect(productA.total).toBe(20)
    expect(productA.counts.pending).toBe(20)
    const range = dataOf(
      await list({ startDate: '2025-05-01T05:00:00Z', endDate: '2025-05-01T09:59:59Z', limit: 50 }),
    )
    expect(range.data.map((review) => review.text)).toEqual([9, 8, 7, 6, 5].map((n) => `Review number ${n}`))
    const search = dataOf(await list({ search: 'rv-a', limit: 5 }))
    expect(search.total).toBe(20)
    expect(dataOf(await list({ search: 'RV-M1' })).total).toBe(40)
    expect(dataOf(await list({ search: 'nobody' })).total).toBe(0)
  })

  it('refuses what does not fit the contract', async () => {
    const bad = async (query: Record<string, string>) => {
      const response = await fetch(
        `${suite.server.baseUrl}/api/admin/reviews?${new URLSearchParams(query)}`,
        {
          headers: { authorization: `Bearer ${suite.prepared.adminToken}` },
        },
      )
      return response.status
    }
    expect(await bad({ page: '0' })).toBe(400)
    expect(await bad({ page: '1000001' })).toBe(400)
    expect(await bad({ limit: '7' })).toBe(400)
    expect(await bad({ limit: '101' })).toBe(400)
    expect(await bad({ search: 'x'.repeat(256) })).toBe(400)
    expect(await bad({ search: 'x'.repeat(255) })).toBe(200)
    expect(await bad({ state: 'archived' })).toBe(400)
    expect(await bad({ rating: '6' })).toBe(400)
    expect(await bad({ rating: '0' })).toBe(400)
    expect(await bad({ productId: 'not-a-uuid' })).toBe(400)
    expect(await bad({ sort: 'rating' })).toBe(400)
    expect(await bad({ startDate: '2025-06-01T00:00:00Z', endDate: '2025-05-01T00:00:00Z' })).toBe(400)
  })

  it('answers 403 to staff without the feature and 401 without a token', async () => {
    const refused = await suite.prepared.outsider.GET('/admin/reviews')
    expect(refused.response.status).toBe(403)
    const anonymous = await apiClient(suite.server.baseUrl).GET('/admin/reviews')
    expect(anonymous.response.status).toBe(401)
    expect((await suite.prepared.reader.GET('/admin/reviews')).response.status).toBe(200)
  })
})

describe('approving and rejecting reviews', () => {
  const suite = suiteServer(withReviews)
  const pending = async (limit: 5 | 10 | 35 = 10, productId?: string) =>
    dataOf(
      await suite.prepared.admin.GET('/admin/reviews', {
        params: { query: { limit, ...(productId ? { productId } : {}) } },
      }),
    ).data
  const pick = (reviews: readonly ReviewSummary[]) => reviews.map(({ _id, version }) => ({ _id, version }))

  it('approves many at once; the product’s count and average rating change with them', async () => {
    const { admin, productA } = suite.prepared
    const three = (await pending(10, productA)).slice(0, 3)
    const approved = dataOf(await admin.POST('/admin/reviews/approve', { body: { reviews: pick(three) } }))
    expect(approved.data.map((review) => review._id)).toEqual(three.map((review) => review._id))
    const mean = Math.round((three.reduce((sum, review) => sum + review.productRating, 0) / 3) * 10) / 10
    for (const review of approved.data) {
      expect(review).toMatchObject({ state: 'approved', decidedBy: 'Super Admin', version: 2 })
      expect(review.product).toMatchObject({ approvedReviewCount: 3, rating: mean })
    }
    const page = dataOf(await admin.GET('/admin/reviews', { params: { query: { state: 'approved' } } }))
    expect(page.counts).toMatchObject({ pending: 37, approved: 3 })
  })

  it('rejects one, which leaves the product’s rating as it was', async () => {
    const { admin, productB } = suite.prepared
    const [review] = await pending(5, productB)
    const rejected = dataOf(
      await admin.PATCH('/admin/reviews/{id}/reject', {
        params: { path: { id: review._id } },
        body: { version: review.version },
      }),
    )
    expect(rejected).toMatchObject({ state: 'rejected', product: { rating: null, approvedReviewCount: 0 } })
    const one = dataOf(
      await admin.PATCH('/admin/reviews/{id}/approve', {
        params: { path: { id: (await pending(5, productB))[0]._id } },
        body: { version: 1 },
      }),
    )
    expect(one.product.approvedReviewCount).toBe(1)
    expect(one.product.rating).toBe(one.productRating)
  })

  it('takes an approved review that goes (its member deleted) off the product’s count and average', async () => {
    const { admin, productA } = suite.prepared
    const before = (await pending(5, productA))[0].product
    expect(before.approvedReviewCount).toBe(3)
    const [gone] = await suite.server.db
      .selectFrom('reviews')
      .select(['id', 'product_rating'])
      .where('product_id', '=', productA)
      .where('state', '=', 'approved')
      .orderBy('created_at')
      .limit(1)
      .execute()
    await suite.server.db.deleteFrom('reviews').where('id', '=', gone.id).execute()
    const after = (await pending(5, productA))[0].product
    const sum = (before.rating ?? 0) * 3 - gone.product_rating
    expect(after.approvedReviewCount).toBe(2)
    expect(Math.abs((after.rating ?? 0) - sum / 2)).toBeLessThan(0.2)
    const page = dataOf(await admin.GET('/admin/reviews', { params: { query: { state: 'approved' } } }))
    expect(page.counts.approved).toBe(page.total)
  })

  it('refuses deciding twice or on an old copy, naming the review, and writes nothing of the batch', async () => {
    const { admin, thai } = suite.prepared
    const [first, second] = await pending(5)
    dataOf(await admin.POST('/admin/reviews/reject', { body: { reviews: pick([first]) } }))
    const again = await admin.POST('/admin/reviews/approve', { body: { reviews: pick([second, first]) } })
    expect(again.response.status).toBe(409)
    expect(again.error?.message).toContain('Somchai Jaidee')
    expect(again.error?.message).toContain('already rejected by Super Admin')
    const untouched = (await pending(5)).find((review) => review._id === second._id)
    expect(untouched).toMatchObject({ state: 'pending', version: 1 })
    const stale = await thai.PATCH('/admin/reviews/{id}/approve', {
      params: { path: { id: second._id } },
      body: { version: 7 },
    })
    expect(stale.response.status).toBe(409)
    expect(stale.error?.message).toContain('สมชาย ใจดี')
  })

  it('refuses unknown ids, a review listed twice, empty or oversized batches', async () => {
    const { admin } = suite.prepared
    const unknown = '00000000-0000-4000-8000-000000000000'
    const one = await admin.PATCH('/admin/reviews/{id}/approve', {
      params: { path: { id: unknown } },
      body: { version: 1 },
    })
    expect(one.response.status).toBe(404)
    const [review] = await pending(5)
    const bulk = await admin.POST('/admin/reviews/approve', {
      body: { reviews: [...pick([review]), { _id: unknown, version: 1 }] },
    })
    expect(bulk.response.status).toBe(404)
    const twice = await admin.POST('/admin/reviews/reject', { body: { reviews: pick([review, review]) } })
    expect(twice.response.status).toBe(400)
    expect((await admin.POST('/admin/reviews/approve', { body: { reviews: [] } })).response.status).toBe(400)
    const many = Array.from({ length: 101 }, () => ({ _id: review._id, version: 1 }))
    expect((await admin.POST('/admin/reviews/approve', { body: { reviews: many } })).response.status).toBe(
      400,
    )
    const badId = await admin.PATCH('/admin/reviews/{id}/reject', {
      params: { path: { id: 'nope' } },
      body: { version: 1 },
    })
    expect(badId.response.status).toBe(400)
    const badVersion = await admin.PATCH('/admin/reviews/{id}/reject', {
      params: { path: { id: review._id } },
      body: { version: 0 },
    })
    expect(badVersion.response.status).toBe(400)
    expect((await pending(5)).find((r) => r._id === review._id)?.state).toBe('pending')
  })

  it('answers 403 to staff who may see reviews but not decide on them', async () => {
    const { reader } = suite.prepared
    const [review] = await pending(5)
    const body = { reviews: pick([review]) }
    expect((await reader.POST('/admin/reviews/approve', { body })).response.status).toBe(403)
    expect((await reader.POST('/admin/reviews/reject', { body })).response.status).toBe(403)
    const single = { params: { path: { id: review._id } }, body: { version: review.version } }
    expect((await reader.PATCH('/admin/reviews/{id}/approve', single)).response.status).toBe(403)
    expect((await reader.PATCH('/admin/reviews/{id}/reject', single)).response.status).toBe(403)
  })
})
