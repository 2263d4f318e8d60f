import type { AreaManifest } from '../../commands/area'
import { couponsPaths } from './coupons.paths'
import { couponsSearch } from './coupons.search'

export const couponsArea: AreaManifest = {
  slug: 'coupons',
  routes: couponsPaths.routes,
  pages: {
    'coupons.list': () => import('./CouponListPage').then((m) => ({ default: m.CouponListPage })),
    'coupons.history': () => import('./CouponHistoryPage').then((m) => ({ default: m.CouponHistoryPage })),
    'coupons.create': () => import('./CouponEditorPage').then((m) => ({ default: m.CouponEditorPage })),
    'coupons.edit': () => import('./CouponEditorPage').then((m) => ({ default: m.CouponEditorPage })),
    'coupons.dryRun': () => import('./CouponDryRunPage').then((m) => ({ default: m.CouponDryRunPage })),
    'coupons.serviceKeys': () =>
      import('./CouponServiceKeysPage').then((m) => ({ default: m.CouponServiceKeysPage })),
    'coupons.createServiceKey': () =>
      import('./CouponServiceKeysPage').then((m) => ({ default: m.NewCouponServiceKeyPage })),
  },
  commands: () => import('./coupons.commands').then((m) => m.couponsCommands),
  sidebar: { links: [{ routeId: 'coupons.list' }] },
  search: couponsSearch,
  locales: {
    en: () => import('../../../locales/en/coupons.json'),
    th: () => import('../../../locales/th/coupons.json'),
  },
}
