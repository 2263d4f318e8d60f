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

const job = (onPart?: (step: string) => void) =>
  demoDataJob(
    { db: server.db, bulkLoad: server.bulkLoad, storage: server.app.storage, log: server.app.log },
    { retryMs: 100, pauseBetweenPartsMs: 10, onPart },
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
      'coupons',
      'members',
      'products',
      'appearance',
      'orders',
      'reviews',
      'signIns',
    ])

    // The one holding the job stops part-way through the members, as a process stopped there would.
    let membersMade: () => void = () => {}
    const stopped = new Promise<void>((resolve) => {
      membersMade = resolve
    })
    const first = job((step) => step === 'members' && membersMade())
    const second = job((step) => step === 'members' && membersMade())
    first.start()
    second.start()
    await stopped
    const holders = await server.db.selectFrom('demo_data_job').select('holder').execute()
    expect(holders).toHaveLength(1)
    expect(holders[0].holder).not.toBeNull()
    await Promise.all([first.stop(), second.stop()])
    // Neither finished: the next start goes on from where they left, with the same numbers.
    const left = dataOf(await admin.GET('/admin/demo-data'))
    expect(left.preparing).toBe(true)
    expect(left.percent).toBeGreaterThan(0)
    expect(left.percent).toBeLessThan(100)
    expect(left.steps.find((step) => step.step === 'members')?.done).toBeGreaterThan(0)
    const third = job()
    third.start()
    await third.finished

    expect(await count('members')).toBe(DEMO_COMMERCE_COUNTS.members)
    expect(await count('products')).toBe(DEMO_COMMERCE_COUNTS.products)
    expect(await count('orders')).toBe(DEMO_COMMERCE_COUNTS.orders)
    expect(await count('reviews')).toBeGreaterThan(DEMO_REVIEW_COUNT / 2)
    expect(await count('reviews')).toBeLessThanOrEqual(DEMO_REVIEW_COUNT)
    expect(await count('roles')).toBeGreaterThan(rolesBefore)
    expect(await count('articles')).toBeGreaterThan(0)
    // Business numbers follow on without a gap or a repeat: no part was made twice or skipped.
    const codes = await server.db.selectFrom('members').select('member_code').orderBy('member_code').execute()
    const numbers = codes.map((row) => Number(/\d+$/.exec(row.member_code)?.[0]))
    expect(new Set(numbers).size).toBe(DEMO_COMMERCE_COUNTS.members)
    expect(Math.max(...numbers) - Math.min(...numbers)).toBe(DEMO_COMMERCE_COUNTS.members - 1)
    expect(dataOf(await admin.GET('/admin/demo-data'))).toEqual({ preparing: false, percent: 100, steps: [] })
    expect(await server.db.selectFrom('demo_data_job').selectAll().execute()).toEqual([])
  }, 300_000)

  it('is not read without a session', async () => {
    const response = await apiClient(server.baseUrl).GET('/admin/demo-data')
    expect(response.response.status).toBe(401)
  })
})
