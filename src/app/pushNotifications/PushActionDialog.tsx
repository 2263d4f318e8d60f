import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { ApiError } from '../../api/apiError'
import { deletePushNotification, setPushNotificationActive } from '../../api/pushNotifications'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { offerUndoDelete } from '../../ui/undo'
import { formatSendTime } from './formatSendTime'
import { pushActionState } from './pushActions'

const DONE = { activate: 'activated', deactivate: 'deactivated', delete: 'deleted' } as const

/** Asks before activating, deactivating or deleting a push notification, then does it. */
export function PushActionDialog({ onDeleted }: { onDeleted?: () => void }) {
  const { t, i18n } = useTranslation()
  const { asking } = useSnapshot(pushActionState)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const close = () => {
    pushActionState.asking = null
    setError(null)
  }
  const confirm = async () => {
    const current = pushActionState.asking
    if (!current) return
    setBusy(true)
    setError(null)
    try {
      const done = { key: `pushNotifications:${DONE[current.action]}` }
      // A delete's toast offers Undo (10 seconds, Ctrl+Z): the notification comes back with its sendings.
      if (current.action === 'delete') offerUndoDelete(await deletePushNotification(current.push._id), done)
      else {
        const changed = await setPushNotificationActive(current.push._id, current.action === 'activate')
        if (pushActionState.open?._id === changed._id) pushActionState.open = changed
        showToast(done, 'success', { durationMs: SCREEN_TOAST_DURATION_MS })
      }
      pushActionState.asking = null
      if (current.action === 'delete') onDeleted?.()
    } catch (reason) {
      setError(reason instanceof ApiError && reason.message ? reason.message : t('ui:delete_failed'))
    } finally {
      setBusy(false)
    }
  }
  const action = asking?.action ?? 'deactivate'
  const name = asking?.push.topic[i18n.language === 'th' ? 'th' : 'en'] ?? ''
  return (
    <ConfirmDialog
      open={asking !== null}
      title={t(`pushNotifications:confirm_${action}`)}
      description={t(`pushNotifications:confirm_${action}_text`, {
        name,
        time: asking ? formatSendTime(asking.push.sendAt) : '',
      })}
      confirmLabel={t(action === 'delete' ? 'ui:delete' : `pushNotifications:${action}`)}
      tone={action === 'activate' ? 'primary' : 'danger'}
      busy={busy}
      error={error}
      onConfirm={confirm}
      onClose={close}
    />
  )
}
