import { type Kysely, sql } from 'kysely'
import { thaiDivisions } from './thaiDivisions'

const BATCH = 1000

async function insertBatched<T>(
  db: Kysely<unknown>,
  items: readonly T[],
  insert: (batch: readonly T[]) => ReturnType<typeof sql>,
): Promise<void> {
  for (let start = 0; start < items.length; start += BATCH)
    await insert(items.slice(start, start + BATCH)).execute(db)
}

// Postal codes are digits only, so the array literal needs no quoting.

/** Writes the corrected provinces, districts and sub-districts into their empty tables. */
export async function loadThaiDivisions(db: Kysely<unknown>): Promise<void> {
  const { provinces, districts, subDistricts } = await thaiDivisions()
  await insertBatched(
    db,
    provinces,
    (batch) =>
      sql`insert into thai_provinces (code, name_th, name_en) values ${sql.join(
        batch.map((p) => sql`(${p.code}, ${p.nameTh}, ${p.nameEn})`),
      )}`,
  )
  await insertBatched(
    db,
    districts,
    (batch) =>
      sql`insert into thai_districts (code, province_code, name_th, name_en) values ${sql.join(
        batch.map((d) => sql`(${d.code}, ${d.provinceCode}, ${d.nameTh}, ${d.nameEn})`),
      )}`,
  )
  await insertBatched(
    db,
    subDistricts,
    (batch) =>
      sql`insert into thai_sub_districts (id, district_code, geocode, name_th, name_en, postal_codes) values ${sql.join(
        batch.map(
          (s) =>
            sql`(${s.id}, ${s.districtCode}, ${s.geocode}, ${s.nameTh}, ${s.nameEn}, ${`{${s.postalCodes.join(',')}}`}::text[])`,
        ),
      )}`,
  )
}
