import { sql } from 'kysely'
import type { Language } from '../../../src/domain/constants'
import type { SortOrder } from '../../../src/domain/listSort'
import type { Db } from '../../db/database'
import { type ClientInfo, deviceColumn } from '../../lib/clientInfo'
import type { CsvFileQuery } from '../../lib/csvBatches'
import {
  type CsvLocale,
  csvCellSql,
  csvLineSql,
  labelCellSql,
  localTimeCellSql,
  ownCellSql,
  repeatingCellsSql,
} from '../../lib/csvSql'
import { describedDeviceSql } from '../../lib/deviceSql'
import { t } from '../../lib/i18n'
import { beforeKeyset } from '../../lib/keysetStream'
import type { Keyset, PageRequest } from '../../lib/paging'
import { prefixPattern } from '../../lib/search'

export type ExportedData =
  | 'internal-user-access-history'
  | 'user-access-history'
  | 'data-export-history'
  | 'orders'
  | 'home-dashboard'
  | 'platform-statistics'
  | 'coupons'
  | 'coupon-redeem-history'

const EXPORTED_DATA: readonly ExportedData[] = [
  'internal-user-access-history',
  'user-access-history',
  'data-export-history',
  'orders',
  'home-dashboard',
  'platform-statistics',
  'coupons',
  'coupon-redeem-history',
]

/** What an export holds, named in the reader's language. */
export const exportedDataName = (lang: Language, data: string): string =>
  t(lang, `staffAccess.exportedData.${data}`)

export interface ExportHistoryFilter {
  search: string | null
  start: Date | null
  end: Date | null
  /** The export being written leaves itself out of its own file. */
  exceptId?: string
}

function filtered(db: Db, filter: ExportHistoryFilter) {
  let query = db.selectFrom('data_export_history as e')
  if (filter.start) query = query.where('e.exported_at', '>=', filter.start)
  if (filter.end) query = query.where('e.exported_at', '<=', filter.end)
  if (filter.exceptId) query = query.where('e.id', '<>', filter.exceptId)
  if (filter.search) {
    const pattern = prefixPattern(filter.search)
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`lower(e.exported_by_name)`, 'like', pattern),
        eb(sql<string>`lower(e.exported_by_email)`, 'like', pattern),
      ]),
    )
  }
  return query
}

const COLUMNS = [
  'e.id',
  'e.user_id',
  'e.exported_by_name',
  'e.exported_by_email',
  'e.exported_data',
  'e.format',
  'e.range_start',
  'e.range_end',
  'e.row_count',
  'e.completed_at',
  'e.os',
  'e.device',
  'e.ip',
  'e.exported_at',
] as const

/** A page of exports, newest first or oldest first (data_export_history_recent_idx, either way). */
export async function listExportHistory(
  db: Db,
  filter: ExportHistoryFilter,
  page: PageRequest,
  order: SortOrder = 'desc',
) {
  const rows = await filtered(db, filter)
    .select(COLUMNS)
    .orderBy('e.exported_at', order)
    .orderBy('e.id', order)
    .limit(page.limit)
    .offset(page.offset)
    .execute()
  return { rows, total: await countExportHistory(db, filter) }
}

export async function countExportHistory(db: Db, filter: ExportHistoryFilter): Promise<number> {
  const { total } = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()
  return Number(total)
}

/** The file of an export-history export, written by the database in the reader's language and time zone. */
export function exportHistoryExport(db: Db, filter: ExportHistoryFilter, locale: CsvLocale): CsvFileQuery {
  const { lang, timeZone } = locale
  const label = (key: string) => t(lang, `staffAccess.csv.${key}`, { timeZone })
  const names = Object.fromEntries(EXPORTED_DATA.map((data) => [data, exportedDataName(lang, data)]))
  const line = csvLineSql([
    labelCellSql(sql.ref('e.exported_data'), names),
    localTimeCellSql('e.range_start', timeZone),
    localTimeCellSql('e.range_end', timeZone),
    localTimeCellSql('e.exported_at', timeZone),
    csvCellSql(sql.ref('e.exported_by_name')),
    csvCellSql(sql.ref('e.exported_by_email')),
    ownCellSql(sql.ref('e.row_count')),
    sql<string>`${sql.ref('same.cells')}`,
    csvCellSql(sql.ref('e.ip')),
  ])
  return {
    header: [
      'exportedData',
      'startDate',
      'endDate',
      'exportedAt',
      'exportedBy',
      'email',
      'rows',
      'os',
      'device',
      'ip',
    ].map(label),
    page: (after, limit) =>
      filtered(db, filter)
        .leftJoinLateral(
          repeatingCellsSql(
            db,
            ['e.os', 'e.device'],
            [csvCellSql(sql.ref('r.os')), csvCellSql(describedDeviceSql(sql.ref('r.device'), lang))],
          ).as('same'),
          (join) => join.onTrue(),
        )
        .select([line.as('line'), 'e.exported_at as key_at', 'e.id as key_id'])
        .$if(after !== null, (query) => query.where(beforeKeyset('e.exported_at', 'e.id', after as Keyset)))
        .orderBy('e.exported_at', 'desc')
        .orderBy('e.id', 'desc')
        .limit(limit),
  }
}

/** Records an export as it starts, so even one cut off halfway is on file. */
export async function startExportRecord(
  db: Db,
  input: {
    userId: string
    exportedData: ExportedData
    start: Date | null
    end: Date | null
    filters: Record<string, string>
    client: ClientInfo
  },
): Promise<string> {
  const row = await db
    .insertInto('data_export_history')
    .values((eb) => ({
      user_id: input.userId,
      exported_by_name: eb
        .selectFrom('internal_users')
        .select(sql<string>`first_name || ' ' || last_name`.as('name'))
        .where('id', '=', input.userId),
      exported_by_email: eb.selectFrom('internal_users').select('email').where('id', '=', input.userId),
      exported_data: input.exportedData,
      range_start: input.start,
      range_end: input.end,
      filters: JSON.stringify(input.filters),
      os: input.client.os,
      device: deviceColumn(input.client.device),
      ip: input.client.ip,
    }))
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function finishExportRecord(db: Db, id: string, rowCount: number): Promise<void> {
  await db
    .updateTable('data_export_history')
    .set({ row_count: rowCount, completed_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute()
}
