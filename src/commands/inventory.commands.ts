import { navigateCommand } from './routeCommands'

export const inventoryCommands = [
  navigateCommand('inventory.list', 'inventory', {
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
]
