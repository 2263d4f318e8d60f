import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { dataOrThrow } from '../../api/apiError'
import { ordersKeys } from '../../api/orders'
import { formatMoney } from '../../domain/money'
import { nameIn } from '../../domain/orders'
import { formatDateTime } from '../../ui/dateRange/dateRange'
import { useWidgetClient, WidgetFrame } from '../shared/WidgetFrame'
import { WidgetLoading, WidgetProblemNotice } from '../shared/WidgetStates'
import type { WidgetConnection } from '../shared/widgetAttributes'
import { problemOf } from '../shared/widgetProblem'
import { OrderStatusPill } from './OrderStatusPill'
import { TrackingTimeline } from './TrackingTimeline'

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-fg-muted text-xs">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  )
}

/** The order (getOrder) and its tracking (getOrderTracking), read side by side. */
function OrderStatusView({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation()
  const client = useWidgetClient()
  const order = useQuery({
    queryKey: ordersKeys.detail(orderId),
    queryFn: async ({ signal }) =>
      dataOrThrow(await client.GET('/admin/orders/{id}', { params: { path: { id: orderId } }, signal })),
  })
  const tracking = useQuery({
    queryKey: ordersKeys.tracking(orderId),
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await client.GET('/admin/orders/tracking-status/{id}', { params: { path: { id: orderId } }, signal }),
      ),
  })

  const failed = order.error ?? tracking.error
  if (failed)
    return (
      <WidgetProblemNotice
        problem={problemOf(failed)}
        onRetry={() => {
          void order.refetch()
          void tracking.refetch()
        }}
      />
    )
  if (!order.data || !tracking.data) return <WidgetLoading />

  const detail = order.data
  const none = t('orders:detail.none')
  return (
    <section aria-label={t('widgets:status.label', { number: detail.orderNumber })} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-base">{detail.orderNumber}</p>
        <OrderStatusPill status={tracking.data.status} />
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Field label={t('orders:detail.buyer')}>{nameIn(detail.buyer.name, i18n.language) || none}</Field>
        <Field label={t('orders:detail.date')}>
          <time dateTime={detail.createdAt}>{formatDateTime(detail.createdAt)}</time>
        </Field>
        <Field label={t('orders:detail.total')}>
          <span className="tabular-nums">{formatMoney(detail.totalPrice, detail.currency)}</span>
        </Field>
        <Field label={t('orders:tracking.courier')}>{tracking.data.courierName || none}</Field>
        <Field label={t('orders:tracking.tracking_number')}>{tracking.data.trackingNumber || none}</Field>
      </dl>
      <div className="border-line border-t pt-4">
        <p className="mb-3 font-medium text-fg-secondary">{t('orders:tracking.timeline')}</p>
        <TrackingTimeline entries={tracking.data.entries} />
      </div>
    </section>
  )
}

export interface OrderStatusWidgetProps extends WidgetConnection {
  /** The order to show; none yet shows a hint instead of a call. */
  orderId: string | null
}

/** An order's status with its tracking timeline, for the back-office's screens and `<bo-order-status>`. */
export function OrderStatusWidget({ orderId, ...connection }: OrderStatusWidgetProps) {
  return (
    <WidgetFrame {...connection}>{orderId ? <OrderStatusView orderId={orderId} /> : <NoOrder />}</WidgetFrame>
  )
}

function NoOrder() {
  const { t } = useTranslation()
  return <p className="px-4 py-6 text-center text-fg-muted">{t('widgets:status.no_order')}</p>
}
