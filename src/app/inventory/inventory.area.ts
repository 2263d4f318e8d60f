import type { AreaManifest } from '../../commands/area'
import { inventoryPaths } from './inventory.paths'
import { inventorySearch } from './inventory.search'

export const inventoryArea: AreaManifest = {
  slug: 'inventory',
  routes: inventoryPaths.routes,
  pages: {
    'inventory.list': () => import('./ProductListPage').then((m) => ({ default: m.ProductListPage })),
    'inventory.media': () => import('./ProductMediaPage').then((m) => ({ default: m.ProductMediaPage })),
  },
  commands: () => import('./inventory.commands').then((m) => m.inventoryCommands),
  sidebar: { links: [{ routeId: 'inventory.list' }] },
  search: inventorySearch,
  locales: {
    en: () => import('../../../locales/en/inventory.json'),
    th: () => import('../../../locales/th/inventory.json'),
  },
}
