import { useTranslation } from 'react-i18next'
import { type OrderSummary, requestOrdersExportTicket } from '../../api/orders'
import { nextOrderStatus } from '../../domain/orderTransitions'
import { buttonStyles } from '../../ui/Button'
import { ExportButton } from '../../ui/ExportButton'
import type { RowSelection } from '../../ui/pagedList/useRowSelection'
import { askToMoveOrders, ordersThatMove } from './orderMoves'

/**
 * What can be done with the orders picked on the list: move them to their next status (for those who
 * may update orders), export them, or drop the pick. Shown only while some are picked.
 */
export function OrderSelectionBar({
  selection,
  mayMove,
}: {
  selection: RowSelection<OrderSummary>
  mayMove: boolean
}) {
  const { t } = useTranslation()
  const { selected } = selection
  if (selected.length === 0) return null
  const movable = ordersThatMove(selected)
  const targets = new Set(movable.map((order) => nextOrderStatus(order.status)))
  const target = targets.size === 1 ? [...targets][0] : null
  return (
    <section
      aria-label={t('orders:selection.label')}
      className="mb-3 flex flex-wrap items-center gap-3 rounded-xl border border-accent-muted bg-accent-subtle px-4 py-2"
    >
      <span role="status" className="font-medium text-fg text-sm">
        {t('ui:list.selected', { count: selected.length })}
      </span>
      {mayMove && movable.length > 0 ? (
        <button type="button" onClick={askToMoveOrders} className={buttonStyles.secondary}>
          {target
            ? t('orders:move.button', { status: t(`orders:status.${target}`) })
            : t('orders:move.button_mixed')}
        </button>
      ) : null}
      <ExportButton
        label={t('orders:selection.export')}
        request={() => requestOrdersExportTicket({ ids: selected.map((order) => order._id).join(',') })}
      />
      <button type="button" onClick={selection.clear} className={buttonStyles.secondary}>
        {t('ui:list.clear_selection')}
      </button>
    </section>
  )
}
