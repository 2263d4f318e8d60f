import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { ApiError } from '../../api/apiError'
import { deleteCoupon, readCoupon, setCouponsActive } from '../../api/coupons'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { offerUndoDelete } from '../../ui/undo'
import { couponActionState } from './couponActions'

const DONE = { activate: 'activated', deactivate: 'deactivated', delete: 'deleted' } as const

/**
 * Asks before activating, deactivating (one coupon or many) or deleting a coupon, then does it. A coupon
 * redeemed since the list was read is refused by the server, whose reason is shown here.
 */
export function CouponActionDialog({ onDeleted }: { onDeleted?: () => void }) {
  const { t } = useTranslation()
  const { asking } = useSnapshot(couponActionState)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const close = () => {
    couponActionState.asking = null
    setError(null)
  }
  const confirm = async () => {
    const current = couponActionState.asking
    if (!current) return
    setBusy(true)
    setError(null)
    try {
      const ids = current.coupons.map((coupon) => coupon._id)
      const done = { key: `coupons:${DONE[current.action]}` }
      // A delete's toast offers Undo (10 seconds, Ctrl+Z), unless the code is taken meanwhile.
      if (current.action === 'delete') offerUndoDelete(await deleteCoupon(ids[0]), done)
      else {
        await setCouponsActive(ids, current.action === 'activate')
        const open = couponActionState.open
        if (open && ids.includes(open._id)) couponActionState.open = await readCoupon(open._id)
        showToast(done, 'success', { durationMs: SCREEN_TOAST_DURATION_MS })
      }
      couponActionState.asking = null
      couponActionState.done?.()
      couponActionState.done = null
      if (current.action === 'delete') onDeleted?.()
    } catch (reason) {
      setError(reason instanceof ApiError && reason.message ? reason.message : t('ui:delete_failed'))
    } finally {
      setBusy(false)
    }
  }
  const action = asking?.action ?? 'deactivate'
  const count = asking?.coupons.length ?? 0
  const single = count === 1 ? asking?.coupons[0] : undefined
  const name = single ? t('coupons:coupon_named', { code: single.code }) : t('coupons:n_coupons', { count })
  return (
    <ConfirmDialog
      open={asking !== null}
      title={t(`coupons:confirm.${action}`, { name })}
      description={t(`coupons:confirm.${action}_text`, { name })}
      confirmLabel={t(action === 'delete' ? 'ui:delete' : `coupons:actions.${action}`)}
      tone={action === 'activate' ? 'primary' : 'danger'}
      busy={busy}
      error={error}
      onConfirm={confirm}
      onClose={close}
    />
  )
}
