import { describe, expect, it } from 'vitest'
import { copySink } from '../../server/seed/commerce/rowSink'
import { generateCommerce, planCommerce } from '../../server/seed/commerce/seedCommerce'
import type { CountryCode } from '../../src/domain/constants'
import { SALE_STATUSES } from '../../src/domain/dashboard'
import { apiClient, dataOf } from '../support/apiClient'
import { createStaff } from '../support/fixtures'
import { login, loginAsAdmin, suiteServer } from '../support/test-server'

// The home dashboard's and platform statistics' figures against sums computed here from the rows
// themselves (orders, members, sign-ins), per Bangkok day, amounts in satang as integers.

const AS_OF = new Date('2026-06-15T12:00:00Z')
const BANGKOK_MS = 7 * 3_600_000
const bangkokDay = (at: Date) => new Date(at.getTime() + BANGKOK_MS).toISOString().slice(0, 10)

const ctx = suiteServer(async (server) => {
  const plan = await planCommerce(server.db, {
    seed: 11,
    asOf: AS_OF,
    counts: { members: 150, products: 30, orders: 1500 },
  })
  await server.bulkLoad((session) => generateCommerce(plan, copySink(session)))
  const members = await server.db.selectFrom('members').select(['id', 'country']).execute()
  // Sign-ins of members around a Bangkok midnight at a month end, on every kind of device.
  const types = ['desktop', 'mobile', 'tablet', 'smarttv', null]
  await server.db
    .insertInto('access_history')
    .values(
      members.flatMap((member, index) =>
        [0, 1, 2].map((k) => ({
          actor_kind: 'member' as const,
          user_id: member.id,
          event: 'sign-in' as const,
          device: JSON.stringify({
            browser: 'Chrome 130',
            type: types[(index + k) % types.length],
            model: null,
          }),
          created_at: new Date(Date.parse('2026-05-31T16:00:00Z') + (index * 3 + k) * 97_000),
        })),
      ),
    )
    .execute()
  const token = await loginAsAdmin(server)
  return { token, admin: apiClient(server.baseUrl, { token }) }
})

interface Expected {
  totalSale: bigint
  numberOrder: number
  numberUser: number
  totalTraction: number
  desktop: number
  mobile: number
}

/** The figures of one country and range, straight from the rows. */
async function expectedOf(
  country: CountryCode,
  currency: string,
  startDate: string,
  endDate: string,
): Promise<Expected> {
  const { db } = ctx.server
  const inRange = (at: Date) => {
    const day = bangkokDay(at)
    return day >= startDate && day <= endDate
  }
  const orders = await db
    .selectFrom('orders')
    .select(['status', 'currency', 'created_at', 'total_price'])
    .where('country', '=', country)
    .execute()
  const sales = orders.filter(
    (o) => o.currency === currency && SALE_STATUSES.includes(o.status) && inRange(o.created_at),
  )
  const members = await db
    .selectFrom('members')
    .select(['created_at'])
    .where('country', '=', country)
    .execute()
  const signIns = await db
    .selectFrom('access_history')
    .innerJoin('members', 'members.id', 'access_history.user_id')
    .select(['access_history.created_at', 'access_history.device'])
    .where('members.country', '=', country)
    .where('actor_kind', '=', 'member')
    .where('event', '=', 'sign-in')
    .execute()
  const counted = signIns.filter((s) => inRange(s.created_at))
  return {
    totalSale: sales.reduce((sum, o) => sum + BigInt(String(o.total_price).replace('.', '')), 0n),
    numberOrder: sales.length,
    numberUser: members.filter((m) => inRange(m.created_at)).length,
    totalTraction: counted.length,
    desktop: counted.filter((s) => s.device?.type === 'desktop').length,
    mobile: counted.filter((s) => s.device?.type === 'mobile' || s.device?.type === 'tablet').length,
  }
}

async function dashboardOf(startDate: string, endDate: string, country?: 'TH' | 'MY') {
  return dataOf(
    await ctx.prepared.admin.GET('/admin/users/home-dashboard', {
      params: { query: { startDate, endDate, country } },
    }),
  )
}

describe('the home dashboard', () => {
  const ranges: [string, string, string, 'day' | 'week' | 'month'][] = [
    ['one day', '2026-05-31', '2026-05-31', 'day'],
    ['a Bangkok midnight at a month end', '2026-05-20', '2026-06-03', 'day'],
    ['40 days', '2026-01-10', '2026-02-18', 'week'],
    ['400 days', '2025-04-01', '2026-05-05', 'month'],
    ['two years', '2024-06-15', '2026-06-15', 'month'],
  ]
  it.each(ranges)('answers the figures of the rows over %s', async (_name, startDate, endDate, bucket) => {
    const answer = await dashboardOf(startDate, endDate)
    const expected = await expectedOf('TH', 'THB', startDate, endDate)
    expect(answer.unit).toBe('THB')
    if (startDate !== endDate) expect(expected.numberOrder).toBeGreaterThan(0)
    expect(answer.bucket).toBe(bucket)
    expect(BigInt(Math.round(answer.totalSale * 100))).toBe(expected.totalSale)
    expect(answer.numberOrder).toBe(expected.numberOrder)
    expect(answer.numberUser).toBe(expected.numberUser)
    expect(answer.totalTraction).toBe(expected.totalTraction)
    expect(answer.tractions.dataPlatform).toEqual({ desktop: expected.desktop, mobile: expected.mobile })
    // The series adds up to the figures, bucket by bucket, without gaps.
    const seriesSatang = answer.dataSales.reduce((sum, b) => sum + BigInt(Math.round(b.totalSale * 100)), 0n)
    expect(seriesSatang).toBe(expected.totalSale)
    expect(answer.dataSales.reduce((sum, b) => sum + b.numberOrder, 0)).toBe(expected.numberOrder)
    expect(answer.dataSales[0].startDate).toBe(startDate)
    expect(answer.dataSales.at(-1)?.endDate).toBe(endDate)
    // The previous period of the same length, and the change against it.
    const before = await expectedOf('TH', 'THB', answer.previousRange.startDate, answer.previousRange.endDate)
    expect(answer.previousRange.days).toBe(answer.range.days)
    expect(BigInt(Math.round(answer.previous.totalSale * 100))).toBe(before.totalSale)
    expect(answer.previous.numberOrder).toBe(before.numberOrder)
    if (before.numberOrder > 0)
      expect(answer.change.numberOrder).toBeCloseTo(
        ((expected.numberOrder - before.numberOrder) / before.numberOrder) * 100,
        0,
      )
  })

  it('gives the conversion rate as sales per hundred member sign-ins', async () => {
    const answer = await dashboardOf('2026-05-25', '2026-06-08')
    expect(answer.totalTraction).toBeGreaterThan(0)
    expect(answer.conversionRate).toBeCloseTo((answer.numberOrder / answer.totalTraction) * 100, 2)
  })

  it('keeps each country in its own currency', async () => {
    const answer = await dashboardOf('2024-06-15', '2026-06-15', 'MY')
    const expected = await expectedOf('MY', 'MYR', '2024-06-15', '2026-06-15')
    expect(answer.unit).toBe('MYR')
    expect(BigInt(Math.round(answer.totalSale * 100))).toBe(expected.totalSale)
  })

  it('refuses a range that ends before it starts, or is longer than two years, in the caller’s language', async () => {
    for (const lang of ['en', 'th'] as const) {
      const client = apiClient(ctx.server.baseUrl, { token: ctx.prepared.token, lang })
      const reversed = await client.GET('/admin/users/home-dashboard', {
        params: { query: { startDate: '2026-03-10', endDate: '2026-03-01' } },
      })
      expect(reversed.response.status).toBe(400)
      expect(reversed.error?.message).toContain('2026-03-01')
      const long = await client.GET('/admin/users/home-platform', {
        params: { query: { startDate: '2024-01-01', endDate: '2026-01-03' } },
      })
      expect(long.response.status).toBe(400)
      expect(long.error?.message).toContain('732')
      if (lang === 'th') expect(long.error?.message).toMatch(/[\u0E00-\u0E7F]/)
    }
  })

  it('refuses a range before 2000, the end alone of one too, whose previous period no calendar holds', async () => {
    const client = ctx.prepared.admin
    const endOnly = await client.POST('/admin/users/home-platform/export-ticket', {
      params: { query: { endDate: '0001-01-01' } },
    })
    expect(endOnly.response.status).toBe(400)
    expect(endOnly.error?.message).toContain('2000-01-01')
    const early = await client.GET('/admin/users/home-dashboard', {
      params: { query: { startDate: '1999-12-31', endDate: '2000-01-05' } },
    })
    expect(early.response.status).toBe(400)
    const first = await client.GET('/admin/users/home-dashboard', {
      params: { query: { startDate: '2000-01-01', endDate: '2000-01-05' } },
    })
    expect(first.response.status).toBe(200)
    expect(first.data?.previousRange).toMatchObject({ startDate: '1999-12-27', endDate: '1999-12-31' })
  })

  it('is refused to staff without the home permission', async () => {
    const clerk = await createStaff(ctx.server.db, {
      roles: [{ permissions: { orders: ['access'] } }],
    })
    const token = (await login(ctx.server.baseUrl, clerk.email, clerk.password)).jwtAccessToken
    const answer = await apiClient(ctx.server.baseUrl, { token }).GET('/admin/users/home-dashboard')
    expect(answer.response.status).toBe(403)
  })
})

describe('the platform statistics', () => {
  it('counts members, orders and sign-ins of the range as the rows do', async () => {
    const { db } = ctx.server
    const [startDate, endDate] = ['2025-09-01', '2026-06-15']
    const answer = dataOf(
      await ctx.prepared.admin.GET('/admin/users/home-platform', {
        params: { query: { startDate, endDate, country: 'TH' } },
      }),
    )
    const inRange = (at: Date) => bangkokDay(at) >= startDate && bangkokDay(at) <= endDate
    const orders = (
      await db.selectFrom('orders').select(['status', 'country', 'created_at']).execute()
    ).filter((o) => inRange(o.created_at))
    const tally = (keys: string[]) => {
      const counts = new Map<string, number>()
      for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1)
      return Object.fromEntries(counts)
    }
    const asObject = (rows: { key: string; n: number }[]) => Object.fromEntries(rows.map((r) => [r.key, r.n]))
    expect(asObject(answer.ordersByCountry)).toEqual(tally(orders.map((o) => o.country)))
    expect(asObject(answer.ordersByStatus)).toEqual(
      tally(orders.filter((o) => o.country === 'TH').map((o) => o.status)),
    )
    const members = (
      await db.selectFrom('members').select(['member_type', 'country', 'created_at']).execute()
    ).filter((m) => inRange(m.created_at) && m.country === 'TH')
    expect(asObject(answer.membersByType)).toEqual(tally(members.map((m) => m.member_type)))
    expect(asObject(answer.membersByJoinMonth)).toEqual(
      tally(members.map((m) => bangkokDay(m.created_at).slice(0, 7))),
    )
    const memberSignIns = answer.signInsByDay
      .filter((d) => d.actorKind === 'member')
      .reduce((sum, d) => sum + d.desktop + d.mobile + d.tablet + d.other, 0)
    expect(memberSignIns).toBe((await expectedOf('TH', 'THB', startDate, endDate)).totalTraction)
  })
})
