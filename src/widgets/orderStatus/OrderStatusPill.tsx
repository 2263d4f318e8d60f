import { useTranslation } from 'react-i18next'
import type { OrderStatus } from '../../domain/orders'

const STATUS_STYLES: Record<OrderStatus, string> = {
  to_pay: 'bg-warning-subtle text-warning ring-amber-600/20',
  to_ship: 'bg-accent-subtle text-accent ring-primary-600/20',
  to_receive: 'bg-accent-subtle text-accent ring-primary-600/20',
  to_review: 'bg-surface-muted text-fg-secondary ring-gray-500/20',
  cancel_refund: 'bg-danger-subtle text-danger ring-red-600/20',
  complete: 'bg-success-subtle text-success ring-green-600/20',
}

/** An order's tab as a pill: the words carry the status, colour only repeats it. */
export function OrderStatusPill({ status }: { status: OrderStatus }) {
  const { t } = useTranslation()
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset ${STATUS_STYLES[status]}`}
    >
      {t(`orders:status.${status}`)}
    </span>
  )
}
