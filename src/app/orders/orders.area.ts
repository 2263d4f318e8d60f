import type { AreaManifest } from '../../commands/area'
import { ordersPaths } from './orders.paths'
import { ordersSearch } from './orders.search'

export const ordersArea: AreaManifest = {
  slug: 'orders',
  routes: ordersPaths.routes,
  pages: () => import('./orders.pages').then((m) => m.ordersPages),
  commands: () => import('./orders.commands').then((m) => m.ordersCommands),
  sidebar: { links: [{ routeId: 'orders.list' }] },
  search: ordersSearch,
  locales: {
    en: () => import('../../../locales/en/orders.json'),
    th: () => import('../../../locales/th/orders.json'),
  },
}
