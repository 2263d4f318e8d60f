// Members made by tests through the one registering path (server/modules/users/registerMember.ts).
import type { Db } from '../../server/db/database'
import { registerMember } from '../../server/modules/users/registerMember'

export interface TestMember {
  id: string
  memberCode: string
}

/** Khlong Toei, Bangkok: a sub-district with its district and province, for Thai addresses. */
export async function bangkokSubDistrict(db: Db) {
  return db
    .selectFrom('thai_sub_districts')
    .select(['id', 'name_th', 'name_en', 'postal_codes'])
    .where('district_code', '=', '1033')
    .orderBy('id')
    .executeTakeFirstOrThrow()
}

/** Member `code` with a Thai and a Latin name, and a default shipping address in Bangkok. */
export async function insertMember(
  db: Db,
  code: string,
  overrides: Partial<Parameters<typeof registerMember>[1]> = {},
): Promise<TestMember> {
  const place = await bangkokSubDistrict(db)
  return registerMember(
    db,
    {
      member_code: code,
      first_name_th: 'สมชาย',
      last_name_th: 'ใจดี',
      first_name_en: 'Somchai',
      last_name_en: 'Jaidee',
      phone_code: '66',
      phone_number: '812345678',
      email: `${code.toLowerCase()}@example.com`,
      member_type: 'SCM_MEMBER',
      country: 'TH',
      citizenship: 'TH',
      ...overrides,
    },
    [
      {
        category: 'shipping',
        is_default: true,
        first_name: 'Somchai',
        last_name: 'Jaidee',
        phone_code: '66',
        phone_number: '812345678',
        country: 'TH',
        address: '99 Sukhumvit Road',
        sub_district_id: place.id,
        province_th: 'กรุงเทพมหานคร',
        province_en: 'Bangkok',
        district_th: 'คลองเตย',
        district_en: 'Khlong Toei',
        sub_district_th: place.name_th,
        sub_district_en: place.name_en,
        postal_code: place.postal_codes[0] ?? null,
      },
    ],
  )
}
