import { sql } from 'kysely'
import { DISCOUNT_CATEGORIES } from '../../../src/domain/coupons/couponOptions'
import { DEFAULT_CURRENCY } from '../../../src/domain/money'
import type { Db } from '../../db/database'
import type { CsvFileQuery } from '../../lib/csvBatches'
import {
  type CsvLocale,
  csvCellSql,
  csvLineSql,
  labelCellSql,
  localTimeCellSql,
  ownCellSql,
} from '../../lib/csvSql'
import { t } from '../../lib/i18n'
import { beforeKeyset } from '../../lib/keysetStream'
import type { Keyset } from '../../lib/paging'
import { type HistoryFilter, historyMatching, memberNameSql } from './couponHistory.queries'

/** The labels of a coupon option in the reader's language, by its stored value. */
export const couponLabels = (lang: CsvLocale['lang'], prefix: string, values: readonly string[]) =>
  Object.fromEntries(values.map((value) => [value, t(lang, `coupons:${prefix}.${value}`)]))

/**
 * The file of a coupon's redeem history export: the rows the history screen shows for the same
 * filter, newest first, every one of them, written by the database batch by batch through the
 * history index (coupon, redeemed at, id). Amounts are in the order's currency (baht for a
 * redemption whose order is not in the back-office).
 */
export function couponHistoryExport(
  db: Db,
  couponId: string,
  filter: HistoryFilter,
  locale: CsvLocale,
): CsvFileQuery {
  const { lang, timeZone } = locale
  const label = (key: string) => t(lang, `coupons.csv.${key}`, { timeZone })
  const line = csvLineSql([
    csvCellSql(sql.ref('h.order_number')),
    csvCellSql(sql.ref('h.member_code')),
    csvCellSql(sql.ref('h.member_name')),
    labelCellSql(sql.ref('h.discount_category'), couponLabels(lang, 'categories', DISCOUNT_CATEGORIES)),
    ownCellSql(sql.ref('h.discount_amount')),
    ownCellSql(sql.ref('h.total_price')),
    csvCellSql(sql.ref('h.currency')),
    localTimeCellSql('h.redeemed_at', timeZone),
    localTimeCellSql('h.released_at', timeZone),
  ])
  return {
    header: [
      'order',
      'memberId',
      'member',
      'discountCategory',
      'discount',
      'orderTotal',
      'currency',
      'redeemedAt',
      'releasedAt',
    ].map(label),
    page: (after, limit) =>
      db
        .selectFrom(
          historyMatching(db, couponId, filter)
            .leftJoin('members as m', 'm.id', 'r.member_id')
            .select([
              'r.id',
              sql<string | null>`coalesce(o.order_number, r.order_reference)`.as('order_number'),
              'm.member_code',
              memberNameSql(lang).as('member_name'),
              'r.discount_category',
              'r.discount_amount',
              'o.total_price',
              sql<string>`coalesce(o.currency, ${DEFAULT_CURRENCY})`.as('currency'),
              'r.redeemed_at',
              'r.released_at',
            ])
            .$if(after !== null, (query) =>
              query.where(beforeKeyset('r.redeemed_at', 'r.id', after as Keyset, 'bigint')),
            )
            .orderBy('r.redeemed_at', 'desc')
            .orderBy('r.id', 'desc')
            .limit(limit)
            .as('h'),
        )
        .select([line.as('line'), 'h.redeemed_at as key_at', 'h.id as key_id'])
        .orderBy('h.redeemed_at', 'desc')
        .orderBy('h.id', 'desc'),
  }
}
