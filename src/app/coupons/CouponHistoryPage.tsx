import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { useLocation, useSearch } from 'wouter'
import { type CouponHistory, couponsKeys, requestCouponHistoryExportTicket } from '../../api/coupons'
import { $api } from '../../api/queryClient'
import { historyAmountQuery } from '../../domain/coupons/couponOptions'
import { formatMoney } from '../../domain/money'
import { can, permissionsState } from '../../stores/permissions'
import { buttonStyles } from '../../ui/Button'
import { DateRangeFilter } from '../../ui/dateRange/DateRangeFilter'
import { formatDateTime, isoRangeBounds } from '../../ui/dateRange/dateRange'
import { ExportButton } from '../../ui/ExportButton'
import { type Column, PagedList } from '../../ui/pagedList/PagedList'
import { type ListParams, listQuery } from '../../ui/pagedList/pagedList'
import { usePagedList } from '../../ui/pagedList/usePagedList'
import { Screen } from '../../ui/ScreenStates'
import { TextField } from '../../ui/TextField'
import { CouponActionDialog } from './CouponActionDialog'
import { CouponScreenLinks } from './components/CouponScreenLinks'
import { useExportCommand } from './components/useExportCommand'
import { askCouponAction, offers, useOpenCoupon } from './couponActions'
import { couponsPaths } from './coupons.paths'

type Redemption = CouponHistory['data'][number]
const AMOUNT = /^\d{0,12}(\.\d{0,2})?$/

/** The least and most discount, applied together on Enter or with the button. */
function AmountFilter({
  min,
  max,
  onApply,
}: {
  min: string
  max: string
  onApply(min: string, max: string): void
}) {
  const { t } = useTranslation()
  const [low, setLow] = useState(min)
  const [high, setHigh] = useState(max)
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        onApply(low, high)
      }}
    >
      {(
        [
          ['min', low, setLow],
          ['max', high, setHigh],
        ] as const
      ).map(([key, value, set]) => (
        <TextField
          key={key}
          label={t(`coupons:history_filter.${key}`)}
          inputMode="decimal"
          value={value}
          onChange={(event) => AMOUNT.test(event.target.value) && set(event.target.value)}
          className="w-32 [&_input]:py-2 [&_label]:text-xs"
        />
      ))}
      <button type="submit" className={buttonStyles.secondary}>
        {t('coupons:history_filter.apply')}
      </button>
    </form>
  )
}

/** The history's amount and date filters as the history and its export ask for them. */
const historyFiltersOf = (params: ListParams) => ({
  ...historyAmountQuery(params.filters.min ?? '', params.filters.max ?? ''),
  ...isoRangeBounds(params.filters.from, params.filters.to),
})

/** The orders that redeemed one coupon (spec section 3's coupon history), by amount and date. */
export function CouponHistoryPage() {
  const { t } = useTranslation()
  const id = new URLSearchParams(useSearch()).get('id') ?? ''
  const list = usePagedList<Redemption>({
    listId: 'couponHistory',
    filterKeys: ['id', 'min', 'max', 'from', 'to'],
    query: (params) =>
      $api.queryOptions(...couponsKeys.history(id, { ...listQuery(params), ...historyFiltersOf(params) })),
  })
  const exportButton = useExportCommand('export-coupon-history', 'coupons:nav.commands.export_history')
  // Every redemption the history shows: its search, amounts and range.
  const exportHistory = () =>
    requestCouponHistoryExportTicket(id, {
      search: listQuery(list.params).search,
      ...historyFiltersOf(list.params),
    })
  // The history answers its coupon with each page; its actions need the whole coupon.
  const coupon = (list.result as CouponHistory | null)?.coupon
  const [, navigate] = useLocation()
  const permissions = useSnapshot(permissionsState)
  const whole = useQuery({ ...$api.queryOptions(...couponsKeys.detail(id)), enabled: id !== '' })
  useOpenCoupon(whole.data ?? null)
  const current = whole.data
  const toggle = current?.status === 'active' ? 'deactivate' : 'activate'
  const columns = useMemo<Column<Redemption>[]>(
    () => [
      {
        id: 'order',
        header: t('coupons:history_columns.order'),
        rowHeader: true,
        className: 'font-mono',
        cell: (r) => r.orderNumber ?? '—',
      },
      {
        id: 'member',
        header: t('coupons:history_columns.member'),
        cell: (r) => (r.member ? `${r.member.memberId} ${r.member.name}` : '—'),
      },
      {
        id: 'amount',
        header: t('coupons:history_columns.discount'),
        className: 'tabular-nums',
        cell: (r) => formatMoney(r.discountAmount),
      },
      {
        id: 'total',
        header: t('coupons:history_columns.total'),
        className: 'tabular-nums',
        cell: (r) => (r.totalPrice === null ? '—' : formatMoney(r.totalPrice)),
      },
      {
        id: 'at',
        header: t('coupons:history_columns.redeemed_at'),
        className: 'whitespace-nowrap tabular-nums',
        cell: (r) => formatDateTime(r.redeemedAt),
      },
      {
        id: 'released',
        header: t('coupons:history_columns.released'),
        cell: (r) => (r.releasedAt ? t('coupons:released_at', { at: formatDateTime(r.releasedAt) }) : ''),
      },
    ],
    [t],
  )
  const { filters } = list.params
  return (
    <Screen
      title={
        coupon
          ? t('coupons:history_title', { code: coupon.code, name: coupon.name })
          : t('coupons:nav.routes.coupons.history.title')
      }
    >
      {current ? (
        <div className="mb-3">
          <CouponScreenLinks couponId={current._id} here="coupons.history" />
        </div>
      ) : null}
      {current && can('coupons', 'update', permissions) ? (
        <div className="mb-3 flex gap-2">
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => askCouponAction(toggle, [current])}
          >
            {t(`coupons:actions.${toggle}`)}
          </button>
          {can('coupons', 'delete', permissions) && offers('delete', current) ? (
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => askCouponAction('delete', [current])}
            >
              {t('ui:delete')}
            </button>
          ) : null}
        </div>
      ) : null}
      <PagedList
        label={t('coupons:history_table')}
        columns={columns}
        rowKey={(r) => r._id}
        list={list}
        searchLabel={t('coupons:history_search')}
        searchPlaceholder={t('coupons:history_search_placeholder')}
        emptyText={t('coupons:history_empty')}
        actions={<ExportButton ref={exportButton} request={exportHistory} />}
        filters={
          <>
            <AmountFilter
              key={`${filters.min ?? ''}|${filters.max ?? ''}`}
              min={filters.min ?? ''}
              max={filters.max ?? ''}
              onApply={(min, max) => list.patchFilters({ min, max })}
            />
            <DateRangeFilter
              from={filters.from ?? null}
              to={filters.to ?? null}
              onChange={(from, to) => list.patchFilters({ from, to })}
            />
          </>
        }
      />
      <CouponActionDialog onDeleted={() => navigate(couponsPaths.hrefOf('coupons.list'))} />
    </Screen>
  )
}
