import type { Db } from '../../db/database'

export interface DivisionRow {
  value: string
  name_th: string
  name_en: string
}

export interface SubDistrictRow extends DivisionRow {
  postal_codes: string[]
}

/** Every province; 77 rows, sorted by the caller's collation in the handler. */
export function listProvinces(db: Db): Promise<DivisionRow[]> {
  return db.selectFrom('thai_provinces').select(['code as value', 'name_th', 'name_en']).execute()
}

/** The districts of a province (thai_districts_province_idx), or null when there is no such province. */
export async function listDistricts(db: Db, provinceCode: string): Promise<DivisionRow[] | null> {
  const rows = await db
    .selectFrom('thai_districts')
    .select(['code as value', 'name_th', 'name_en'])
    .where('province_code', '=', provinceCode)
    .execute()
  if (rows.length > 0) return rows
  const province = await db
    .selectFrom('thai_provinces')
    .select('code')
    .where('code', '=', provinceCode)
    .executeTakeFirst()
  return province ? rows : null
}

/**
 * The sub-districts of a district (its unique (district_code, name_th) index leads with the district),
 * or null when there is no such district.
 */
export async function listSubDistricts(db: Db, districtCode: string): Promise<SubDistrictRow[] | null> {
  const rows = await db
    .selectFrom('thai_sub_districts')
    .select(['id', 'name_th', 'name_en', 'postal_codes'])
    .where('district_code', '=', districtCode)
    .execute()
  if (rows.length === 0) {
    const district = await db
      .selectFrom('thai_districts')
      .select('code')
      .where('code', '=', districtCode)
      .executeTakeFirst()
    if (!district) return null
  }
  return rows.map(({ id, ...row }) => ({ ...row, value: String(id) }))
}
