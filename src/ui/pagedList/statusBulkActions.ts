import type { TFunction } from 'i18next'
import type { BulkChange, BulkOutcome } from '../../api/bulk'
import type { BulkAction } from './BulkActionDialog'

/**
 * Activate, deactivate and delete for a list whose records have an active/inactive status and can be
 * deleted (FAQs, articles, push notifications), those the reader may take. `records(count)` names the
 * records in the reader's language ("FAQs"), for the texts that count them.
 */
export function statusBulkActions<T extends { status: string }>({
  t,
  records,
  run,
  mayUpdate,
  mayDelete,
  deletable = () => true,
  actsOn = () => true,
}: {
  t: TFunction
  records(count: number): string
  run(action: BulkChange, ids: string[]): Promise<BulkOutcome>
  mayUpdate: boolean
  mayDelete: boolean
  /** Whether a record may be deleted at all (a coupon never redeemed); all may unless said. */
  deletable?(row: T): boolean
  /** Whether the reader may act on a record at all (a staff account within their reach); all unless said. */
  actsOn?(row: T): boolean
}): BulkAction<T>[] {
  const action = (change: BulkChange, appliesTo: (row: T) => boolean): BulkAction<T> => ({
    id: change,
    buttonLabel: (count) => t(`ui:bulk.${change}.button`, { count }),
    question: (count) => t(`ui:bulk.${change}.question`, { count, records: records(count) }),
    doneText: (count) => t(`ui:bulk.${change}.done`, { count, records: records(count) }),
    confirmLabel: t(`ui:bulk.${change}.confirm`),
    tone: change === 'delete' ? 'danger' : 'primary',
    appliesTo: (row) => actsOn(row) && appliesTo(row),
    run: (ids) => run(change, ids),
  })
  return [
    ...(mayUpdate
      ? [
          action('activate', (row) => row.status !== 'active'),
          action('deactivate', (row) => row.status === 'active'),
        ]
      : []),
    ...(mayDelete ? [action('delete', deletable)] : []),
  ]
}
