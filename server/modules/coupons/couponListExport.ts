import { sql } from 'kysely'
import { COUNTRIES } from '../../../src/domain/constants'
import {
  COUPON_EXPIRY_LABELS,
  COUPON_STATUSES,
  DISCOUNT_CATEGORIES,
  DISCOUNT_TYPES,
  REDEEM_FREQUENCIES,
} from '../../../src/domain/coupons/couponOptions'
import type { CouponSort, SortOrder } from '../../../src/domain/listSort'
import type { Db } from '../../db/database'
import { csvCell } from '../../lib/csv'
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
import { couponLabels } from './couponHistoryExport'
import { type CouponFilter, couponSortDirection, couponsMatching, SORT_COLUMNS } from './coupons.queries'

// The expiry label as toCoupon tells it (expiryLabelOf), at the moment the batch is read.
const EXPIRY_LABEL = sql<string>`case when c.status = 'inactive' then 'terminate'
  when now() < c.redeem_start_at then 'pending' when now() > c.redeem_end_at then 'expired'
  else 'unexpired' end`

/** A coupon's currency: its country's (the redeem happens at that country's prices). */
const CURRENCIES = Object.fromEntries(COUNTRIES.map((country) => [country.code, country.currency]))

/**
 * The file of a coupon list export: the coupons of the list's filter in the list's sort (ties by id),
 * every page of it. Any sort column can be asked for, so the keyset is the last row's id, whose
 * sort value the next batch is read after; the batch machinery, which walks newest-first times,
 * is given each row's place in the batch as a time that falls row after row.
 */
export function couponListExport(
  db: Db,
  filter: CouponFilter,
  { sort = 'createdAt', order }: { sort?: CouponSort; order?: SortOrder },
  locale: CsvLocale,
): CsvFileQuery {
  const { lang, timeZone } = locale
  const label = (key: string) => t(lang, `coupons.csv.${key}`, { timeZone })
  const direction = sql.raw(couponSortDirection(sort, order))
  const compare = sql.raw(couponSortDirection(sort, order) === 'desc' ? '<' : '>')
  const sortKey = SORT_COLUMNS[sort]
  const ordering = sql`${sortKey} ${direction}, c.id ${direction}`
  const line = csvLineSql([
    csvCellSql(sql.ref('c.name')),
    csvCellSql(sql.ref('c.code')),
    labelCellSql(sql.ref('c.discount_category'), couponLabels(lang, 'categories', DISCOUNT_CATEGORIES)),
    labelCellSql(sql.ref('c.discount_type'), couponLabels(lang, 'discount_types', DISCOUNT_TYPES)),
    ownCellSql(sql.ref('c.discount_amount')),
    ownCellSql(sql.ref('c.discount_percentage')),
    ownCellSql(sql.ref('c.cap_at')),
    labelCellSql(sql.ref('c.location_base'), CURRENCIES),
    localTimeCellSql('c.redeem_start_at', timeZone),
    localTimeCellSql('c.redeem_end_at', timeZone),
    labelCellSql(EXPIRY_LABEL, couponLabels(lang, 'expiry', COUPON_EXPIRY_LABELS)),
    labelCellSql(sql.ref('c.status'), couponLabels(lang, 'statuses', COUPON_STATUSES)),
    ownCellSql(sql.ref('c.total_redeem')),
    sql<string>`(case when c.coupon_limit_unlimited then ${csvCell(label('unlimited'))}::text
      else coalesce(c.coupon_limit_amount::text, '') end)`,
    labelCellSql(
      sql`case when c.coupon_limit_unlimited then null else c.coupon_limit_frequency end`,
      couponLabels(lang, 'frequencies', REDEEM_FREQUENCIES),
    ),
    localTimeCellSql('c.created_at', timeZone),
  ])
  return {
    header: [
      'name',
      'code',
      'discountCategory',
      'discountType',
      'discountAmount',
      'discountPercentage',
      'capAt',
      'currency',
      'redeemStart',
      'redeemEnd',
      'expiry',
      'status',
      'redeemed',
      'couponLimit',
      'couponLimitFrequency',
      'createdAt',
    ].map(label),
    page: (after, limit) =>
      db
        .selectFrom(
          couponsMatching(db, filter, new Date())
            .selectAll('c')
            // The coupon the last batch ended on, looked up again: inside, `c` is that coupon.
            .$if(after !== null, (query) =>
              query.where(
                sql<boolean>`(${sortKey}, c.id) ${compare} (select ${sortKey}, c.id from coupons as c
                  where c.id = ${after?.id}::uuid)`,
              ),
            )
            .orderBy(sql`${sortKey} ${direction}`)
            .orderBy(sql`c.id ${direction}`)
            .limit(limit)
            .as('c'),
        )
        .select([
          line.as('line'),
          sql<Date>`to_timestamp(-row_number() over (order by ${ordering}))`.as('key_at'),
          'c.id as key_id',
        ])
        .orderBy(sql`${ordering}`),
  }
}
