import { useTranslation } from 'react-i18next'
import { type CouponServiceKey, revokeCouponServiceKey } from '../../../api/couponServiceKeys'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../../stores/toasts'
import { ConfirmDialog } from '../../../ui/ConfirmDialog'
import { useRecordDialog } from '../../../ui/useRecordDialog'

/** Asks before revoking, naming the key: the checkout holding it is refused at once, for good. */
export function RevokeServiceKeyDialog({
  serviceKey,
  onClose,
}: {
  serviceKey: CouponServiceKey | null
  onClose(): void
}) {
  const { t } = useTranslation()
  const { shown, busy, error, run } = useRecordDialog(
    serviceKey,
    t('coupons:service_keys.revoke_dialog.failed'),
  )
  const confirm = () =>
    run(async ({ _id }) => {
      await revokeCouponServiceKey(_id)
      showToast({ key: 'coupons:service_keys.revoke_dialog.done' }, 'success', {
        durationMs: SCREEN_TOAST_DURATION_MS,
      })
      onClose()
    })

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
