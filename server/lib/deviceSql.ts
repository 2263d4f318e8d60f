import { type Expression, type RawBuilder, sql } from 'kysely'
import type { Language } from '../../src/domain/constants'
import { DEVICE_TYPES } from '../../src/domain/devices'
import { interpolatedSql } from './csvSql'
import { t } from './i18n'

/**
 * describeDevice (src/domain/devices.ts) in SQL, over a jsonb `device` column: the same words in the
 * reader's language ('Chrome 126 on desktop' / 'Chrome 126 บน เดสก์ท็อป'), for exports the database writes.
 */
export function describedDeviceSql(device: Expression<unknown>, lang: Language): RawBuilder<string | null> {
  const browser = sql<string | null>`(${device} ->> 'browser')`
  const typeLabels = DEVICE_TYPES.map(
    (type) => sql`when ${type} then ${t(lang, `statistics:device.types.${type}`)}::text`,
  )
  const hardware = sql<
    string | null
  >`coalesce(${device} ->> 'model', case ${device} ->> 'type' ${sql.join(typeLabels, sql` `)} end)`
  const both = interpolatedSql(t(lang, 'statistics:device.on'), { browser, hardware })
  return sql<string | null>`(case when ${browser} is not null and ${hardware} is not null then ${both}
    else coalesce(${browser}, ${hardware}) end)`
}
