import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { dataOrThrow } from '../../api/apiError'
import { type OrderListQuery, type OrderSummary, ordersKeys } from '../../api/orders'
import { formatMoney } from '../../domain/money'
import { nameIn } from '../../domain/orders'
import { buttonStyles } from '../../ui/Button'
import { formatDateTime } from '../../ui/dateRange/dateRange'
import { formatCount, pageCount, rowRange } from '../../ui/pagedList/pagedList'
import { OrderStatusPill } from '../orderStatus/OrderStatusPill'
import { useWidgetClient, WidgetFrame } from '../shared/WidgetFrame'
import { WidgetLoading, WidgetProblemNotice } from '../shared/WidgetStates'
import type { OrderTableOptions, WidgetConnection } from '../shared/widgetAttributes'
import { problemOf } from '../shared/widgetProblem'

/** What a chosen row hands out: the `order-select` event's detail. */
export interface OrderChoice {
  id: string
  orderNumber: string
}

const cell = 'px-3 py-2'

function OrderRow({
  order,
  chosen,
  onChoose,
}: {
  order: OrderSummary
  chosen: boolean
  onChoose(order: OrderSummary): void
}) {
  const { i18n } = useTranslation()
  return (
    // The whole row answers a click; its order number is a button, so Enter (and Space) choose it too.
    <tr
      onClick={() => onChoose(order)}
      className={`cursor-pointer border-line-subtle border-b last:border-b-0 hover:bg-surface-subtle ${chosen ? 'bg-accent-subtle' : ''}`}
    >
      <th scope="row" className={`${cell} text-left font-normal`}>
        <button type="button" aria-pressed={chosen} className={`${buttonStyles.link} whitespace-nowrap`}>
          {order.orderNumber}
        </button>
      </th>
      <td className={cell}>{nameIn(order.buyerName, i18n.language)}</td>
      <td className={`${cell} whitespace-nowrap tabular-nums`}>
        <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
      </td>
      <td className={`${cell} whitespace-nowrap text-right tabular-nums`}>
        {formatMoney(order.totalPrice, order.currency)}
      </td>
      <td className={cell}>
        <OrderStatusPill status={order.status} />
      </td>
    </tr>
  )
}

function OrderTableView({ status, type, pageSize, onSelect }: OrderTableOptions & OrderTableEvents) {
  const { t, i18n } = useTranslation()
  const client = useWidgetClient()
  // Another tab, type or size starts again at page 1.
  const filters = `${status} ${type} ${pageSize}`
  const [paging, setPaging] = useState({ filters, page: 1 })
  const page = paging.filters === filters ? paging.page : 1
  const [chosenId, setChosenId] = useState<string | null>(null)

  const query: OrderListQuery = {
    status,
    limit: pageSize,
    page,
    ...(type === 'ALL' ? {} : { type }),
  }
  const list = useQuery({
    queryKey: ordersKeys.list(query),
    queryFn: async ({ signal }) =>
      dataOrThrow(await client.GET('/admin/orders', { params: { query }, signal })),
    // The rows of the page before stay while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  })

  if (list.error && !list.data)
    return <WidgetProblemNotice problem={problemOf(list.error)} onRetry={() => void list.refetch()} />
  if (!list.data) return <WidgetLoading />

  const { data: orders, total } = list.data
  const count = Math.max(1, pageCount(total, pageSize))
  const range = rowRange(page, pageSize, total)
  const goTo = (next: number) => setPaging({ filters, page: next })
  const choose = (order: OrderSummary) => {
    setChosenId(order._id)
    onSelect?.({ id: order._id, orderNumber: order.orderNumber })
  }
  const number = (value: number) => formatCount(value, i18n.language)

  return (
    <div className="space-y-2">
      <div className="overflow-x-auto rounded-lg border border-line bg-surface">
        <table aria-busy={list.isFetching || undefined} className="w-full border-collapse text-left">
          <caption className="sr-only">{t('orders:table', { status: t(`orders:status.${status}`) })}</caption>
          <thead>
            <tr className="border-line border-b bg-surface-subtle text-fg-muted text-xs">
              <th scope="col" className={`${cell} font-medium`}>
                {t('orders:columns.order_number')}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                {t('orders:columns.buyer')}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                {t('orders:columns.date')}
              </th>
              <th scope="col" className={`${cell} text-right font-medium`}>
                {t('orders:columns.total')}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                {t('orders:detail.status')}
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.length === 0 ? (
              <tr>
                <td colSpan={5} className="px-3 py-6 text-center text-fg-muted">
                  {t('orders:empty')}
                </td>
              </tr>
            ) : (
              orders.map((order) => (
                <OrderRow key={order._id} order={order} chosen={order._id === chosenId} onChoose={choose} />
              ))
            )}
          </tbody>
        </table>
      </div>
      {list.error ? (
        <WidgetProblemNotice problem={problemOf(list.error)} onRetry={() => void list.refetch()} />
      ) : null}
      <nav
        aria-label={t('widgets:table.paging')}
        className="flex flex-wrap items-center justify-between gap-2"
      >
        <p className="text-fg-muted text-xs tabular-nums">
          {total === 0
            ? null
            : t('widgets:table.rows', {
                from: number(range.from),
                to: number(range.to),
                total: number(total),
              })}
        </p>
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={`${buttonStyles.secondary} px-3 py-1 text-sm disabled:cursor-not-allowed disabled:opacity-50`}
            disabled={page <= 1}
            onClick={() => goTo(page - 1)}
          >
            {t('widgets:table.previous')}
          </button>
          <span className="text-fg-secondary text-xs tabular-nums">
            {t('widgets:table.pages', { page: number(page), count: number(count) })}
          </span>
          <button
            type="button"
            className={`${buttonStyles.secondary} px-3 py-1 text-sm disabled:cursor-not-allowed disabled:opacity-50`}
            disabled={page >= count}
            onClick={() => goTo(page + 1)}
          >
            {t('widgets:table.next')}
          </button>
        </div>
      </nav>
    </div>
  )
}

export interface OrderTableEvents {
  /** A row was chosen (clicked, or its order number pressed with Enter or Space). */
  onSelect?(choice: OrderChoice): void
}

export type OrderTableWidgetProps = WidgetConnection & OrderTableOptions & OrderTableEvents

/** One tab of the order list as a paged table, for the back-office's screens and `<bo-order-table>`. */
export function OrderTableWidget({ status, type, pageSize, onSelect, ...connection }: OrderTableWidgetProps) {
  return (
    <WidgetFrame {...connection}>
      <OrderTableView status={status} type={type} pageSize={pageSize} onSelect={onSelect} />
    </WidgetFrame>
  )
}
