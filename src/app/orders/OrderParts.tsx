import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { buttonStyles } from '../../ui/Button'
import { Screen } from '../../ui/ScreenStates'
import { ordersPaths } from './orders.paths'

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
