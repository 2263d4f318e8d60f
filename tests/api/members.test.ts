import { describe, expect, it } from 'vitest'
import type { components } from '../../src/api/schema'
import { apiClient, dataOf } from '../support/apiClient'
import { createStaff } from '../support/fixtures'
import { bangkokSubDistrict, insertMember } from '../support/members'
import { login, loginAsAdmin, suiteServer, type TestServer } from '../support/test-server'

type MemberUpdate = components['schemas']['MemberUpdate']
type AddressInput = components['schemas']['MemberAddressInput']

/** Its own members (a sponsor and 30 more), an admin, a reader who may not update and an outsider. */
async function withMembers(server: TestServer) {
  const sponsor = await insertMember(server.db, 'MT-1000', {
    first_name_en: 'Pranee',
    last_name_en: 'Sponsor',
    document_status: 'verified',
    member_type: 'SCM_BUSINESS',
    tier: 'gold',
  })
  for (let n = 1; n <= 30; n++)
    await insertMember(server.db, `MT-${1000 + n}`, {
      sponsor_id: sponsor.id,
      first_name_th: n % 2 ? 'มานี' : 'ปิติ',
      first_name_en: n % 2 ? 'Manee' : 'Piti',
      phone_number: `8900000${String(n).padStart(2, '0')}`,
      member_type: n % 3 === 0 ? 'SCM_BUSINESS' : 'SCM_MEMBER',
      tier: n % 3 === 0 ? 'platinum' : 'silver',
      status: n % 5 === 0 ? 'inactive' : 'active',
    })
  const reader = await createStaff(server.db, {
    roles: [{ name: 'Member readers', permissions: { users: ['access'] } }],
  })
  const outsider = await createStaff(server.db, {
    roles: [{ name: 'Order readers', permissions: { orders: ['access'] } }],
  })
  const token = async (staff: { email: string; password: string }) =>
    (await login(server.baseUrl, staff.email, staff.password)).jwtAccessToken
  const adminToken = await loginAsAdmin(server)
  return {
    sponsor,
    admin: apiClient(server.baseUrl, { token: adminToken }),
    thai: apiClient(server.baseUrl, { token: adminToken, lang: 'th' }),
    reader: apiClient(server.baseUrl, { token: await token(reader) }),
    outsider: apiClient(server.baseUrl, { token: await token(outsider) }),
  }
}

describe('members', () => {
  const suite = suiteServer(withMembers)
  const list = (query: Record<string, unknown>, client = suite.prepared.admin) =>
    client.GET('/admin/members', { params: { query } })
  const detail = (memberId: string, client = suite.prepared.admin) =>
    client.GET('/admin/members/detail', { params: { query: { memberId } } })
  const patch = (id: string, body: MemberUpdate, client = suite.prepared.admin) =>
    client.PATCH('/admin/members/{id}', { params: { path: { id } }, body })
  const thaiAddress = async (overrides: Partial<AddressInput> = {}): Promise<AddressInput> => {
    const place = await bangkokSubDistrict(suite.server.db)
    return {
      category: 'shipping',
      default: true,
      firstName: 'Manee',
      lastName: 'Jaidee',
      phoneCode: '66',
      phoneNumber: '0891234567',
      country: 'TH',
      provinceCode: '10',
      districtCode: '1033',
      subDistrictId: place.id,
      province: null,
      district: null,
      subDistrict: null,
      postalCode: null,
      address: '12 Rama IV Road',
      ...overrides,
    }
  }

  it('lists members newest first, by type, tier and status, and pages to the last page', async () => {
    const all = dataOf(await list({ search: 'MT-', limit: 10 }))
    expect(all).toMatchObject({ total: 31, totalCapped: false, page: 1, limit: 10 })
    expect(all.data[0].memberId).toBe('MT-1030')
    const business = dataOf(await list({ search: 'MT-', memberType: 'SCM_BUSINESS', limit: 100 }))
    expect(business.total).toBe(11)
    expect(business.data.every((member) => member.memberType === 'SCM_BUSINESS')).toBe(true)
    const platinum = dataOf(await list({ search: 'MT-', tier: 'platinum', limit: 100 }))
    expect(platinum.data.map((member) => member.tier)).toEqual(Array(10).fill('platinum'))
    expect(dataOf(await list({ search: 'MT-', tier: 'Al', memberType: 'ALL_TYPE' })).total).toBe(31)
    const inactive = dataOf(await list({ search: 'MT-', status: 'inactive', limit: 100 }))
    expect(inactive.total).toBe(6)
    const last = dataOf(await list({ search: 'MT-', limit: 5, page: 7, sort: 'memberId', order: 'asc' }))
    expect(last.data.map((member) => member.memberId)).toEqual(['MT-1030'])
    expect(dataOf(await list({ search: 'MT-', limit: 5, page: 9 })).data).toEqual([])
    // Without a search: counted exactly, and the back half read from the other end gives the same rows.
    const whole = dataOf(await list({ limit: 5 }))
    const lastPage = Math.ceil(whole.total / 5)
    const end = dataOf(await list({ limit: 5, page: lastPage, order: 'asc' }))
    expect(end.data.length).toBeGreaterThan(0)
  })

  it('finds members by the start of a member id, a Thai or Latin name, a phone number or an e-mail', async () => {
    const ids = async (search: string) =>
      dataOf(await list({ search, limit: 100 })).data.map((member) => member.memberId)
    expect(await ids('mt-1029')).toEqual(['MT-1029'])
    expect((await ids('มานี')).filter((id) => id.startsWith('MT-'))).toHaveLength(15)
    expect((await ids('piti')).filter((id) => id.startsWith('MT-'))).toHaveLength(15)
    expect(await ids('0890000007')).toEqual(['MT-1007'])
    expect(await ids('mt-1012@exa')).toEqual(['MT-1012'])
    expect(await ids('zzzz-nobody')).toEqual([])
  })

  it('keeps the unsearched totals in step with members registering and changing status', async () => {
    const total = async (query: Record<string, unknown>) => dataOf(await list({ ...query, limit: 5 })).total
    const { n } = await suite.server.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'terminate')
      .executeTakeFirstOrThrow()
    const terminated = await total({ status: 'terminate' })
    expect(terminated).toBe(Number(n))
    const gold = await total({ tier: 'gold', memberType: 'SCM_BUSINESS' })
    await insertMember(suite.server.db, 'MT-3000', { tier: 'gold', member_type: 'SCM_BUSINESS' })
    expect(await total({ tier: 'gold', memberType: 'SCM_BUSINESS' })).toBe(gold + 1)
    const member = dataOf(await detail('MT-3000'))
    await patch(member._id, { version: member.version, status: 'terminate' })
    expect(await total({ status: 'terminate' })).toBe(terminated + 1)
    expect(await total({ tier: 'gold', memberType: 'SCM_BUSINESS', status: 'active' })).toBe(
      (await total({ tier: 'gold', memberType: 'SCM_BUSINESS' })) -
        (await total({ tier: 'gold', memberType: 'SCM_BUSINESS', status: 'terminate' })) -
        (await total({ tier: 'gold', memberType: 'SCM_BUSINESS', status: 'inactive' })),
    )
  })

  it('refuses bad list input: out-of-range pages and sizes, a 256-character search, unknown filters', async () => {
    for (const query of [
      { page: 0 },
      { page: 1_000_001 },
      { limit: 7 },
      { limit: 1000 },
      { search: 'x'.repeat(256) },
      { memberType: 'GOLD' },
      { tier: 'copper' },
      { sort: 'name' },
      { startDate: '2025-02-01T00:00:00Z', endDate: '2025-01-01T00:00:00Z' },
    ]) {
      const refused = await list(query)
      expect(refused.response.status, JSON.stringify(query)).toBe(400)
    }
  })

  it('shows every detail of a member, by member id or _id, with its sponsor and addresses', async () => {
    const member = dataOf(await detail('mt-1003'))
    expect(member).toMatchObject({
      memberId: 'MT-1003',
      name: { th: 'มานี ใจดี', en: 'Manee Jaidee' },
      phoneCode: '66',
      memberType: 'SCM_BUSINESS',
      twoFaStatus: false,
      googleAuth: false,
      smsAuth: false,
      facebookAuth: false,
      matching: false,
      images: [],
      history: [],
      version: 1,
      sponsor: { sponsorId: 'MT-1000', documentStatus: 'verified', name: { en: 'Pranee Sponsor' } },
    })
    expect(member.addresses).toEqual([
      expect.objectContaining({
        category: 'shipping',
        default: true,
        provinceCode: '10',
        districtCode: '1033',
        province: 'กรุงเทพมหานคร',
        provinceEng: 'Bangkok',
      }),
    ])
    expect(dataOf(await detail(member._id)).memberId).toBe('MT-1003')
    expect((await detail('MT-999999')).response.status).toBe(404)
    expect((await detail('bad id!')).response.status).toBe(400)
  })

  it('edits a member and its address, keeps who changed what, and refuses a stale edit with 409', async () => {
    const member = dataOf(await detail('MT-1004'))
    const saved = dataOf(
      await patch(member._id, {
        version: member.version,
        firstNameEn: 'Manida',
        phoneNumber: '0898887777',
        matching: true,
        addresses: [await thaiAddress(), await thaiAddress({ category: 'billing', address: 'Invoice 5' })],
      }),
    )
    expect(saved).toMatchObject({
      firstNameEn: 'Manida',
      phoneNumber: '898887777',
      matching: true,
      version: 2,
    })
    expect(saved.addresses).toHaveLength(2)
    expect(saved.addresses[0]).toMatchObject({ districtEng: 'Khlong Toei', address: '12 Rama IV Road' })
    expect(saved.addresses[0].postalCode).toMatch(/^[0-9]{5}$/)
    expect(saved.history[0]).toMatchObject({ actorName: expect.any(String) })
    expect(Object.keys(saved.history[0].changes).sort()).toEqual(
      ['addresses', 'firstNameEn', 'matching', 'phoneNumber'].sort(),
    )
    const stale = await patch(member._id, { version: member.version, firstNameEn: 'Someone' })
    expect(stale.response.status).toBe(409)
    expect(stale.error?.message).toContain('MT-1004')
    expect(dataOf(await detail('MT-1004')).firstNameEn).toBe('Manida')
    // Nothing changed: nothing written, the version stays.
    expect(dataOf(await patch(member._id, { version: 2, firstNameEn: 'Manida' })).version).toBe(2)
  })

  it('refuses a sub-district outside the named province with a translated 400, and writes nothing', async () => {
    const member = dataOf(await detail('MT-1005'))
    const wrong = await thaiAddress({ provinceCode: '50', districtCode: '5001' })
    const refused = await patch(member._id, { version: member.version, addresses: [wrong] })
    expect(refused.response.status).toBe(400)
    expect(refused.error?.message).toMatch(/is not in district 5001 of province 50/)
    const inThai = await patch(
      member._id,
      { version: member.version, addresses: [wrong] },
      suite.prepared.thai,
    )
    expect(inThai.response.status).toBe(400)
    expect(inThai.error?.message).toContain('ไม่อยู่ในอำเภอ/เขต')
    const unknown = await patch(member._id, {
      version: member.version,
      addresses: [await thaiAddress({ subDistrictId: 999_999 })],
    })
    expect(unknown.response.status).toBe(400)
    expect(dataOf(await detail('MT-1005')).version).toBe(member.version)
  })

  it('refuses a 16-digit phone, an unknown dial code, two defaults and an edit leaving no name', async () => {
    const member = dataOf(await detail('MT-1006'))
    const version = member.version
    const bodies: unknown[] = [
      { version, phoneNumber: '1234567890123456' },
      { version, phoneCode: '1' },
      { version, addresses: [await thaiAddress({ phoneNumber: '1234567890123456' })] },
      { version, addresses: [await thaiAddress(), await thaiAddress()] },
      { version, firstNameTh: null, firstNameEn: null },
      { version, email: 'not-an-email' },
      { version, unknownField: 1 },
      {},
    ]
    for (const body of bodies) {
      const refused = await patch(member._id, body as MemberUpdate)
      expect(refused.response.status, JSON.stringify(body)).toBe(400)
    }
    expect((await patch('00000000-0000-4000-8000-000000000000', { version: 1 })).response.status).toBe(404)
    expect((await patch('not-a-uuid', { version: 1 })).response.status).toBe(400)
  })

  it('lists the tiers in the caller’s language', async () => {
    const tiers = dataOf(await suite.prepared.thai.GET('/sponsors/tiers')).data
    expect(tiers.map((tier) => tier.tier)).toEqual(['bronze', 'silver', 'gold', 'platinum', 'diamond'])
    expect(tiers[0].desc).toBe('บรอนซ์')
  })

  it('refuses callers without the users permission (403), and readers may not edit', async () => {
    const { outsider, reader } = suite.prepared
    const member = dataOf(await detail('MT-1007'))
    expect((await list({}, outsider)).response.status).toBe(403)
    expect((await detail('MT-1007', outsider)).response.status).toBe(403)
    expect((await outsider.GET('/sponsors/tiers')).response.status).toBe(403)
    expect((await patch(member._id, { version: member.version }, outsider)).response.status).toBe(403)
    expect((await list({}, reader)).response.status).toBe(200)
    expect((await patch(member._id, { version: member.version }, reader)).response.status).toBe(403)
  })

  it('publishes a REGISTER notification when a member registers', async () => {
    await insertMember(suite.server.db, 'MT-2000', { member_type: 'SCM_BUSINESS' })
    const published = await suite.server.db
      .selectFrom('notifications')
      .select(['type', 'detail'])
      .where('type', '=', 'REGISTER')
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow()
    expect(published.detail.en).toContain('MT-2000')
    expect(published.detail.en).toContain('300')
  })

  it('finds members in record search by member id and by name', async () => {
    const search = (q: string) =>
      suite.prepared.admin.GET('/admin/search', { params: { query: { q, types: ['users'] } } })
    const byId = dataOf(await search('MT-1008'))
    expect(JSON.stringify(byId)).toContain('MT-1008')
    const byName = dataOf(await search('Pranee'))
    expect(JSON.stringify(byName)).toContain('MT-1000')
  })
})
