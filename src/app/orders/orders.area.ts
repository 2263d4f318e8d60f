import type { AreaManifest } from '../../commands/area'
import { ordersPaths } from './orders.paths'
import { ordersSearch } from './orders.search'

export const ordersArea: AreaManifest = {
  slug: 'orders',
  routes: ordersPaths.routes,
  pages: {
    'orders.list': () => import('./OrderListPage').then((m) => ({ default: m.OrderListPage })),
    'orders.detail': () => import('./OrderDetailPage').then((m) => ({ default: m.OrderDetailPage })),
    'orders.tracking': () => import('./OrderTrackingPage').then((m) => ({ default: m.OrderTrackingPage })),
    'orders.edit': () => import('./EditOrderPage').then((m) => ({ default: m.EditOrderPage })),
  },
  commands: () => import('./orders.commands').then((m) => m.ordersCommands),
  sidebar: { links: [{ routeId: 'orders.list' }] },
  search: ordersSearch,
  locales: {
    en: () => import('../../../locales/en/orders.json'),
    th: () => import('../../../locales/th/orders.json'),
  },
}
