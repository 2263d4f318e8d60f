import { useTranslation } from 'react-i18next'
import { type EmbedToken, revokeEmbedToken } from '../../../api/embedTokens'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../../stores/toasts'
import { ConfirmDialog } from '../../../ui/ConfirmDialog'
import { useRecordDialog } from '../../../ui/useRecordDialog'

/** Asks before revoking: the widgets using the token go blank at once, and it cannot be undone. */
export function RevokeEmbedTokenDialog({ token, onClose }: { token: EmbedToken | null; onClose(): void }) {
  const { t } = useTranslation()
  const { shown, busy, error, run } = useRecordDialog(token, t('embedTokens:revoke.failed'))
  const confirm = () =>
    run(async ({ _id }) => {
      await revokeEmbedToken(_id)
      showToast({ key: 'embedTokens:revoke.done' }, 'success', { durationMs: SCREEN_TOAST_DURATION_MS })
      onClose()
    })

  return (
    <ConfirmDialog
      open={token !== null}
      tone="danger"
      title={t('embedTokens:revoke.title')}
      description={t('embedTokens:revoke.body', { origin: shown?.origin ?? '' })}
      confirmLabel={t('embedTokens:revoke.confirm')}
      busy={busy}
      error={error}
      onConfirm={confirm}
      onClose={onClose}
    />
  )
}
