import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoDataJob } from '../../server/seed/demoInBackground'
import { DEMO_COMMERCE_COUNTS, DEMO_REVIEW_COUNT } from '../../server/seed/demoStepList'
import { listDemoData } from '../../server/seed/initialData'
import { type ApiClient, apiClient, dataOf } from '../support/apiClient'
import { loginAsAdmin, startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let admin: ApiClient
beforeAll(async () => {
  server = await startTestServer()
  admin = apiClient(server.baseUrl, { token: await loginAsAdmin(server) })
})
afterAll(() => server?.close())

const count = async (table: 'members' | 'products' | 'orders' | 'reviews' | 'roles' | 'articles') =>
  Number(
    (
      await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

const job = () =>
  demoDataJob(
    { db: server.db, bulkLoad: server.bulkLoad, storage: server.app.storage, log: server.app.log },
    { retryMs: 100 },
  )

describe('the demo data made while the server answers', () => {
  it('is made once by two instances at once, and finished by the other when the one making it stops', async () => {
    const { id } = await server.db
      .selectFrom('internal_users')
      .select('id')
      .where('email', '=', server.config.adminEmail)
      .executeTakeFirstOrThrow()
    const rolesBefore = await count('roles')
    await listDemoData(server.db, id)
    const progress = dataOf(await admin.GET('/admin/demo-data'))
    expect(progress).toMatchObject({ preparing: true, percent: 0 })
    expect(progress.steps.map((step) => step.step)).toEqual([
      'pictures',
      'staff',
      'content',
      'members',
      'products',
      'orders',
      'reviews',
      'signIns',
    ])

    const first = job()
    const second = job()
    first.start()
    second.start()
    // Stopped part-way through the members: the other instance takes the job over from there.
    let membersSeen = 0
    for (let waited = 0; waited < 600 && membersSeen === 0; waited++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      membersSeen = await count('members')
    }
    expect(membersSeen).toBeGreaterThan(0)
    const midway = dataOf(await admin.GET('/admin/demo-data'))
    expect(midway.preparing).toBe(true)
    expect(midway.percent).toBeGreaterThan(0)
    expect(midway.percent).toBeLessThan(100)
    const holder = await server.db.selectFrom('demo_data_job').select('holder').executeTakeFirstOrThrow()
    expect(holder.holder).not.toBeNull()
    await first.stop()
    await second.stop().then(() => {})
    // Neither finished: a third (the next start) goes on from where they left.
    const left = dataOf(await admin.GET('/admin/demo-data'))
    const third = job()
    third.start()
    await third.finished
    expect(left.preparing).toBe(true)

    expect(await count('members')).toBe(DEMO_COMMERCE_COUNTS.members)
    expect(await count('products')).toBe(DEMO_COMMERCE_COUNTS.products)
    expect(await count('orders')).toBe(DEMO_COMMERCE_COUNTS.orders)
    expect(await count('reviews')).toBeGreaterThan(DEMO_REVIEW_COUNT / 2)
    expect(await count('reviews')).toBeLessThanOrEqual(DEMO_REVIEW_COUNT)
    expect(await count('roles')).toBeGreaterThan(rolesBefore)
    expect(await count('articles')).toBeGreaterThan(0)
    // Business numbers follow on without a gap or a repeat: no part was made twice or skipped.
    const codes = await server.db.selectFrom('members').select('member_code').orderBy('member_code').execute()
    expect(new Set(codes.map((row) => row.member_code)).size).toBe(DEMO_COMMERCE_COUNTS.members)
    expect(codes[0].member_code).toMatch(/100001$/)
    expect(dataOf(await admin.GET('/admin/demo-data'))).toEqual({ preparing: false, percent: 100, steps: [] })
    expect(await server.db.selectFrom('demo_data_job').selectAll().execute()).toEqual([])
  }, 300_000)

  it('is not read without a session', async () => {
    const response = await apiClient(server.baseUrl).GET('/admin/demo-data')
    expect(response.response.status).toBe(401)
  })
})
