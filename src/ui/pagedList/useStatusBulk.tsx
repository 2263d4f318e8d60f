import { type ReactNode, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { BulkChange, BulkOutcome } from '../../api/bulk'
import type { Column } from './PagedList'
import { SelectionBar } from './SelectionBar'
import { statusBulkActions } from './statusBulkActions'
import type { PagedListState } from './usePagedList'
import { useRowSelection } from './useRowSelection'

/**
 * Picking rows of a list whose records have a status and can be deleted, and the bar that activates,
 * deactivates or deletes the picked ones: `columns` (the check boxes, or none when the reader may do
 * none of it) go first in the list's columns, `bar` above the list.
 */
export function useStatusBulk<T extends { _id: string; status: string }, S extends string>({
  list,
  label,
  rowLabel,
  rowName,
  records,
  run,
  mayUpdate,
  mayDelete,
  deletable,
}: {
  list: PagedListState<T, S>
  /** The bar's accessible name ("Selected FAQs"). */
  label: string
  /** A row's check box's accessible name ("Select FAQ 12"). */
  rowLabel(row: T): string
  /** How the summary names a record that could not be changed. */
  rowName(row: T): string
  /** The records in the reader's language, for `count` of them ("FAQs"). */
  records(count: number): string
  run(action: BulkChange, ids: string[]): Promise<BulkOutcome>
  mayUpdate: boolean
  mayDelete: boolean
  deletable?(row: T): boolean
}): { columns: Column<T, S>[]; bar: ReactNode } {
  const { t } = useTranslation()
  const selection = useRowSelection<T>({
    rows: list.result?.data ?? [],
    rowKey: (row) => row._id,
    rowLabel,
    scope: JSON.stringify([list.params.search, list.params.filters]),
  })
  const actions = statusBulkActions<T>({ t, records, run, mayUpdate, mayDelete, deletable })
  const offered = actions.length > 0
  const columns = useMemo(
    () => (offered ? [selection.column as Column<T, S>] : []),
    [offered, selection.column],
  )
  return {
    columns,
    bar: offered && (
      <SelectionBar
        label={label}
        selection={selection}
        rowKey={(row) => row._id}
        rowName={rowName}
        actions={actions}
      />
    ),
  }
}
