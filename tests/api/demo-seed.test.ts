import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoDataJob } from '../../server/seed/demoInBackground'
import { demoNotifications, publishDemoNotifications } from '../../server/seed/demoNotifications'
import { DEMO_COMMERCE_COUNTS } from '../../server/seed/demoStepList'
import { listDemoData } from '../../server/seed/initialData'
import { ORDER_STATUSES } from '../../src/domain/orders'
import { type ApiClient, apiClient, dataOf } from '../support/apiClient'
import { loginAsAdmin, startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let admin: ApiClient
beforeAll(async () => {
  server = await startTestServer()
  const { id } = await server.db
    .selectFrom('internal_users')
    .select('id')
    .where('email', '=', server.config.adminEmail)
    .executeTakeFirstOrThrow()
  admin = apiClient(server.baseUrl, { token: await loginAsAdmin(server) })
  // What a first start in development lists and then makes while it answers (test databases start
  // without it): made here by the same job, to the end.
  await listDemoData(server.db, id)
  const job = demoDataJob({
    db: server.db,
    bulkLoad: server.bulkLoad,
    storage: server.app.storage,
    log: server.app.log,
  })
  job.start()
  await job.finished
}, 120_000)
afterAll(() => server?.close())

describe('the demo staff access data', () => {
  it('fills the role, staff and access-history lists', async () => {
    const roles = dataOf(await admin.GET('/admin/roles', { params: { query: { limit: 10 } } }))
    expect(roles.data.find((role) => role.name === 'Order team')).toMatchObject({ numberOfUsers: 2 })
    expect(roles.data.find((role) => role.name === 'Seasonal campaign')?.status).toBe('inactive')

    const staff = dataOf(await admin.GET('/admin/users', { params: { query: { limit: 10 } } }))
    expect(staff.total).toBe(5)
    // The seeded members' last sign-in comes from their seeded history; the admin has just signed in.
    expect(staff.data.filter((user) => user.lastSignInAt === null)).toHaveLength(0)
    expect(staff.data.filter((user) => !user.googleAuth).length).toBeGreaterThan(1)
    expect(staff.data.some((user) => user.googleAuth)).toBe(true)

    const history = dataOf(await admin.GET('/internal-user-history'))
    expect(history.total).toBeGreaterThan(30)
    const thai = dataOf(await admin.GET('/internal-user-history', { params: { query: { search: 'ปิยะ' } } }))
    expect(thai.total).toBeGreaterThan(0)
  })

  it('publishes notifications every staff member reads in their own language', async () => {
    await server.db.deleteFrom('notifications').execute()
    await publishDemoNotifications(server.db, demoNotifications(6, { spacingMinutes: 47 }))
    const inLanguage = async (lang: 'en' | 'th') =>
      dataOf(await admin.GET('/admin/notifications', { headers: { lang } })).data
    const english = await inLanguage('en')
    const thai = await inLanguage('th')
    expect(english).toHaveLength(6)
    expect(english.find((n) => n.type === 'PAYMENT')?.topic).toMatch(/paid$/)
    const thaiScript = /[\u0E00-\u0E7F]/
    for (const notification of thai) {
      expect(notification.topic).toMatch(thaiScript)
      expect(notification.detail).toMatch(thaiScript)
    }
    expect(thai.map((n) => n.detail)).toContainEqual(
      expect.stringMatching(
        /^คำสั่งซื้อ ORD-\d{7} ชำระเงินแล้ว: ฿[\d,]+ ด้วย(พร้อมเพย์|บัตรเครดิต|การโอนเงินผ่านธนาคาร)$/,
      ),
    )
  })
})

describe('the demo commerce data', () => {
  it('fills the member, product and order tables, with every order tab counted', async () => {
    expect(dataOf(await admin.GET('/admin/demo-data'))).toEqual({ preparing: false, percent: 100, steps: [] })
    const count = async (table: 'members' | 'products' | 'orders') =>
      Number(
        (
          await server.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    expect(await count('members')).toBe(DEMO_COMMERCE_COUNTS.members)
    expect(await count('products')).toBe(DEMO_COMMERCE_COUNTS.products)
    expect(await count('orders')).toBe(DEMO_COMMERCE_COUNTS.orders)
    const tabs = await server.db
      .selectFrom('order_daily_counts')
      .select(['status', (eb) => eb.fn.sum<number>('n').as('n')])
      .where('type', '=', '*')
      .where('span', '=', 'month')
      .groupBy('status')
      .execute()
    expect(tabs.map((tab) => tab.status).sort()).toEqual([...ORDER_STATUSES].sort())
    expect(tabs.reduce((sum, tab) => sum + Number(tab.n), 0)).toBe(DEMO_COMMERCE_COUNTS.orders)
    // The member list's deep pages seek through members counted per day and per month.
    for (const span of ['day', 'month'] as const) {
      const { n } = await server.db
        .selectFrom('member_daily_counts')
        .select((eb) => eb.fn.sum<number>('n').as('n'))
        .where('member_type', '=', '*')
        .where('tier', '=', '*')
        .where('status', '=', '*')
        .where('span', '=', span)
        .executeTakeFirstOrThrow()
      expect(Number(n)).toBe(DEMO_COMMERCE_COUNTS.members)
    }
    // The member access history shows members who signed in lately, each a real member.
    const signIns = await server.db
      .selectFrom('access_history as h')
      .innerJoin('members as m', 'm.id', 'h.user_id')
      .select(['h.member_code', 'm.member_code as member', 'h.event', 'h.created_at'])
      .where('h.actor_kind', '=', 'member')
      .execute()
    expect(signIns.length).toBeGreaterThan(100)
    expect(signIns.every((row) => row.member_code === row.member)).toBe(true)
    expect(new Set(signIns.map((row) => row.event))).toEqual(new Set(['sign-in', 'sign-out']))
    expect(signIns.every((row) => row.created_at.getTime() <= Date.now())).toBe(true)
  })
})
