import { createCommand, navigateCommand } from './routeCommands'

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

export const couponsCommands = [
  navigateCommand('coupons.list', 'coupons', {
    keywords: ['coupon list', 'redeem', 'แลก', ...COUPON_WORDS],
    hotKeys: ['g', 'c'],
  }),
  createCommand('coupons.create', 'coupon', { keywords: ['new coupon', 'คูปองใหม่', ...COUPON_WORDS] }),
]
