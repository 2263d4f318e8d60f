import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../api/apiError'
import { type ChangeEntry, type ChangeKind, changeKeys, revertChange } from '../api/changes'
import { $api } from '../api/queryClient'
import { showHistoryOnScreen } from '../stores/historyOnScreen'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../stores/toasts'
import { buttonStyles } from './Button'
import { ConfirmDialog } from './ConfirmDialog'
import { formatDateTime } from './dateRange/dateRange'

export interface ChangeHistoryProps {
  kind: ChangeKind
  recordId: string
  /** The staff member holds the area's update permission, which a revert needs. */
  canRevert: boolean
}

function EntryRow({
  entry,
  canRevert,
  onRevert,
}: {
  entry: ChangeEntry
  canRevert: boolean
  onRevert(entry: ChangeEntry): void
}) {
  const { t } = useTranslation()
  const whyId = useId()
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 border-line border-t py-2 first:border-t-0">
      <div className="min-w-0 flex-1">
        <p className="text-fg">
          {formatDateTime(entry.at)} · {entry.actorName} ·{' '}
          {t(`ui:changes.actions.${entry.action}`, { defaultValue: entry.action })}
        </p>
        {entry.fields.map((field) => (
          // A long value (an address, an answer) wraps anywhere.
          <p key={field.field} className="text-fg-muted text-sm wrap-anywhere">
            {field.from === undefined && field.to === undefined
              ? field.label
              : t('ui:changes.field_change', {
                  field: field.label,
                  from: field.from ?? t('ui:changes.none'),
                  to: field.to ?? t('ui:changes.none'),
                })}
          </p>
        ))}
        {canRevert && !entry.revertible && entry.whyNot ? (
          <p id={whyId} className="text-fg-muted text-sm">
            {t('ui:changes.why_not', { reason: entry.whyNot })}
          </p>
        ) : null}
      </div>
      {canRevert ? (
        <button
          type="button"
          className={`${buttonStyles.secondary} shrink-0 text-sm`}
          disabled={!entry.revertible}
          aria-describedby={entry.revertible ? undefined : whyId}
          aria-label={t('ui:changes.revert_named', {
            action: t(`ui:changes.actions.${entry.action}`, { defaultValue: entry.action }),
            at: formatDateTime(entry.at),
          })}
          onClick={() => onRevert(entry)}
        >
          {t('ui:changes.revert')}
        </button>
      ) : null}
    </li>
  )
}

/**
 * A record's change history (any area's, by its kind), newest first, each change with "Revert this
 * change": after a confirmation the server puts the fields back as a new change, or says which have
 * changed since. A change that cannot be reverted says why, its button disabled. The palette's "Revert
 * this change" asks about the newest change that can be.
 */
export function ChangeHistory({ kind, recordId, canRevert }: ChangeHistoryProps) {
  const { t } = useTranslation()
  const history = useQuery($api.queryOptions(...changeKeys.of(kind, recordId)))
  const entries = history.data?.entries ?? []
  const titleId = useId()
  const [confirming, setConfirming] = useState<ChangeEntry | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const newest = canRevert ? entries.find((entry) => entry.revertible) : undefined

  const ask = useCallback((entry: ChangeEntry) => {
    setError(null)
    setConfirming(entry)
  }, [])
  useEffect(() => showHistoryOnScreen(newest ? () => ask(newest) : null), [newest, ask])

  async function confirm() {
    if (!confirming) return
    setBusy(true)
    setError(null)
    try {
      await revertChange(kind, recordId, confirming.id)
      setConfirming(null)
      showToast({ key: 'ui:changes.reverted' }, 'success', { durationMs: SCREEN_TOAST_DURATION_MS })
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('ui:changes.revert_failed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section
      aria-labelledby={titleId}
      className="space-y-2 rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <h2 id={titleId} className="font-semibold text-fg text-lg">
        {t('ui:changes.title')}
      </h2>
      {history.isError ? (
        <p className="text-fg-muted text-sm">{t('ui:changes.load_failed')}</p>
      ) : entries.length === 0 && !history.isPending ? (
        <p className="text-fg-muted text-sm">{t('ui:changes.empty')}</p>
      ) : (
        <ul className="text-sm">
          {entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} canRevert={canRevert} onRevert={ask} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('ui:changes.confirm_title')}
        description={
          confirming
            ? t('ui:changes.confirm_body', {
                fields: confirming.fields.map((field) => field.label).join(', '),
                actor: confirming.actorName,
                at: formatDateTime(confirming.at),
              })
            : undefined
        }
        confirmLabel={t('ui:changes.revert')}
        busy={busy}
        error={error}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(null)}
      />
    </section>
  )
}
