import { navigateCommand } from './routeCommands'

export const ordersCommands = [
  navigateCommand('orders.list', 'orders', {
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
]
