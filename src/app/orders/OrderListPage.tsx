import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { Link } from 'wouter'
import {
  type OrderListQuery,
  type OrderPage,
  type OrderSummary,
  ordersKeys,
  requestOrdersExportTicket,
} from '../../api/orders'
import { $api } from '../../api/queryClient'
import { useScreenCommands } from '../../commands/screenCommands'
import type { Command } from '../../commands/types'
import { ORDER_SORTS, type OrderSort } from '../../domain/listSort'
import { formatMoney, formatNumber } from '../../domain/money'
import {
  nameIn,
  ORDER_STATUSES,
  ORDER_TYPE_FILTERS,
  type OrderStatus,
  type OrderTypeFilter,
} from '../../domain/orders'
import { formatPhone } from '../../domain/phone'
import { can, permissionsState } from '../../stores/permissions'
import { buttonStyles } from '../../ui/Button'
import { DateRangeFilter } from '../../ui/dateRange/DateRangeFilter'
import { formatDateTime, isoRangeBounds } from '../../ui/dateRange/dateRange'
import { ExportButton, type ExportHandle } from '../../ui/ExportButton'
import { type Column, PagedList } from '../../ui/pagedList/PagedList'
import { listQuery } from '../../ui/pagedList/pagedList'
import { usePagedList } from '../../ui/pagedList/usePagedList'
import { useRowSelection } from '../../ui/pagedList/useRowSelection'
import { Screen } from '../../ui/ScreenStates'
import { SelectField } from '../../ui/SelectField'
import { MoveOrdersDialog } from './MoveOrdersDialog'
import { OrderSelectionBar } from './OrderSelectionBar'
import { ORDER_TAB_PANEL_ID, OrderStatusTabs, orderTabId } from './OrderStatusTabs'
import { offerOrderMove } from './orderMoves'
import { ordersPaths } from './orders.paths'

const FILTER_KEYS = ['status', 'type', 'from', 'to'] as const
const isStatus = (value: string | undefined): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value ?? '')
const isTypeFilter = (value: string | undefined): value is OrderTypeFilter =>
  (ORDER_TYPE_FILTERS as readonly string[]).includes(value ?? '')

/** The list's tab, type and day range as the address keeps them, in the list call's terms. */
function orderFilters(filters: Readonly<Record<string, string>>): Partial<OrderListQuery> {
  return {
    status: isStatus(filters.status) ? filters.status : ORDER_STATUSES[0],
    ...(isTypeFilter(filters.type) && filters.type !== 'ALL' ? { type: filters.type } : {}),
    ...isoRangeBounds(filters.from, filters.to),
  }
}

/** Orders (spec section 2): the six tabs with their counts, type and date filters, search and sort. */
export function OrderListPage() {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const permissions = useSnapshot(permissionsState)
  const list = usePagedList<OrderSummary, OrderSort>({
    listId: 'orders',
    filterKeys: FILTER_KEYS,
    sorts: ORDER_SORTS,
    query: (params) =>
      $api.queryOptions(...ordersKeys.list({ ...listQuery(params), ...orderFilters(params.filters) })),
  })
  const { filters } = list.params
  const status = isStatus(filters.status) ? filters.status : ORDER_STATUSES[0]
  // The page the list call answered carries the six tabs' counts beside its rows.
  const counts = (list.result as OrderPage | null)?.counts ?? null
  const listFilters = orderFilters(filters)
  const search = list.params.search
  const selection = useRowSelection<OrderSummary>({
    rows: list.result?.data ?? [],
    rowKey: (order) => order._id,
    rowLabel: (order) => t('orders:selection.row', { number: order.orderNumber }),
    // Picked rows belong to one tab as filtered: another tab, filter or search starts a new pick.
    scope: JSON.stringify([listFilters, search]),
  })
  const mayMove = can('orders', 'update', permissions)
  useEffect(() => (mayMove ? offerOrderMove(selection.selected) : undefined), [mayMove, selection.selected])

  const exportButton = useRef<ExportHandle>(null)
  const exportList = () => requestOrdersExportTicket({ ...listFilters, ...(search ? { search } : {}) })
  // The palette's Export CSV runs the button's export: the same filters, progress and Cancel.
  const commands = useMemo<Command[]>(
    () => [
      {
        id: 'export-orders',
        titleKey: 'orders:nav.commands.export_orders',
        keywords: ['export', 'csv', 'download', 'excel', 'ส่งออก', 'ดาวน์โหลด'],
        section: 'actions',
        permission: { feature: 'orders', action: 'access' },
        hiddenInActionBar: true,
        run: () => exportButton.current?.start(),
      },
    ],
    [],
  )
  useScreenCommands(commands)

  const selectColumn = selection.column
  const columns = useMemo<Column<OrderSummary, OrderSort>[]>(
    () => [
      selectColumn,
      {
        id: 'orderNumber',
        header: t('orders:columns.order_number'),
        rowHeader: true,
        className: 'whitespace-nowrap',
        cell: (order) => (
          <Link href={ordersPaths.hrefOf('orders.detail', { id: order._id })} className={buttonStyles.link}>
            {order.orderNumber}
          </Link>
        ),
      },
      {
        id: 'date',
        sort: 'date',
        header: t('orders:columns.date'),
        className: 'whitespace-nowrap tabular-nums',
        cell: (order) => formatDateTime(order.createdAt),
      },
      {
        id: 'buyer',
        header: t('orders:columns.buyer'),
        cell: (order) => (
          <span className="block min-w-0">
            <span className="block font-medium">{nameIn(order.buyerName, language)}</span>
            <span className="block text-fg-muted text-xs">{order.memberId}</span>
          </span>
        ),
      },
      {
        id: 'phone',
        header: t('orders:columns.phone'),
        className: 'whitespace-nowrap tabular-nums',
        cell: (order) => formatPhone(order.phoneCode, order.phoneNumber),
      },
      { id: 'type', header: t('orders:columns.type'), cell: (order) => order.type },
      {
        id: 'items',
        header: t('orders:columns.items'),
        className: 'text-right tabular-nums',
        cell: (order) => formatNumber(order.totalQuantity),
      },
      {
        id: 'total',
        sort: 'total',
        header: t('orders:columns.total'),
        className: 'whitespace-nowrap text-right tabular-nums',
        cell: (order) => formatMoney(order.totalPrice, order.currency),
      },
      {
        id: 'pv',
        header: t('orders:columns.pv'),
        className: 'text-right tabular-nums',
        cell: (order) => formatNumber(order.totalPv),
      },
    ],
    [t, language, selectColumn],
  )

  return (
    <Screen title={t('orders:nav.routes.orders.list.title')}>
      <OrderStatusTabs
        selected={status}
        counts={counts}
        onSelect={(next) => list.patchFilters({ status: next === ORDER_STATUSES[0] ? null : next })}
      />
      <div role="tabpanel" id={ORDER_TAB_PANEL_ID} aria-labelledby={orderTabId(status)}>
        <OrderSelectionBar selection={selection} mayMove={mayMove} />
        <PagedList
          label={t('orders:table', { status: t(`orders:status.${status}`) })}
          columns={columns}
          rowKey={(order) => order._id}
          list={list}
          searchLabel={t('orders:search')}
          searchPlaceholder={t('orders:search_placeholder')}
          emptyText={t('orders:empty')}
          actions={<ExportButton ref={exportButton} request={exportList} />}
          filters={
            <>
              <SelectField
                label={t('orders:type_filter')}
                value={isTypeFilter(filters.type) ? filters.type : 'ALL'}
                onChange={(event) =>
                  list.patchFilters({ type: event.target.value === 'ALL' ? null : event.target.value })
                }
                options={ORDER_TYPE_FILTERS.map((type) => ({ value: type, label: t(`orders:type.${type}`) }))}
                className="w-36 [&_label]:text-xs [&_select]:py-2"
              />
              <DateRangeFilter
                from={filters.from ?? null}
                to={filters.to ?? null}
                onChange={(from, to) => list.patchFilters({ from, to })}
              />
            </>
          }
        />
      </div>
      <MoveOrdersDialog onMoved={selection.clear} />
    </Screen>
  )
}
