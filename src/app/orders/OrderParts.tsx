import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { OrderStatus } from '../../domain/orders'
import { buttonStyles } from '../../ui/Button'
import { Screen } from '../../ui/ScreenStates'
import { ordersPaths } from './orders.paths'

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

/** One titled card of an order screen. */
export function OrderCard({
  title,
  children,
  className = '',
}: {
  title: string
  children: ReactNode
  className?: string
}) {
  return (
    <section
      aria-label={title}
      className={`rounded-2xl border border-line bg-surface p-4 shadow-sm ${className}`}
    >
      <h2 className="mb-3 font-semibold text-fg">{title}</h2>
      {children}
    </section>
  )
}

/** A label and its value in a card's description list. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-fg-muted text-xs">{label}</dt>
      <dd className="break-words text-fg">{children}</dd>
    </div>
  )
}

/**
 * What an order screen shows for an order that is not there (spec section 4: the detail's 404 sets
 * error '404'); a malformed id names no order either.
 */
export function OrderNotFound() {
  const { t } = useTranslation()
  return (
    <Screen title={t('orders:nav.routes.orders.detail.title')}>
      <div
        role="alert"
        className="space-y-3 rounded-2xl border border-warning-line bg-warning-subtle p-6 text-warning"
      >
        <p className="font-bold text-4xl">{t('orders:not_found.title')}</p>
        <p className="font-semibold">{t('orders:not_found.message')}</p>
        <Link href={ordersPaths.hrefOf('orders.list')} className={buttonStyles.secondary}>
          {t('orders:detail.back')}
        </Link>
      </div>
    </Screen>
  )
}
