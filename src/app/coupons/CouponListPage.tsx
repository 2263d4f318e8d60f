import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { Link } from 'wouter'
import { type Coupon, changeCoupons, couponsKeys, requestCouponsExportTicket } from '../../api/coupons'
import { $api } from '../../api/queryClient'
import { RECORD_STATUSES } from '../../domain/constants'
import { COUPON_EXPIRY_LABELS, DISCOUNT_CATEGORIES } from '../../domain/coupons/couponOptions'
import { COUPON_SORTS, type CouponSort } from '../../domain/listSort'
import { formatMoney } from '../../domain/money'
import { can, permissionsState } from '../../stores/permissions'
import { buttonStyles } from '../../ui/Button'
import { formatDate } from '../../ui/dateRange/dateRange'
import { ExportButton } from '../../ui/ExportButton'
import { knownFilter, ListFilterSelect, StatusFilterSelect } from '../../ui/pagedList/ListFilterSelect'
import { type Column, PagedList } from '../../ui/pagedList/PagedList'
import { type ListParams, listQuery } from '../../ui/pagedList/pagedList'
import { usePagedList } from '../../ui/pagedList/usePagedList'
import { useStatusBulk } from '../../ui/pagedList/useStatusBulk'
import { RowActions } from '../../ui/RowActions'
import { Screen } from '../../ui/ScreenStates'
import { StatusPill } from '../../ui/StatusPill'
import { CouponActionDialog } from './CouponActionDialog'
import { useExportCommand } from './components/useExportCommand'
import { askCouponAction, offers } from './couponActions'
import { couponsPaths } from './coupons.paths'

const FILTER = 'w-44 [&_label]:text-xs [&_select]:py-2'
const rowAction =
  'rounded-lg px-2.5 py-1 font-medium text-sm outline-none transition focus-visible:ring-2 focus-visible:ring-primary-500 text-accent-strong hover:bg-accent-subtle'

/** The list's status filter (active, inactive) as the contract asks it (Active, Inactive). */
const STATUS_QUERY = { active: 'Active', inactive: 'Inactive' } as const

/** The list's filters as the list and its export ask for them. */
function filtersOf(params: ListParams<CouponSort>) {
  const status = knownFilter(RECORD_STATUSES, params.filters.status)
  return {
    status: status ? STATUS_QUERY[status] : 'All',
    discountCategory: knownFilter(DISCOUNT_CATEGORIES, params.filters.category) ?? 'All',
    expiryLabel: knownFilter(COUPON_EXPIRY_LABELS, params.filters.expiry),
  } as const
}

/** What a coupon takes off: its amount, or its percentage up to its cap. */
export function discountText(
  coupon: Coupon,
  t: (key: string, vars?: Record<string, unknown>) => string,
): string {
  if (coupon.discountType === 'Fix Amount Discount') return formatMoney(coupon.discountAmount ?? 0)
  return t('coupons:discount_percentage', {
    percentage: coupon.discountPercentage,
    cap: formatMoney(coupon.capAt ?? 0),
  })
}

/** Coupons (spec sections 2 and 3): name, code, discount, redeem period, expiry label, status, redeemed of limit. */
export function CouponListPage() {
  const { t } = useTranslation()
  const permissions = useSnapshot(permissionsState)
  const list = usePagedList<Coupon, CouponSort>({
    listId: 'coupons',
    filterKeys: ['status', 'category', 'expiry', 'from', 'to'],
    sorts: COUPON_SORTS,
    query: (params) => $api.queryOptions(...couponsKeys.list({ ...listQuery(params), ...filtersOf(params) })),
  })
  const exportButton = useExportCommand('export-coupons', 'coupons:nav.commands.export_coupons')
  // Every page of what the list shows: its search, filters and sort.
  const exportList = () => {
    const { search, sort, order } = listQuery(list.params)
    return requestCouponsExportTicket({ search, sort, order, ...filtersOf(list.params) })
  }
  const mayEdit = can('coupons', 'update', permissions)
  const mayDelete = can('coupons', 'delete', permissions)
  const bulk = useStatusBulk({
    list,
    label: t('coupons:selection.label'),
    rowLabel: (coupon) => t('coupons:selection.row', { code: coupon.code }),
    rowName: (coupon) => t('coupons:coupon_named', { code: coupon.code }),
    records: (count) => t('coupons:selection.records', { count }),
    run: changeCoupons,
    mayUpdate: mayEdit,
    mayDelete,
    deletable: (coupon) => coupon.isAbleToDelete,
  })

  const columns = useMemo<Column<Coupon, CouponSort>[]>(
    () => [
      ...bulk.columns,
      {
        id: 'name',
        sort: 'name',
        header: t('coupons:columns.name'),
        rowHeader: true,
        className: 'min-w-40',
        cell: (c) => c.name,
      },
      {
        id: 'code',
        sort: 'code',
        header: t('coupons:columns.code'),
        className: 'font-mono whitespace-nowrap',
        cell: (c) => c.code,
      },
      {
        id: 'discount',
        header: t('coupons:columns.discount'),
        className: 'whitespace-nowrap',
        cell: (c) => discountText(c, (key, vars) => t(key, vars ?? {})),
      },
      {
        id: 'period',
        sort: 'redeemStart',
        header: t('coupons:columns.redeem_period'),
        className: 'whitespace-nowrap tabular-nums',
        cell: (c) =>
          t('coupons:period', { from: formatDate(c.redeemStartDate), to: formatDate(c.redeemEndDate) }),
      },
      {
        id: 'expiry',
        header: t('coupons:columns.expiry'),
        cell: (c) => t(`coupons:expiry.${c.expiryLabel}`),
      },
      { id: 'status', header: t('coupons:columns.status'), cell: (c) => <StatusPill status={c.status} /> },
      {
        id: 'redeemed',
        sort: 'totalRedeem',
        header: t('coupons:columns.redeemed'),
        className: 'whitespace-nowrap tabular-nums',
        cell: (c) =>
          c.couponRedeemLimit.isUnlimited
            ? t('coupons:redeemed_unlimited', { count: c.totalRedeem })
            : t('coupons:redeemed_of', { count: c.totalRedeem, limit: c.couponRedeemLimit.limitAmount }),
      },
      {
        id: 'actions',
        header: t('ui:actions_column'),
        hiddenHeader: true,
        className: 'text-right whitespace-nowrap',
        cell: (coupon) => {
          const toggle = coupon.status === 'active' ? 'deactivate' : 'activate'
          return (
            <div className="flex items-center justify-end gap-1">
              <Link
                className={rowAction}
                href={couponsPaths.hrefOf('coupons.history', { id: coupon._id })}
                aria-label={t('coupons:history_named', { code: coupon.code })}
              >
                {t('coupons:history')}
              </Link>
              {mayEdit ? (
                <button
                  type="button"
                  className={rowAction}
                  aria-label={t(`coupons:actions.${toggle}_named`, { code: coupon.code })}
                  onClick={() => askCouponAction(toggle, [coupon])}
                >
                  {t(`coupons:actions.${toggle}`)}
                </button>
              ) : null}
              <RowActions
                name={coupon.code}
                editHref={mayEdit ? couponsPaths.hrefOf('coupons.edit', { id: coupon._id }) : null}
                onDelete={
                  mayDelete && offers('delete', coupon) ? () => askCouponAction('delete', [coupon]) : null
                }
              />
            </div>
          )
        },
      },
    ],
    [t, mayEdit, mayDelete, bulk.columns],
  )

  return (
    <Screen title={t('coupons:nav.routes.coupons.list.title')}>
      <nav aria-label={t('coupons:service_keys.related')} className="flex justify-end">
        <Link href={couponsPaths.hrefOf('coupons.serviceKeys')} className={buttonStyles.secondary}>
          {t('coupons:service_keys.open')}
        </Link>
      </nav>
      {bulk.bar}
      <PagedList
        label={t('coupons:table')}
        columns={columns}
        rowKey={(coupon) => coupon._id}
        list={list}
        searchLabel={t('coupons:search')}
        searchPlaceholder={t('coupons:search_placeholder')}
        emptyText={t('coupons:empty')}
        actions={<ExportButton ref={exportButton} request={exportList} />}
        filters={
          <>
            <StatusFilterSelect list={list} className={FILTER} />
            <ListFilterSelect
              list={list}
              filterKey="category"
              label={t('coupons:columns.discount_category')}
              allLabel={t('coupons:all_categories')}
              options={DISCOUNT_CATEGORIES.map((value) => ({
                value,
                label: t(`coupons:categories.${value}`),
              }))}
              className={FILTER}
            />
            <ListFilterSelect
              list={list}
              filterKey="expiry"
              label={t('coupons:columns.expiry')}
              allLabel={t('coupons:all_expiry')}
              options={COUPON_EXPIRY_LABELS.map((value) => ({ value, label: t(`coupons:expiry.${value}`) }))}
              className={FILTER}
            />
          </>
        }
      />
      <CouponActionDialog />
    </Screen>
  )
}
