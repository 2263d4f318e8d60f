import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../api/apiError'
import { type EmbedToken, revokeEmbedToken } from '../../../api/embedTokens'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../../stores/toasts'
import { ConfirmDialog } from '../../../ui/ConfirmDialog'

/** Asks before revoking: the widgets using the token go blank at once, and it cannot be undone. */
export function RevokeEmbedTokenDialog({ token, onClose }: { token: EmbedToken | null; onClose(): void }) {
  const { t } = useTranslation()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // The dialog keeps naming the token while it fades out after closing.
  const [shown, setShown] = useState(token)
  if (token && token !== shown) {
    setShown(token)
    setError(null)
  }

  const confirm = async () => {
    if (!token) return
    setBusy(true)
    setError(null)
    try {
      await revokeEmbedToken(token._id)
      showToast({ key: 'embedTokens:revoke.done' }, 'success', { durationMs: SCREEN_TOAST_DURATION_MS })
      onClose()
    } catch (reason) {
      setError(reason instanceof ApiError && reason.message ? reason.message : t('embedTokens:revoke.failed'))
    } finally {
      setBusy(false)
    }
  }

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
