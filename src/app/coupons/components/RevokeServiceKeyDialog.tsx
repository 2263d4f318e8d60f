import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../api/apiError'
import { type CouponServiceKey, revokeCouponServiceKey } from '../../../api/couponServiceKeys'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../../stores/toasts'
import { ConfirmDialog } from '../../../ui/ConfirmDialog'

/** Asks before revoking, naming the key: the checkout holding it is refused at once, for good. */
export function RevokeServiceKeyDialog({
  serviceKey,
  onClose,
}: {
  serviceKey: CouponServiceKey | null
  onClose(): void
}) {
  const { t } = useTranslation()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // The dialog keeps naming the key while it fades out after closing.
  const [shown, setShown] = useState(serviceKey)
  if (serviceKey && serviceKey !== shown) {
    setShown(serviceKey)
    setError(null)
  }

  const confirm = async () => {
    if (!serviceKey) return
    setBusy(true)
    setError(null)
    try {
      await revokeCouponServiceKey(serviceKey._id)
      showToast({ key: 'coupons:service_keys.revoke_dialog.done' }, 'success', {
        durationMs: SCREEN_TOAST_DURATION_MS,
      })
      onClose()
    } catch (reason) {
      setError(
        reason instanceof ApiError && reason.message
          ? reason.message
          : t('coupons:service_keys.revoke_dialog.failed'),
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <ConfirmDialog
      open={serviceKey !== null}
      tone="danger"
      title={t('coupons:service_keys.revoke_dialog.title', { name: shown?.name ?? '' })}
      description={t('coupons:service_keys.revoke_dialog.body', {
        name: shown?.name ?? '',
        prefix: shown?.prefix ?? '',
      })}
      confirmLabel={t('coupons:service_keys.revoke_dialog.confirm')}
      busy={busy}
      error={error}
      onConfirm={confirm}
      onClose={onClose}
    />
  )
}
