// The orders area's screens by route id, each code-split: a module of its own, loaded with the first
// of them (src/app/shell/areaRegistry.ts), so the app starts without the list of every screen's chunks.
import type { PageLoader } from '../../commands/area'

export const ordersPages: Readonly<Record<string, PageLoader>> = {
  'orders.list': () => import('./OrderListPage').then((m) => ({ default: m.OrderListPage })),
  'orders.detail': () => import('./OrderDetailPage').then((m) => ({ default: m.OrderDetailPage })),
  'orders.tracking': () => import('./OrderTrackingPage').then((m) => ({ default: m.OrderTrackingPage })),
  'orders.edit': () => import('./EditOrderPage').then((m) => ({ default: m.EditOrderPage })),
}
