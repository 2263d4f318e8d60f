import { type Kysely, sql } from 'kysely'
import { thaiDivisions } from './thaiDivisions'

/**
 * Writes the corrected provinces, districts and sub-districts into their empty tables: one statement
 * per table, its rows handed over as one JSON parameter (thousands of bound values are slow on PGlite).
 */
export async function loadThaiDivisions(db: Kysely<unknown>): Promise<void> {
  const { provinces, districts, subDistricts } = await thaiDivisions()
  await sql`insert into thai_provinces (code, name_th, name_en)
    select code, "nameTh", "nameEn" from jsonb_to_recordset(${JSON.stringify(provinces)}::jsonb)
      as p (code text, "nameTh" text, "nameEn" text)`.execute(db)
  await sql`insert into thai_districts (code, province_code, name_th, name_en)
    select code, "provinceCode", "nameTh", "nameEn" from jsonb_to_recordset(${JSON.stringify(districts)}::jsonb)
      as d (code text, "provinceCode" text, "nameTh" text, "nameEn" text)`.execute(db)
  await sql`insert into thai_sub_districts (id, district_code, geocode, name_th, name_en, postal_codes)
    select id, "districtCode", geocode, "nameTh", "nameEn", "postalCodes"
    from jsonb_to_recordset(${JSON.stringify(subDistricts)}::jsonb)
      as s (id integer, "districtCode" text, geocode text, "nameTh" text, "nameEn" text, "postalCodes" text[])`.execute(
    db,
  )
}
