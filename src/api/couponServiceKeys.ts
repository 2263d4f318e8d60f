import { dataOrThrow } from './apiError'
import { api } from './client'
import { invalidateReads, readsOf } from './queryKeys'
import type { components, operations } from './schema'

export type CouponServiceKey = components['schemas']['CouponServiceKey']
/** A key just made: the only answer that carries its secret (`key`). */
export type MintedCouponServiceKey =
  operations['createCouponServiceKey']['responses']['201']['content']['application/json']

/** The cache's keys for the checkout's coupon service keys. */
export const couponServiceKeysKeys = {
  all: readsOf('/admin/coupons/service-keys'),
  list: () => ['get', '/admin/coupons/service-keys'] as const,
}

/** Makes a key; its secret is in this answer only, so the caller shows it at once. */
export async function createCouponServiceKey(name: string): Promise<MintedCouponServiceKey> {
  const made = dataOrThrow(await api.POST('/admin/coupons/service-keys', { body: { name } }))
  void invalidateReads(couponServiceKeysKeys.all)
  return made
}

/** Revokes a key; answers once the list on screen has been read again. */
export async function revokeCouponServiceKey(id: string): Promise<CouponServiceKey> {
  const revoked = dataOrThrow(
    await api.PUT('/admin/coupons/service-keys/{id}/revoke', { params: { path: { id } } }),
  )
  await invalidateReads(couponServiceKeysKeys.all)
  return revoked
}
