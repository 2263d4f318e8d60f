import { describe, expect, it } from 'vitest'
import type { PermissionMap } from '../../src/domain/permissions'
import { apiClient, dataOf, type Lang } from '../support/apiClient'
import { createStaff } from '../support/fixtures'
import { login, suiteServer, type TestServer } from '../support/test-server'

/** A client for a staff member whose one role grants `permissions`. */
async function staffClient(server: TestServer, name: string, permissions: PermissionMap, lang?: Lang) {
  const staff = await createStaff(server.db, { roles: [{ name, permissions }] })
  const token = (await login(server.baseUrl, staff.email, staff.password)).jwtAccessToken
  return apiClient(server.baseUrl, { token, lang })
}

async function callers(server: TestServer) {
  return {
    orderEditor: await staffClient(server, 'Order editors', { orders: ['access', 'update'] }),
    orderEditorInThai: await staffClient(
      server,
      'Order editors (th)',
      { orders: ['access', 'update'] },
      'th',
    ),
    memberEditor: await staffClient(server, 'Member editors', { users: ['access', 'update'] }),
    orderReader: await staffClient(server, 'Order readers', { orders: ['access'], users: ['access'] }),
    anonymous: apiClient(server.baseUrl),
  }
}

const BANGKOK = '10'
const KHLONG_TOEI = '1033'
const WATTHANA = '1039'

describe("Thailand's divisions as options", () => {
  const suite = suiteServer(callers)
  const provinces = (client = suite.prepared.orderEditor) => client.GET('/thai-divisions/provinces')
  const districts = (provinceCode: string, client = suite.prepared.orderEditor) =>
    client.GET('/thai-divisions/provinces/{provinceCode}/districts', { params: { path: { provinceCode } } })
  const subDistricts = (districtCode: string, client = suite.prepared.orderEditor) =>
    client.GET('/thai-divisions/districts/{districtCode}/sub-districts', {
      params: { path: { districtCode } },
    })

  it('lists the 77 provinces with title in English by default, value their code and both names', async () => {
    const { data } = dataOf(await provinces())
    expect(data).toHaveLength(77)
    expect(data).toContainEqual({
      title: 'Bangkok',
      value: BANGKOK,
      name: { th: 'กรุงเทพมหานคร', en: 'Bangkok' },
    })
    // Sorted by the title a reader of English expects.
    const titles = data.map((option) => option.title)
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')))
    expect(titles[0]).toBe('Amnat Charoen')
  })

  it('titles and sorts the options in Thai when asked in Thai', async () => {
    const { data } = dataOf(await provinces(suite.prepared.orderEditorInThai))
    expect(data.find((option) => option.value === BANGKOK)?.title).toBe('กรุงเทพมหานคร')
    const titles = data.map((option) => option.title)
    expect(titles).toEqual([...titles].sort(new Intl.Collator('th').compare))
    // Thai collation skips leading vowels: เชียงใหม่ sorts under ช, before นครปฐม.
    expect(titles.indexOf('เชียงใหม่')).toBeLessThan(titles.indexOf('นครปฐม'))
  })

  it('lists the districts of a province and the sub-districts of a district with their postal codes', async () => {
    const bangkok = dataOf(await districts(BANGKOK)).data
    expect(bangkok).toHaveLength(50)
    expect(bangkok.every((option) => /^10\d\d$/.test(option.value))).toBe(true)
    expect(bangkok).toContainEqual(
      expect.objectContaining({ value: WATTHANA, name: { th: 'วัฒนา', en: 'Watthana' } }),
    )
    const watthana = dataOf(await subDistricts(WATTHANA)).data
    expect(watthana.map((option) => option.name.th).sort()).toEqual([
      'คลองตันเหนือ',
      'คลองเตยเหนือ',
      'พระโขนงเหนือ',
    ])
    const north = watthana.find((option) => option.name.th === 'คลองเตยเหนือ')
    expect(north).toMatchObject({ value: expect.stringMatching(/^\d+$/), postalCodes: ['10110'] })
    // A sub-district served by two post offices offers both.
    expect(watthana.find((option) => option.name.th === 'พระโขนงเหนือ')?.postalCodes).toEqual([
      '10110',
      '10260',
    ])
    expect(dataOf(await subDistricts(KHLONG_TOEI)).data.length).toBeGreaterThan(0)
  })

  it('answers a malformed code with 400 naming the digits it needs, in the caller’s language', async () => {
    const letters = await districts('ab')
    expect(letters.response.status).toBe(400)
    expect(letters.error?.message).toBe('provinceCode: must be exactly 2 digits')
    const short = await subDistricts('103', suite.prepared.orderEditorInThai)
    expect(short.response.status).toBe(400)
    expect(short.error?.message).toBe('districtCode: ต้องเป็นตัวเลข 4 หลัก')
  })

  it('answers an unknown province or district with 404 in the caller’s language', async () => {
    const province = await districts('99')
    expect(province.response.status).toBe(404)
    expect(province.error).toMatchObject({ statusCode: 404, message: 'There is no province with code 99.' })
    const district = await subDistricts('9999', suite.prepared.orderEditorInThai)
    expect(district.response.status).toBe(404)
    expect(district.error?.message).toBe('ไม่พบอำเภอ/เขตรหัส 9999')
  })

  it('answers staff who may edit orders or members, refuses other staff (403) and callers without a token (401)', async () => {
    const { memberEditor, orderReader, anonymous } = suite.prepared
    expect(dataOf(await provinces(memberEditor)).data).toHaveLength(77)
    expect(dataOf(await districts(BANGKOK, memberEditor)).data).toHaveLength(50)
    for (const call of [provinces, (client = orderReader) => districts(BANGKOK, client)]) {
      expect((await call(orderReader)).response.status).toBe(403)
      expect((await call(anonymous)).response.status).toBe(401)
    }
    expect((await subDistricts(WATTHANA, orderReader)).response.status).toBe(403)
    expect((await subDistricts(WATTHANA, anonymous)).response.status).toBe(401)
  })
})
