// The orders area's palette commands and shortcuts: a module of their own, loaded after the first
// screen shows (src/app/shell/commandRegistry.ts).
import { navigateCommand } from '../../commands/routeCommands'
import type { Command, CommandScope } from '../../commands/types'
import { needs } from '../../domain/routes'
import { copyOrderNumber, openOrderState } from './openOrder'
import { askToMoveOrders, orderMoveState, ordersThatMove } from './orderMoves'
import { ordersPaths } from './orders.paths'

const ORDER_WORDS = ['order', 'order number', 'คำสั่งซื้อ', 'หมายเลขคำสั่งซื้อ']
// The screens that show one order: its actions come first in the palette there.
const ORDER_SCREENS = ['orders.detail', 'orders.tracking'] as const
// The screens that offer orders to move on: the list's picked rows, the open order.
const MOVE_SCREENS: readonly string[] = ['orders.list', 'orders.detail']
const onOpenOrder =
  (screens: readonly string[]) =>
  (scope: CommandScope): boolean =>
    scope.routeId !== null && screens.includes(scope.routeId) && openOrderState.order !== null

export const ordersCommands: readonly Command[] = [
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
  {
    id: 'copy-order-number',
    titleKey: 'orders:nav.commands.copy_order_number',
    keywords: ['copy', 'clipboard', 'คัดลอก', ...ORDER_WORDS],
    section: 'actions',
    hotKeys: ['o', 'c'],
    permission: needs('orders', 'access'),
    screens: ORDER_SCREENS,
    // The screens show a Copy button of their own.
    hiddenInActionBar: true,
    when: onOpenOrder(ORDER_SCREENS),
    run: () => {
      const order = openOrderState.order
      if (order) return copyOrderNumber(order.orderNumber)
    },
  },
  {
    id: 'open-order-tracking',
    titleKey: 'orders:nav.commands.open_tracking',
    keywords: ['tracking', 'parcel', 'delivery', 'courier', 'ติดตาม', 'พัสดุ', 'จัดส่ง', ...ORDER_WORDS],
    section: 'actions',
    hotKeys: ['o', 't'],
    permission: needs('orders', 'access'),
    screens: ['orders.detail'],
    hiddenInActionBar: true,
    when: onOpenOrder(['orders.detail']),
    run: (context) => {
      const order = openOrderState.order
      if (order) context.navigate(ordersPaths.hrefOf('orders.tracking', { id: order._id }))
    },
  },
  {
    id: 'edit-order',
    titleKey: 'orders:nav.commands.edit_order',
    keywords: ['edit', 'change', 'courier', 'address', 'แก้ไข', 'ที่อยู่', ...ORDER_WORDS],
    section: 'actions',
    hotKeys: ['o', 'e'],
    permission: needs('orders', 'update'),
    screens: ORDER_SCREENS,
    // The screens show an Edit button of their own.
    hiddenInActionBar: true,
    when: onOpenOrder(ORDER_SCREENS),
    run: (context) => {
      const order = openOrderState.order
      if (order) context.navigate(ordersPaths.hrefOf('orders.edit', { id: order._id }))
    },
  },
  {
    id: 'move-orders-next',
    titleKey: 'orders:nav.commands.move_next',
    keywords: ['next status', 'ship', 'advance', 'bulk', 'ย้าย', 'สถานะถัดไป', 'จัดส่ง', ...ORDER_WORDS],
    section: 'actions',
    hotKeys: ['o', 'n'],
    permission: needs('orders', 'update'),
    screens: MOVE_SCREENS,
    hiddenInActionBar: true,
    // An open order that can move on, or rows picked on the list.
    when: (scope) =>
      scope.routeId !== null &&
      MOVE_SCREENS.includes(scope.routeId) &&
      ordersThatMove(orderMoveState.movable).length > 0,
    run: askToMoveOrders,
  },
]
