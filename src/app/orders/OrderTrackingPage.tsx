import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'wouter'
import { type OrderTracking, ordersKeys } from '../../api/orders'
import { $api } from '../../api/queryClient'
import { Button, buttonStyles } from '../../ui/Button'
import { formatDateTime } from '../../ui/dateRange/dateRange'
import { RecordStates, Screen } from '../../ui/ScreenStates'
import { useRecord } from '../../ui/useRecord'
import { Field, OrderCard, OrderNotFound, OrderStatusPill } from './OrderParts'
import { copyOrderNumber, useOpenOrder } from './openOrder'
import { ordersPaths } from './orders.paths'

type TrackingEntry = OrderTracking['entries'][number]

/** One step of the parcel's way: what happened, its courier code and description, when, and the signature. */
function TrackingStep({ entry, last }: { entry: TrackingEntry; last: boolean }) {
  const { t } = useTranslation()
  return (
    <li className="relative flex gap-4 pb-6 last:pb-0">
      {last ? null : (
        <span aria-hidden="true" className="absolute start-[0.4375rem] top-5 bottom-0 w-px bg-line-strong" />
      )}
      <span
        aria-hidden="true"
        className={`mt-1 size-4 shrink-0 rounded-full border-2 ${last ? 'border-primary-600 bg-primary-600' : 'border-line-strong bg-surface'}`}
      />
      <div className="min-w-0 space-y-1">
        <p className="font-medium text-fg">{entry.name}</p>
        <p className="text-fg-secondary text-sm">
          <span className="me-2 rounded bg-surface-muted px-1.5 py-0.5 font-mono text-xs">
            {entry.statusCode}
          </span>
          {entry.statusDesc}
        </p>
        <p className="text-fg-muted text-xs tabular-nums">
          <time dateTime={entry.updateDate}>{formatDateTime(entry.updateDate)}</time>
          {entry.trackingNumber ? ` · ${t('orders:tracking.tracking_number')} ${entry.trackingNumber}` : null}
        </p>
        {entry.lastMileSignature ? (
          <figure className="space-y-1">
            <img
              src={entry.lastMileSignature}
              alt={t('orders:tracking.signature', { name: entry.name })}
              className="h-20 max-w-xs rounded-lg border border-line bg-surface object-contain"
            />
            <figcaption className="text-fg-muted text-xs">{t('orders:tracking.signature_label')}</figcaption>
          </figure>
        ) : null}
      </div>
    </li>
  )
}

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

  // The server answers oldest first; sorted again so the timeline reads so whatever the source.
  const entries = [...tracking.entries].sort((a, b) => a.updateDate.localeCompare(b.updateDate))
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
        {entries.length === 0 ? (
          <p className="text-fg-muted text-sm">{t('orders:tracking.empty')}</p>
        ) : (
          <ol aria-label={t('orders:tracking.timeline')}>
            {entries.map((entry, index) => (
              <TrackingStep key={entry._id} entry={entry} last={index === entries.length - 1} />
            ))}
          </ol>
        )}
      </OrderCard>
    </Screen>
  )
}
