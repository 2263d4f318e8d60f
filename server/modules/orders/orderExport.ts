import { sql } from 'kysely'
import type { Language } from '../../../src/domain/constants'
import { ORDER_STATUSES, PAYMENT_METHODS } from '../../../src/domain/orders'
import type { Db } from '../../db/database'
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
import { t } from '../../lib/i18n'
import { beforeKeyset } from '../../lib/keysetStream'
import { countUpTo } from '../../lib/lists/countUpTo'
import type { Keyset } from '../../lib/paging'
import { type OrderListFilter, ordersMatching, orderTabCounts } from './orderList.queries'

/** What an orders export holds: a tab with its filters as the list shows it, or the orders picked on it. */
export type OrderExportScope = { filter: OrderListFilter } | { ids: readonly string[] }

function scoped(db: Db, scope: OrderExportScope) {
  return 'ids' in scope
    ? db.selectFrom('orders as o').where('o.id', 'in', scope.ids)
    : ordersMatching(db, scope.filter)
}

/** The rows the file will hold, a search's too (uncapped): the progress is shown against it. */
export async function countOrderExport(db: Db, scope: OrderExportScope): Promise<number> {
  if ('ids' in scope) {
    const { n } = await scoped(db, scope)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    return Number(n)
  }
  if (scope.filter.search) return (await countUpTo(db, ordersMatching(db, scope.filter), null)).total
  return (await orderTabCounts(db, scope.filter))[scope.filter.status]
}

/** The buyer's name in the reader's language, or in the other where it has none. */
function buyerNameSql(lang: Language) {
  const th = sql<string>`nullif(concat_ws(' ', o.buyer_first_name_th, o.buyer_last_name_th), '')`
  const en = sql<string>`nullif(concat_ws(' ', o.buyer_first_name_en, o.buyer_last_name_en), '')`
  return lang === 'th' ? sql<string>`coalesce(${th}, ${en})` : sql<string>`coalesce(${en}, ${th})`
}

/**
 * The file of an orders export, newest first, written by the database in the reader's language and
 * time zone. Status, type, country, currency and payment method repeat from row to row, so they are
 * put into words once per combination in a batch (repeatingCellsSql).
 */
export function orderExport(db: Db, scope: OrderExportScope, locale: CsvLocale): CsvFileQuery {
  const { lang, timeZone } = locale
  const label = (key: string) => t(lang, `orders.csv.${key}`, { timeZone })
  const labels = (prefix: string, values: readonly string[]) =>
    Object.fromEntries(values.map((value) => [value, t(lang, `${prefix}.${value}`)]))
  const repeating = [
    labelCellSql(sql.ref('r.status'), labels('orders.status', ORDER_STATUSES)),
    csvCellSql(sql.ref('r.type')),
    csvCellSql(sql.ref('r.country')),
    csvCellSql(sql.ref('r.currency')),
    labelCellSql(sql.ref('r.payment_method'), labels('notifications.payment_methods', PAYMENT_METHODS)),
  ]
  const line = csvLineSql([
    csvCellSql(sql.ref('o.order_number')),
    localTimeCellSql('o.created_at', timeZone),
    sql<string>`${sql.ref('same.cells')}`,
    csvCellSql(sql.ref('o.buyer_member_code')),
    csvCellSql(buyerNameSql(lang)),
    csvCellSql(sql.ref('o.buyer_phone_code')),
    csvCellSql(sql.ref('o.buyer_phone_number')),
    ownCellSql(sql.ref('o.total_quantity')),
    ownCellSql(sql.ref('o.total_price')),
    ownCellSql(sql.ref('o.total_pv')),
    csvCellSql(sql.ref('o.courier_name')),
    csvCellSql(sql.ref('o.tracking_number')),
  ])
  return {
    header: [
      'orderNumber',
      'date',
      'status',
      'type',
      'country',
      'currency',
      'paymentMethod',
      'memberId',
      'buyer',
      'phoneCode',
      'phoneNumber',
      'items',
      'total',
      'pv',
      'courier',
      'trackingNumber',
    ].map(label),
    page: (after, limit) =>
      db
        .selectFrom(
          scoped(db, scope)
            .selectAll('o')
            .$if(after !== null, (query) =>
              query.where(beforeKeyset('o.created_at', 'o.id', after as Keyset)),
            )
            .orderBy('o.created_at', 'desc')
            .orderBy('o.id', 'desc')
            .limit(limit)
            .as('o'),
        )
        .leftJoinLateral(
          repeatingCellsSql(
            db,
            ['o.status', 'o.type', 'o.country', 'o.currency', 'o.payment_method'],
            repeating,
          ).as('same'),
          (join) => join.onTrue(),
        )
        .select([line.as('line'), 'o.created_at as key_at', 'o.id as key_id'])
        .orderBy('o.created_at', 'desc')
        .orderBy('o.id', 'desc'),
  }
}
