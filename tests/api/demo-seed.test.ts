import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoNotifications, publishDemoNotifications } from '../../server/seed/demoNotifications'
import { seedDemoStaffAccess } from '../../server/seed/demoStaffAccess'
import { call } from '../support/http'
import { loginAsAdmin, startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let token: string
beforeAll(async () => {
  server = await startTestServer()
  const admin = await server.db
    .selectFrom('internal_users')
    .select('id')
    .where('email', '=', server.config.adminEmail)
    .executeTakeFirstOrThrow()
  // What a first start in development adds (test databases start without it).
  await server.db.transaction().execute((trx) => seedDemoStaffAccess(trx, admin.id))
  token = await loginAsAdmin(server)
})
afterAll(() => server?.close())

const get = <T>(path: string, lang?: string) => call<T>(server.baseUrl, 'GET', `/api${path}`, { token, lang })

describe('the demo staff access data', () => {
  it('fills the role, staff and access-history lists', async () => {
    const roles = await get<{ data: { name: string; numberOfUsers: number; status: string }[] }>(
      '/admin/roles?limit=10',
    )
    expect(roles.body.data.find((role) => role.name === 'Order team')).toMatchObject({ numberOfUsers: 2 })
    expect(roles.body.data.find((role) => role.name === 'Seasonal campaign')?.status).toBe('inactive')

    const staff = await get<{
      total: number
      data: { email: string; googleAuth: boolean; lastSignInAt: string | null }[]
    }>('/admin/users?limit=10')
    expect(staff.body.total).toBe(5)
    // The seeded members' last sign-in comes from their seeded history; the admin has just signed in.
    expect(staff.body.data.filter((user) => user.lastSignInAt === null)).toHaveLength(0)
    expect(staff.body.data.filter((user) => !user.googleAuth).length).toBeGreaterThan(1)
    expect(staff.body.data.some((user) => user.googleAuth)).toBe(true)

    const history = await get<{ total: number }>('/internal-user-history')
    expect(history.body.total).toBeGreaterThan(30)
    const thai = await get<{ total: number }>(`/internal-user-history?search=${encodeURIComponent('ปิยะ')}`)
    expect(thai.body.total).toBeGreaterThan(0)
  })

  it('publishes notifications every staff member reads in their own language', async () => {
    await server.db.deleteFrom('notifications').execute()
    await publishDemoNotifications(server.db, demoNotifications(6, { spacingMinutes: 47 }))
    type Page = { data: { topic: string; detail: string; type: string }[] }
    const english = (await get<Page>('/admin/notifications', 'en')).body.data
    const thai = (await get<Page>('/admin/notifications', 'th')).body.data
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
