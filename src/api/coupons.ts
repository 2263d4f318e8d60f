import { dataOrThrow } from './apiError'
import { type BulkChange, type BulkOutcome, changeMany } from './bulk'
import type { DeleteResult } from './changes'
import { api } from './client'
import { invalidateReads, linkedQueryCache, readsOf } from './queryKeys'
import type { components, operations } from './schema'
import { type ExportTicket, localTimeZone } from './statistics'

type Schemas = components['schemas']
export type Coupon = Schemas['Coupon']
export type CouponForm = Schemas['CouponInput']
export type CouponUpdateForm = Schemas['CouponUpdate']
export type CouponHistory = Schemas['CouponHistory']
export type CouponEvaluation = Schemas['CouponEvaluation']
export type CouponDryRunRequest = Schemas['CouponDryRunRequest']
export type CouponQuery = NonNullable<operations['listCoupons']['parameters']['query']>
export type CouponHistoryQuery = NonNullable<operations['getCouponHistory']['parameters']['query']>

/** The cache's keys for coupons, ready for `$api.queryOptions(...key)`. */
export const couponsKeys = {
  all: readsOf(
    '/admin/coupons',
    '/admin/coupons/{id}',
    '/admin/coupons/{id}/history',
    '/admin/coupons/coupon-chains',
  ),
  list: (query: CouponQuery) => ['get', '/admin/coupons', { params: { query } }] as const,
  detail: (id: string) => ['get', '/admin/coupons/{id}', { params: { path: { id } } }] as const,
  history: (id: string, query: CouponHistoryQuery) =>
    ['get', '/admin/coupons/{id}/history', { params: { path: { id }, query } }] as const,
  chains: (search: string, excludeId?: string) =>
    ['get', '/admin/coupons/coupon-chains', { params: { query: { search, excludeId } } }] as const,
}

const invalidateCoupons = () => invalidateReads(couponsKeys.all)

/** One coupon for its editor: asked of the server every time, kept for every other view. */
export async function readCoupon(id: string): Promise<Coupon> {
  const cache = linkedQueryCache()
  if (!cache) return dataOrThrow(await api.GET('/admin/coupons/{id}', { params: { path: { id } } }))
  return cache.queryClient.fetchQuery({ ...cache.$api.queryOptions(...couponsKeys.detail(id)), staleTime: 0 })
}

export async function createCoupon(form: CouponForm): Promise<Coupon> {
  const created = dataOrThrow(await api.POST('/admin/coupons', { body: form }))
  void invalidateCoupons()
  return created
}

export async function updateCoupon(id: string, form: CouponUpdateForm): Promise<Coupon> {
  const updated = dataOrThrow(
    await api.PATCH('/admin/coupons/{id}', { params: { path: { id } }, body: form }),
  )
  void invalidateCoupons()
  return updated
}

/** Activates or deactivates coupons, one or many; answers once the lists on screen have been read again. */
export async function setCouponsActive(ids: readonly string[], active: boolean): Promise<void> {
  const body = { ids: [...ids] }
  dataOrThrow(
    active
      ? await api.PUT('/admin/coupons/activate', { body })
      : await api.PUT('/admin/coupons/deactivate', { body }),
  )
  await invalidateCoupons()
}

/** Activates, deactivates or deletes up to 100 coupons in one all-or-nothing call. */
export async function changeCoupons(action: BulkChange, ids: string[]): Promise<BulkOutcome> {
  const outcome = await changeMany('/admin/coupons', action, ids)
  await invalidateCoupons()
  return outcome
}

/** Deletes a coupon; the answer names where it is kept for undo. */
export async function deleteCoupon(id: string): Promise<DeleteResult> {
  const deleted = dataOrThrow(await api.DELETE('/admin/coupons/{id}', { params: { path: { id } } }))
  await invalidateCoupons()
  return deleted
}

/** Why the coupon does or does not apply for a member and a cart, changing nothing. */
export async function dryRunCoupon(id: string, request: CouponDryRunRequest): Promise<CouponEvaluation> {
  return dataOrThrow(
    await api.POST('/admin/coupons/{id}/dry-run', { params: { path: { id } }, body: request }),
  )
}

/** Coupons to chain to, by the start of their code or name. */
export async function couponChains(search: string, excludeId?: string) {
  return dataOrThrow(
    await api.GET('/admin/coupons/coupon-chains', { params: { query: { search, excludeId } } }),
  ).data
}

export type CouponExportQuery = NonNullable<operations['createCouponsExportTicket']['parameters']['query']>
export type CouponHistoryExportQuery = NonNullable<
  operations['createCouponHistoryExportTicket']['parameters']['query']
>

/**
 * A single-use link to download the coupon list as the screen shows it (search, filters, sort) as
 * CSV, dates in the browser's time zone: the browser downloads it straight to disk.
 */
export async function requestCouponsExportTicket(query: CouponExportQuery): Promise<ExportTicket> {
  return dataOrThrow(
    await api.POST('/admin/coupons/export-ticket', {
      params: { query: { timeZone: localTimeZone(), ...query } },
    }),
  )
}

/** A single-use link to download one coupon's redeem history, filtered as on screen, as CSV. */
export async function requestCouponHistoryExportTicket(
  id: string,
  query: CouponHistoryExportQuery,
): Promise<ExportTicket> {
  return dataOrThrow(
    await api.POST('/admin/coupons/{id}/history/export-ticket', {
      params: { path: { id }, query: { timeZone: localTimeZone(), ...query } },
    }),
  )
}
