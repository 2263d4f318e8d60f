import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { ApiError } from '../../api/apiError'
import { changeKeys, type DeletedRecord, restoreDeleted } from '../../api/changes'
import { $api } from '../../api/queryClient'
import { closeRecentlyDeleted, recentlyDeletedState } from '../../stores/recentlyDeleted'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { buttonStyles } from '../../ui/Button'
import { formatDate, formatDateTime } from '../../ui/dateRange/dateRange'
import { FormAlert } from '../../ui/FormAlert'
import { PanelDialog } from '../../ui/PanelDialog'

function DeletedRow({ record }: { record: DeletedRecord }) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const restore = async () => {
    setBusy(true)
    setError(null)
    try {
      await restoreDeleted(record._id)
      showToast({ key: 'ui:deleted.restored' }, 'success', { durationMs: SCREEN_TOAST_DURATION_MS })
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('ui:deleted.restore_failed'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <li className="space-y-1 border-line border-t py-3 first:border-t-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <p className="text-fg wrap-anywhere">
            {t(`ui:deleted.kinds.${record.kind}`)} · {record.label}
          </p>
          <p className="text-fg-muted text-sm">
            {t('ui:deleted.when', {
              actor: record.actorName,
              at: formatDateTime(record.deletedAt),
              until: formatDate(record.expiresAt),
            })}
          </p>
        </div>
        <button
          type="button"
          className={`${buttonStyles.secondary} shrink-0 text-sm`}
          disabled={busy}
          aria-busy={busy || undefined}
          aria-label={t('ui:deleted.restore_named', { name: record.label })}
          onClick={() => void restore()}
        >
          {t('ui:deleted.restore')}
        </button>
      </div>
      <FormAlert message={error} />
    </li>
  )
}

/**
 * The deletions still kept (30 days) that the staff member may restore, newest first, each brought
 * back with its dependents by Restore (opened from the palette: "Show recently deleted").
 */
export function RecentlyDeleted() {
  const { t } = useTranslation()
  const { open } = useSnapshot(recentlyDeletedState)
  const deleted = useQuery({ ...$api.queryOptions(...changeKeys.deleted()), enabled: open })
  const records = deleted.data?.data ?? []
  return (
    <PanelDialog open={open} onClose={closeRecentlyDeleted} title={t('ui:deleted.title')} width="xl">
      <p className="mt-1 text-fg-muted text-sm">
        {t('ui:deleted.about', { days: deleted.data?.keptDays ?? 30 })}
      </p>
      {deleted.isError ? (
        <FormAlert message={t('ui:deleted.load_failed')} />
      ) : records.length === 0 && !deleted.isPending ? (
        <p className="mt-4 text-fg-muted">{t('ui:deleted.empty')}</p>
      ) : (
        <ul className="mt-3">
          {records.map((record) => (
            <DeletedRow key={record._id} record={record} />
          ))}
        </ul>
      )}
    </PanelDialog>
  )
}
