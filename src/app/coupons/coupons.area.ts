import type { AreaManifest } from '../../commands/area'
import { couponsPaths } from './coupons.paths'
import { couponsSearch } from './coupons.search'

export const couponsArea: AreaManifest = {
  slug: 'coupons',
  routes: couponsPaths.routes,
  pages: () => import('./coupons.pages').then((m) => m.couponsPages),
  commands: () => import('./coupons.commands').then((m) => m.couponsCommands),
  actionBarScreens: [
    'coupons.list',
    'coupons.history',
    'coupons.edit',
    'coupons.dryRun',
    'coupons.serviceKeys',
  ],
  sidebar: { links: [{ routeId: 'coupons.list' }] },
  search: couponsSearch,
  locales: {
    en: () => import('../../../locales/en/coupons.json'),
    th: () => import('../../../locales/th/coupons.json'),
  },
}
