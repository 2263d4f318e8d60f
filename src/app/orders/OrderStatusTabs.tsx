import { type KeyboardEvent, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderPage } from '../../api/orders'
import { ORDER_STATUSES, type OrderStatus } from '../../domain/orders'
import { formatCount } from '../../ui/pagedList/pagedList'

export const orderTabId = (status: OrderStatus) => `order-tab-${status}`
export const ORDER_TAB_PANEL_ID = 'order-tab-panel'

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
}

/**
 * The order list's six tabs with their counts: one tab stop, the arrow keys (and Home, End) move to a
 * tab and show it, as the ARIA tabs pattern with automatic activation does.
 */
export function OrderStatusTabs({
  selected,
  counts,
  onSelect,
}: {
  selected: OrderStatus
  counts: OrderPage['counts'] | null
  onSelect(status: OrderStatus): void
}) {
  const { t, i18n } = useTranslation()
  const tabs = useRef<Partial<Record<OrderStatus, HTMLButtonElement | null>>>({})

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key]
    if (!step) return
    event.preventDefault()
    const next = ORDER_STATUSES[step(ORDER_STATUSES.indexOf(selected), ORDER_STATUSES.length)]
    onSelect(next)
    tabs.current[next]?.focus()
  }

  return (
    <div
      role="tablist"
      aria-label={t('orders:tabs_label')}
      onKeyDown={onKeyDown}
      className="flex gap-1 overflow-x-auto border-line border-b"
    >
      {ORDER_STATUSES.map((status) => {
        const active = status === selected
        return (
          <button
            key={status}
            ref={(element) => {
              tabs.current[status] = element
            }}
            type="button"
            role="tab"
            id={orderTabId(status)}
            aria-selected={active}
            aria-controls={ORDER_TAB_PANEL_ID}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(status)}
            className={`-mb-px inline-flex shrink-0 items-center gap-2 whitespace-nowrap rounded-t-lg border-b-2 px-3 py-2 font-medium text-sm outline-none focus-visible:ring-2 focus-visible:ring-primary-500 ${
              active
                ? 'border-primary-600 text-accent'
                : 'border-transparent text-fg-muted hover:border-line-strong hover:text-fg'
            }`}
          >
            {t(`orders:status.${status}`)}
            <span
              className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${
                active ? 'bg-accent-muted text-accent-strong' : 'bg-surface-muted text-fg-secondary'
              }`}
            >
              {counts ? formatCount(counts[status], i18n.language) : '–'}
            </span>
          </button>
        )
      })}
    </div>
  )
}
