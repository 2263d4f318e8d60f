import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { BulkOutcome } from '../../api/bulk'
import { ConfirmDialog } from '../ConfirmDialog'
import { ProgressBar } from '../ProgressBar'
import { BULK_BATCH_SIZE, type BulkRunResult, runInBatches } from './bulkRun'

/** Something a list can do to many of its records at once (activate, deactivate, delete...). */
export interface BulkAction<T> {
  id: string
  /** The selection bar's button for the `count` picked rows it applies to ("Activate 3"). */
  buttonLabel(count: number): string
  /** The confirmation's question, naming the count ("Delete 3 FAQs?"). */
  question(count: number): string
  /** The summary's line for the records changed ("3 FAQs deleted"). */
  doneText(count: number): string
  confirmLabel: string
  tone?: 'primary' | 'danger'
  /** Whether it applies to a picked row (activate: only to the inactive ones). */
  appliesTo(row: T): boolean
  /** One all-or-nothing call for at most BULK_BATCH_SIZE records. */
  run(ids: string[]): Promise<BulkOutcome>
}

type Phase =
  | { kind: 'confirm'; error: string | null }
  | { kind: 'running'; handled: number }
  | { kind: 'summary'; result: BulkRunResult; error: string | null }

/**
 * Asks before a bulk action (naming the count), runs it batch by batch with a progress bar, then says
 * what was changed and what was not and why, and offers to do the others where a refused record held
 * its batch back.
 */
export function BulkActionDialog<T>({
  action,
  rows,
  rowKey,
  rowName,
  onClose,
}: {
  action: BulkAction<T>
  rows: readonly T[]
  rowKey(row: T): string
  /** How the summary names a record ("FAQ 12", "BK000001"). */
  rowName(row: T): string
  /** Closed; `changed` says whether any record was changed (the list's pick is then dropped). */
  onClose(changed: boolean): void
}) {
  const { t } = useTranslation()
  const [ids, setIds] = useState(() => rows.map(rowKey))
  const [phase, setPhase] = useState<Phase>({ kind: 'confirm', error: null })
  const [changed, setChanged] = useState(false)
  const names = new Map(rows.map((row) => [rowKey(row), rowName(row)]))

  const start = async (toRun: string[]) => {
    setIds(toRun)
    setPhase({ kind: 'running', handled: 0 })
    const result: BulkRunResult = { done: [], failed: [], untouched: [] }
    try {
      Object.assign(
        result,
        await runInBatches(toRun, action.run, (handled) => setPhase({ kind: 'running', handled })),
      )
      setChanged((was) => was || result.done.length > 0)
      setPhase({ kind: 'summary', result, error: null })
    } catch (error) {
      // The server or the network failed a batch: what was done before it stays done and is said.
      const message = error instanceof Error ? error.message : String(error)
      setPhase({ kind: 'confirm', error: message })
    }
  }
  const close = () => onClose(changed)

  if (phase.kind === 'summary') {
    const { done, failed, untouched } = phase.result
    return (
      <ConfirmDialog
        open
        title={t('ui:bulk.summary_title')}
        confirmLabel={
          untouched.length > 0 ? t('ui:bulk.do_others', { count: untouched.length }) : t('ui:bulk.close')
        }
        cancelLabel={t('ui:bulk.close')}
        withCancel={untouched.length > 0}
        error={phase.error}
        onConfirm={() => (untouched.length > 0 ? void start(untouched) : close())}
        onClose={close}
      >
        <div role="status" className="space-y-3 text-fg-secondary">
          {done.length > 0 ? <p className="font-medium text-fg">{action.doneText(done.length)}</p> : null}
          {failed.length > 0 ? (
            <div>
              <p className="font-medium text-fg">{t('ui:bulk.failed', { count: failed.length })}</p>
              <ul className="mt-1 max-h-48 list-disc space-y-1 overflow-y-auto ps-5 text-sm">
                {failed.map((failure) => (
                  <li key={failure._id}>
                    {t('ui:bulk.failure', {
                      name: names.get(failure._id) ?? failure._id,
                      reason: failure.message,
                    })}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {untouched.length > 0 ? <p>{t('ui:bulk.untouched', { count: untouched.length })}</p> : null}
        </div>
      </ConfirmDialog>
    )
  }

  const running = phase.kind === 'running'
  const batches = Math.ceil(ids.length / BULK_BATCH_SIZE)
  return (
    <ConfirmDialog
      open
      title={action.question(ids.length)}
      description={batches > 1 ? t('ui:bulk.in_batches', { count: batches }) : t('ui:bulk.all_or_nothing')}
      confirmLabel={action.confirmLabel}
      tone={action.tone}
      busy={running}
      error={phase.kind === 'confirm' ? phase.error : null}
      onConfirm={() => void start(ids)}
      onClose={close}
    >
      {running ? (
        <ProgressBar
          label={t('ui:bulk.progress', { count: ids.length })}
          value={phase.handled / ids.length}
        />
      ) : null}
    </ConfirmDialog>
  )
}
