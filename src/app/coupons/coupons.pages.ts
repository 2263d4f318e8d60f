// The coupons area's screens by route id, each code-split: a module of its own, loaded with the first
// of them (src/app/shell/areaRegistry.ts), so the app starts without the list of every screen's chunks.
import type { PageLoader } from '../../commands/area'

export const couponsPages: Readonly<Record<string, PageLoader>> = {
  'coupons.list': () => import('./CouponListPage').then((m) => ({ default: m.CouponListPage })),
  'coupons.history': () => import('./CouponHistoryPage').then((m) => ({ default: m.CouponHistoryPage })),
  'coupons.create': () => import('./CouponEditorPage').then((m) => ({ default: m.CouponEditorPage })),
  'coupons.edit': () => import('./CouponEditorPage').then((m) => ({ default: m.CouponEditorPage })),
  'coupons.dryRun': () => import('./CouponDryRunPage').then((m) => ({ default: m.CouponDryRunPage })),
  'coupons.serviceKeys': () =>
    import('./CouponServiceKeysPage').then((m) => ({ default: m.CouponServiceKeysPage })),
  'coupons.createServiceKey': () =>
    import('./CouponServiceKeysPage').then((m) => ({ default: m.NewCouponServiceKeyPage })),
}
