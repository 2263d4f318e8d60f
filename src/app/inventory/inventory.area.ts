import type { AreaManifest } from '../../commands/area'
import { inventoryPaths } from './inventory.paths'
import { inventorySearch } from './inventory.search'

export const inventoryArea: AreaManifest = {
  slug: 'inventory',
  routes: inventoryPaths.routes,
  pages: () => import('./inventory.pages').then((m) => m.inventoryPages),
  commands: () => import('./inventory.commands').then((m) => m.inventoryCommands),
  actionBarScreens: ['inventory.media'],
  sidebar: { links: [{ routeId: 'inventory.list' }] },
  search: inventorySearch,
  locales: {
    en: () => import('../../../locales/en/inventory.json'),
    th: () => import('../../../locales/th/inventory.json'),
  },
}
