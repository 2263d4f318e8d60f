import { nav as en } from '../../../locales/en/inventory.json'
import { nav as th } from '../../../locales/th/inventory.json'
import { type AreaManifest, bothLanguages } from '../../commands/area'
import { navigateCommand } from '../../commands/routeCommands'
import { inventoryPaths } from './inventory.paths'

export const inventoryArea: AreaManifest = {
  slug: 'inventory',
  routes: inventoryPaths.routes,
  commands: [
    navigateCommand(inventoryPaths.route('inventory.list'), 'inventory', {
      keywords: [
        'products',
        'product list',
        'stock',
        'sku',
        'images',
        'video',
        'สินค้า',
        'รายการสินค้า',
        'สต็อก',
        'คลัง',
      ],
      hotKeys: ['g', 'i'],
    }),
  ],
  sidebar: { links: [{ commandId: 'go-to-inventory' }] },
  nav: { en: { nav: en }, th: { nav: th } },
  locales: () =>
    bothLanguages(
      import('../../../locales/en/inventory.json?raw'),
      import('../../../locales/th/inventory.json?raw'),
    ),
}
