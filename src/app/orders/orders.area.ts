import { nav as en } from '../../../locales/en/orders.json'
import { nav as th } from '../../../locales/th/orders.json'
import { type AreaManifest, bothLanguages } from '../../commands/area'
import { navigateCommand } from '../../commands/routeCommands'
import { ordersPaths } from './orders.paths'

export const ordersArea: AreaManifest = {
  slug: 'orders',
  routes: ordersPaths.routes,
  commands: [
    navigateCommand(ordersPaths.route('orders.list'), 'orders', {
      keywords: [
        'order list',
        'purchases',
        'sales',
        'shipping',
        'tracking',
        'ออเดอร์',
        'สั่งซื้อ',
        'การขาย',
        'จัดส่ง',
        'พัสดุ',
      ],
      hotKeys: ['g', 'o'],
    }),
  ],
  sidebar: { links: [{ commandId: 'go-to-orders' }] },
  nav: { en: { nav: en }, th: { nav: th } },
  locales: () =>
    bothLanguages(
      import('../../../locales/en/orders.json?raw'),
      import('../../../locales/th/orders.json?raw'),
    ),
}
