import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonStyles } from '../Button'
import { type BulkAction, BulkActionDialog } from './BulkActionDialog'
import type { RowSelection } from './useRowSelection'

/**
 * What can be done with the rows picked on a list: each bulk action the reader may take, counting the
 * picked rows it applies to, anything the list adds (an export), and dropping the pick. Shown only
 * while some rows are picked.
 */
export function SelectionBar<T>({
  label,
  selection,
  rowKey,
  rowName,
  actions,
  children,
}: {
  /** The bar's accessible name ("Selected FAQs"). */
  label: string
  selection: RowSelection<T>
  rowKey(row: T): string
  rowName(row: T): string
  /** The actions the reader may take (those the permissions allow). */
  actions: readonly BulkAction<T>[]
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const [asking, setAsking] = useState<{ action: BulkAction<T>; rows: T[] } | null>(null)
  const { selected } = selection
  if (selected.length === 0 && !asking) return null
  return (
    <section
      aria-label={label}
      className="mb-3 flex flex-wrap items-center gap-3 rounded-xl border border-accent-muted bg-accent-subtle px-4 py-2"
    >
      <span role="status" className="font-medium text-fg text-sm">
        {t('ui:list.selected', { count: selected.length })}
      </span>
      {actions.map((action) => {
        const rows = selected.filter((row) => action.appliesTo(row))
        return rows.length > 0 ? (
          <button
            key={action.id}
            type="button"
            onClick={() => setAsking({ action, rows })}
            className={buttonStyles.secondary}
          >
            {action.buttonLabel(rows.length)}
          </button>
        ) : null
      })}
      {children}
      <button type="button" onClick={selection.clear} className={buttonStyles.secondary}>
        {t('ui:list.clear_selection')}
      </button>
      {asking ? (
        <BulkActionDialog
          action={asking.action}
          rows={asking.rows}
          rowKey={rowKey}
          rowName={rowName}
          onClose={(changed) => {
            setAsking(null)
            if (changed) selection.clear()
          }}
        />
      ) : null}
    </section>
  )
}
