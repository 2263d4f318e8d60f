// The coupons on screen and the action waiting for its confirmation: the list's row buttons and bulk
// bar, the history screen and the palette's commands all ask through here, and one dialog answers.
import { useEffect } from 'react'
import { proxy } from 'valtio'
import type { Coupon } from '../../api/coupons'

export type CouponAction = 'activate' | 'deactivate' | 'delete'

export const couponActionState = proxy({
  /** The coupon a screen shows (its history, its editor), for the palette's actions on it. */
  open: null as Coupon | null,
  asking: null as { action: CouponAction; coupons: Coupon[] } | null,
  /** Called once an action asked with it is done (the list drops its pick). */
  done: null as (() => void) | null,
})

export function askCouponAction(
  action: CouponAction,
  coupons: Coupon[],
  done: (() => void) | null = null,
): void {
  couponActionState.asking = { action, coupons }
  couponActionState.done = done
}

/** Whether an action makes sense for a coupon: a status it does not have yet; delete while never redeemed. */
export function offers(action: CouponAction, coupon: Coupon): boolean {
  if (action === 'activate') return coupon.status === 'inactive'
  if (action === 'deactivate') return coupon.status === 'active'
  return coupon.isAbleToDelete
}

/** Keeps the coupon as the open one while the calling screen shows it. */
export function useOpenCoupon(coupon: Coupon | null): void {
  useEffect(() => {
    if (!coupon) return
    couponActionState.open = coupon
    return () => {
      if (couponActionState.open?._id === coupon._id) couponActionState.open = null
    }
  }, [coupon])
}
