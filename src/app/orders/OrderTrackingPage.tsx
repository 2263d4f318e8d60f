import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'wouter'
import { ordersKeys } from '../../api/orders'
import { $api } from '../../api/queryClient'
import { Button, buttonStyles } from '../../ui/Button'
import { RecordStates, Screen } from '../../ui/ScreenStates'
import { useRecord } from '../../ui/useRecord'
import { OrderStatusPill } from '../../widgets/orderStatus/OrderStatusPill'
import { TrackingTimeline } from '../../widgets/orderStatus/TrackingTimeline'
import { Field, OrderCard, OrderNotFound } from './OrderParts'
import { copyOrderNumber, useOpenOrder } from './openOrder'
import { ordersPaths } from './orders.paths'

/** The tracking timeline of one order, oldest event first (spec section 2). */
export function OrderTrackingPage() {
  const { t } = useTranslation()
  const { id = '' } = useParams<{ id?: string }>()
  const record = useRecord($api.queryOptions(...ordersKeys.tracking(id)))
  const tracking = record.data
  useOpenOrder(tracking)
  const title = t('orders:nav.routes.orders.tracking.title')

  if (record.status === 'missing') return <OrderNotFound />
  if (!tracking || record.status !== 'ready')
    return (
      <Screen title={title}>
        <RecordStates
          status={record.status === 'ready' ? 'loading' : record.status}
          onRetry={record.reload}
          backHref={ordersPaths.hrefOf('orders.list')}
          backLabel={t('orders:detail.back')}
        />
      </Screen>
    )

  return (
    <Screen title={title}>
      <div className="flex flex-wrap gap-2">
        <Link
          href={ordersPaths.hrefOf('orders.detail', { id: tracking._id })}
          className={buttonStyles.secondary}
        >
          {t('orders:tracking.back')}
        </Link>
        <Button variant="secondary" className="w-auto" onClick={() => copyOrderNumber(tracking.orderNumber)}>
          {t('orders:detail.copy_number')}
        </Button>
      </div>
      <OrderCard title={t('orders:detail.summary')}>
        <dl className="grid gap-3 sm:grid-cols-4">
          <Field label={t('orders:detail.order_number')}>
            <span className="font-semibold">{tracking.orderNumber}</span>
          </Field>
          <Field label={t('orders:detail.status')}>
            <OrderStatusPill status={tracking.status} />
          </Field>
          <Field label={t('orders:tracking.courier')}>
            {tracking.courierName || t('orders:detail.none')}
          </Field>
          <Field label={t('orders:tracking.tracking_number')}>
            {tracking.trackingNumber || t('orders:detail.none')}
          </Field>
        </dl>
      </OrderCard>
      <OrderCard title={t('orders:tracking.timeline')}>
        <TrackingTimeline entries={tracking.entries} />
      </OrderCard>
    </Screen>
  )
}
