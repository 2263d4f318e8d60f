import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Config } from '../../server/config'
import type { CountedClass } from '../../server/lib/rateLimitClasses'
import { call } from '../support/http'
import { loginAsAdmin, startTestServer, type TestServer } from '../support/test-server'

const onPostgres = process.env.TEST_DB === 'postgres'
const GENEROUS = 100_000

/** Limits for a test: the classes it names, every other one out of reach. */
function limits(perMinute: Partial<Record<CountedClass, number>>, more: Partial<Config['rateLimits']> = {}) {
  const all = { standard: GENEROUS, public: GENEROUS, probe: GENEROUS, export: GENEROUS, search: GENEROUS }
  return {
    rateLimits: {
      syncIntervalMs: 1000,
      windowMs: 60_000,
      perMinute: { ...all, upload: GENEROUS, ...perMinute },
      ...more,
    },
  }
}

/** Waits for a fresh window when the current one ends within `marginMs`, so a count is not cut in two. */
async function awayFromWindowEnd(windowMs = 60_000, marginMs = 15_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs)
  if (left < marginMs) await sleep(left + 50)
}

const budget = (answer: { headers: Headers }) => ({
  limit: Number(answer.headers.get('ratelimit-limit')),
  remaining: Number(answer.headers.get('ratelimit-remaining')),
  reset: Number(answer.headers.get('ratelimit-reset')),
})

const topic = (server: TestServer, token?: string, headers: Record<string, string> = {}) =>
  call(server.baseUrl, 'GET', '/api/admin/notifications/topic', { token, headers })

describe('every operation is limited per session, per API key or per address', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({
      config: { trustProxy: true, ...limits({ standard: 5, public: 4, search: 2, export: 2 }) },
    })
  })
  afterAll(() => server?.close())

  it('answers 429 with Retry-After and the RateLimit headers once a session spends its calls; other sessions go on', async () => {
    await awayFromWindowEnd()
    const [spender, other] = [await loginAsAdmin(server), await loginAsAdmin(server)]
    for (let i = 0; i < 5; i++) {
      const answer = await topic(server, spender)
      expect(answer.status).toBe(200)
      expect(budget(answer)).toMatchObject({ limit: 5, remaining: 4 - i })
      expect(budget(answer).reset).toBeGreaterThanOrEqual(1)
      expect(budget(answer).reset).toBeLessThanOrEqual(60)
    }
    const limited = await topic(server, spender)
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual({
      statusCode: 429,
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
      error: 'Too Many Requests',
    })
    expect(budget(limited)).toMatchObject({ limit: 5, remaining: 0 })
    expect(Number(limited.headers.get('retry-after'))).toBe(budget(limited).reset)
    const thai = await call(server.baseUrl, 'GET', '/api/admin/notifications/list', {
      token: spender,
      lang: 'th',
    })
    expect(thai.status).toBe(429)
    expect((thai.body as { message: string }).message).toMatch(/^มีคำขอมากเกินไป/)

    const unaffected = await topic(server, other)
    expect(unaffected.status).toBe(200)
    expect(budget(unaffected)).toMatchObject({ limit: 5, remaining: 4 })
  })

  it('counts a public operation per address, signed in or not', async () => {
    await awayFromWindowEnd()
    const token = await loginAsAdmin(server)
    const faqCategories = (address: string, withToken?: string) =>
      call(server.baseUrl, 'GET', '/api/faq-categories', {
        token: withToken,
        headers: { 'x-forwarded-for': address },
      })
    for (let i = 0; i < 4; i++) {
      const answer = await faqCategories('203.0.113.7', i % 2 === 0 ? token : undefined)
      expect(answer.status).toBe(200)
      expect(budget(answer)).toMatchObject({ limit: 4, remaining: 3 - i })
    }
    expect((await faqCategories('203.0.113.7')).status).toBe(429)
    expect((await faqCategories('203.0.113.7', token)).status).toBe(429)
    expect((await faqCategories('203.0.113.8')).status).toBe(200)
  })

  it('counts calls without a token that holds against their address, as public ones', async () => {
    await awayFromWindowEnd()
    const headers = { 'x-forwarded-for': '203.0.113.20' }
    for (let i = 0; i < 4; i++) {
      const refused = await topic(server, i % 2 === 0 ? 'not-a-token' : undefined, headers)
      expect(refused.status).toBe(401)
      expect(budget(refused)).toMatchObject({ limit: 4, remaining: 3 - i })
    }
    expect((await topic(server, undefined, headers)).status).toBe(429)
    // A signed-in caller at that address has the budget of its session.
    expect((await topic(server, await loginAsAdmin(server), headers)).status).toBe(200)
  })

  it('limits searches and exports more tightly, apart from the ordinary calls of the session', async () => {
    await awayFromWindowEnd()
    const token = await loginAsAdmin(server)
    const search = () => call(server.baseUrl, 'GET', '/api/admin/search?q=ab', { token })
    const exportOrders = () =>
      call(server.baseUrl, 'GET', '/api/admin/orders/export?status=to_pay', { token })
    for (let i = 0; i < 2; i++) {
      const answer = await search()
      expect(answer.status).toBe(200)
      expect(budget(answer)).toMatchObject({ limit: 2, remaining: 1 - i })
      expect((await exportOrders()).status).toBe(200)
    }
    expect((await search()).status).toBe(429)
    const exported = await exportOrders()
    expect(exported.status).toBe(429)
    expect(Number(exported.headers.get('retry-after'))).toBeGreaterThan(0)
    const ordinary = await topic(server, token)
    expect(ordinary.status).toBe(200)
    expect(budget(ordinary)).toMatchObject({ limit: 5, remaining: 4 })
  })
})

describe('a window', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ config: limits({ standard: 2 }, { windowMs: 3000 }) })
  })
  afterAll(() => server?.close())

  it('starts again from its full budget once it ends', async () => {
    const token = await loginAsAdmin(server)
    await awayFromWindowEnd(3000, 1500)
    expect((await topic(server, token)).status).toBe(200)
    expect((await topic(server, token)).status).toBe(200)
    const limited = await topic(server, token)
    expect(limited.status).toBe(429)
    const wait = Number(limited.headers.get('retry-after'))
    expect(wait).toBeGreaterThanOrEqual(1)
    expect(wait).toBeLessThanOrEqual(3)
    await sleep(wait * 1000)
    const again = await topic(server, token)
    expect(again.status).toBe(200)
    expect(budget(again)).toMatchObject({ limit: 2, remaining: 1 })
  })
})

describe.runIf(onPostgres)('two server instances on one PostgreSQL database', () => {
  const LIMIT = 10
  const SYNC_MS = 200
  let first: TestServer
  let second: TestServer
  beforeAll(async () => {
    // One signing secret, as instances behind one proxy have, so a session signed in on one works on the other.
    const shared = {
      jwtSecret: 'rate-limits-shared-secret-'.repeat(3),
      ...limits({ standard: LIMIT }, { syncIntervalMs: SYNC_MS }),
    }
    first = await startTestServer({ config: shared })
    second = await startTestServer({ config: shared, shareDatabaseUrl: first.databaseUrl ?? undefined })
  })
  afterAll(async () => {
    await second?.close()
    await first?.close()
  })

  it('share one count per session, within one sync interval of each other', async () => {
    await awayFromWindowEnd()
    const token = await loginAsAdmin(first)
    for (let i = 0; i < 6; i++) expect((await topic(first, token)).status).toBe(200)
    await sleep(SYNC_MS * 2)

    // The second instance starts from the first one's count: it reads the sum back at its first call.
    let admittedBySecond = 0
    let answer = await topic(second, token)
    while (answer.status === 200) {
      admittedBySecond++
      answer = await topic(second, token)
    }
    expect(answer.status).toBe(429)
    expect(answer.headers.get('retry-after')).not.toBeNull()
    // Exactly 4 when its first sync answers before its second call; one more when it does not.
    expect(admittedBySecond).toBeGreaterThanOrEqual(LIMIT - 6)
    expect(admittedBySecond).toBeLessThanOrEqual(LIMIT - 6 + 1)

    // The first instance learns of the second's calls at its next sync: at most the calls of one interval get through.
    await sleep(SYNC_MS * 2)
    expect((await topic(first, token)).status).toBe(429)
    const { rows } = await sql<{ count: number }>`
      select count from rate_limit_windows where key like 'standard|session:%'`.execute(first.unwatchedDb)
    expect(rows.map((row) => row.count)).toEqual([6 + admittedBySecond])
  })
})
