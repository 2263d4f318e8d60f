import { useTranslation } from 'react-i18next'
import type { OrderTracking } from '../../api/orders'
import { formatDateTime } from '../../ui/dateRange/dateRange'

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

/**
 * The tracking timeline of one order, oldest event first (spec section 2): on the tracking screen and in
 * the order status widget. The server answers oldest first; sorted again so it reads so whatever the source.
 */
export function TrackingTimeline({ entries }: { entries: readonly TrackingEntry[] }) {
  const { t } = useTranslation()
  if (entries.length === 0) return <p className="text-fg-muted text-sm">{t('orders:tracking.empty')}</p>
  const sorted = [...entries].sort((a, b) => a.updateDate.localeCompare(b.updateDate))
  return (
    <ol aria-label={t('orders:tracking.timeline')}>
      {sorted.map((entry, index) => (
        <TrackingStep key={entry._id} entry={entry} last={index === sorted.length - 1} />
      ))}
    </ol>
  )
}
