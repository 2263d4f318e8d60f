import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { apiClient, dataOf } from '../support/apiClient'
import { insertOrders } from '../support/orders'
import { loginAsAdmin, suiteServer } from '../support/test-server'

describe('orders in record search (GET /admin/search?types=orders)', () => {
  const prefix = `RS${crypto.randomBytes(3).toString('hex').toUpperCase()}-`
  const suite = suiteServer(async (server) => {
    await insertOrders(server.db, { count: 30, prefix, from: '2026-01-01T00:00:00Z', stepMinutes: 5 })
    // Newer orders whose numbers start with a whole older one.
    await insertOrders(server.db, {
      count: 3,
      prefix: `${prefix}000011-`,
      from: '2026-02-01T00:00:00Z',
      stepMinutes: 5,
    })
    return apiClient(server.baseUrl, { token: await loginAsAdmin(server) })
  })
  const orderHits = async (q: string, limit?: number) => {
    const answer = dataOf(
      await suite.prepared.GET('/admin/search', { params: { query: { q, types: ['orders'], limit } } }),
    )
    expect(answer.groups.map((group) => group.type)).toEqual(['orders'])
    return answer.groups[0]
  }

  it('puts an order number typed in full first, with the buyer and member id beside it', async () => {
    // Typed in lower case, and the three newer orders starting with it come after it.
    const group = await orderHits(`${prefix}000011`.toLowerCase())
    expect(group.items).toHaveLength(4)
    expect(group.items[0]).toMatchObject({ title: `${prefix}000011`, listSearch: `${prefix}000011` })
    expect(group.items[0].subtitle).toMatch(/ · TH-\d+$/)
    const opened = dataOf(
      await suite.prepared.GET('/admin/orders/{id}', { params: { path: { id: group.items[0]._id } } }),
    )
    expect(opened.orderNumber).toBe(`${prefix}000011`)
  })

  it('finds orders by the start of their number, newest first, and says when more match', async () => {
    const group = await orderHits(`${prefix}00002`, 5)
    expect(group.items.map((item) => item.title)).toEqual(
      [29, 28, 27, 26, 25].map((n) => `${prefix}${String(n).padStart(6, '0')}`),
    )
    expect(group.more).toBe(true)
  })

  it('takes LIKE wildcards as themselves', async () => {
    expect((await orderHits(`${prefix.slice(0, 3)}%`)).items).toEqual([])
  })
})
