import { nav as en } from '../../../locales/en/coupons.json'
import { nav as th } from '../../../locales/th/coupons.json'
import { type AreaManifest, bothLanguages } from '../../commands/area'
import { createCommand, navigateCommand } from '../../commands/routeCommands'
import { couponsPaths } from './coupons.paths'

const COUPON_WORDS = [
  'coupon',
  'coupons',
  'discount',
  'voucher',
  'promotion',
  'คูปอง',
  'ส่วนลด',
  'โปรโมชั่น',
  'บัตรกำนัล',
]

export const couponsArea: AreaManifest = {
  slug: 'coupons',
  routes: couponsPaths.routes,
  commands: [
    navigateCommand(couponsPaths.route('coupons.list'), 'coupons', {
      keywords: ['coupon list', 'redeem', 'แลก', ...COUPON_WORDS],
      hotKeys: ['g', 'c'],
    }),
    createCommand(couponsPaths.route('coupons.create'), 'coupon', {
      keywords: ['new coupon', 'คูปองใหม่', ...COUPON_WORDS],
    }),
  ],
  sidebar: { links: [{ commandId: 'go-to-coupons' }] },
  nav: { en: { nav: en }, th: { nav: th } },
  locales: () =>
    bothLanguages(
      import('../../../locales/en/coupons.json?raw'),
      import('../../../locales/th/coupons.json?raw'),
    ),
}
