import { nav as en } from '../../../locales/en/coupons.json'
import { nav as th } from '../../../locales/th/coupons.json'
import { type AreaManifest, bothLanguages } from '../../commands/area'
import { createCommand, navigateCommand } from '../../commands/routeCommands'
import type { Command, CommandScope } from '../../commands/types'
import { needs } from '../../domain/routes'
import { askCouponAction, type CouponAction, couponActionState, offers } from './couponActions'
import { couponsPaths } from './coupons.paths'
import { couponsSearch } from './coupons.search'

const COUPON_WORDS = [
  'coupon',
  'coupons',
  'discount',
  'voucher',
  'promotion',
  'คูปอง',
  'ส่วนลด',
  'โปรโมชัน',
  'บัตรกำนัล',
]
// The screens that show one coupon: its actions come first in the palette there.
const COUPON_SCREENS: readonly string[] = ['coupons.history', 'coupons.edit']

const onOpenCoupon =
  (action: CouponAction) =>
  (scope: CommandScope): boolean => {
    const open = couponActionState.open
    return (
      scope.routeId !== null &&
      COUPON_SCREENS.includes(scope.routeId) &&
      open !== null &&
      offers(action, open)
    )
  }

const actionCommand = (action: CouponAction, keywords: string[], hotKeys: string[]): Command => ({
  id: `${action}-coupon`,
  titleKey: `coupons:nav.commands.${action}`,
  keywords: [...keywords, ...COUPON_WORDS],
  section: 'actions',
  hotKeys,
  permission: needs('coupons', action === 'delete' ? 'delete' : 'update'),
  screens: COUPON_SCREENS,
  when: onOpenCoupon(action),
  run: () => {
    const open = couponActionState.open
    if (open) askCouponAction(action, [open])
  },
})

export const couponsArea: AreaManifest = {
  slug: 'coupons',
  routes: couponsPaths.routes,
  pages: {
    'coupons.list': () => import('./CouponListPage').then((m) => ({ default: m.CouponListPage })),
    'coupons.history': () => import('./CouponHistoryPage').then((m) => ({ default: m.CouponHistoryPage })),
  },
  commands: [
    actionCommand('activate', ['activate', 'enable', 'เปิดใช้งาน'], ['u', 'a']),
    actionCommand('deactivate', ['deactivate', 'disable', 'terminate', 'ปิดใช้งาน'], ['u', 'd']),
    actionCommand('delete', ['delete', 'remove', 'ลบ'], ['u', 'x']),
    navigateCommand(couponsPaths.route('coupons.list'), 'coupons', {
      keywords: ['coupon list', 'redeem', 'แลก', ...COUPON_WORDS],
      hotKeys: ['g', 'c'],
    }),
    createCommand(couponsPaths.route('coupons.create'), 'coupon', {
      keywords: ['new coupon', 'คูปองใหม่', ...COUPON_WORDS],
    }),
  ],
  sidebar: { links: [{ commandId: 'go-to-coupons' }] },
  search: couponsSearch,
  nav: { en: { nav: en }, th: { nav: th } },
  locales: () =>
    bothLanguages(
      import('../../../locales/en/coupons.json?raw'),
      import('../../../locales/th/coupons.json?raw'),
    ),
}
