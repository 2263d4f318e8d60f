import { type Kysely, sql } from 'kysely'

// Frozen once released: later changes go into new numbered migrations.

const DEVICE_TYPES = sql.raw(`'desktop', 'mobile', 'tablet', 'smarttv', 'console', 'wearable', 'embedded'`)

/**
 * A device kept as names only, { browser, type, model }, instead of the English sentence it was
 * ('Chrome 126 on desktop', 'Mobile Safari 17 on Apple iPhone'), so screens and CSVs can put it into
 * the reader's language. The part after ' on ' is a device type when it is one, a vendor and model otherwise.
 */
function toDevice(table: string) {
  const column = sql.ref('device')
  const hardware = sql`nullif(split_part(${column}, ' on ', 2), '')`
  const browser = sql`case when position(' on ' in ${column}) > 0 then split_part(${column}, ' on ', 1)
    when ${column} in (${DEVICE_TYPES}) then null else ${column} end`
  const type = sql`case when ${hardware} in (${DEVICE_TYPES}) then ${hardware}
    when position(' on ' in ${column}) = 0 and ${column} in (${DEVICE_TYPES}) then ${column} end`
  const model = sql`case when ${hardware} not in (${DEVICE_TYPES}) then ${hardware} end`
  return sql`alter table ${sql.table(table)} alter column device type jsonb using
    case when nullif(${column}, '') is null then null
    else jsonb_build_object('browser', ${browser}, 'type', ${type}, 'model', ${model}) end`
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sessions', 'access_history', 'data_export_history']) await toDevice(table).execute(db)
}
