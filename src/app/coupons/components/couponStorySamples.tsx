// What the coupon stories show: a coupon with every rule type, real-looking categories in a query cache
// of the story's own, and a dry-run answer; with the coupon texts in both languages (the stories load no
// area on their own).
import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import enCoupons from '../../../../locales/en/coupons.json'
import thCoupons from '../../../../locales/th/coupons.json'
import type { CouponEvaluation } from '../../../api/coupons'
import { $api, createQueryClient } from '../../../api/queryClient'
import { RULE_TYPES } from '../../../domain/coupons/couponOptions'
import type { CouponValues } from '../../../domain/coupons/couponValidation'
import { emptyCouponValues } from '../../../domain/coupons/couponValidation'
import { addNamespaces } from '../../../ui/i18n'

addNamespaces({ en: { coupons: enCoupons }, th: { coupons: thCoupons } })

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

const CATEGORIES = [
  { _id: ID(1), code: 'SUP', name: { en: 'Supplements', th: 'อาหารเสริม' }, status: 'active' },
  { _id: ID(2), code: 'SKN', name: { en: 'Skincare', th: 'ดูแลผิว' }, status: 'active' },
  { _id: ID(3), code: 'BEV', name: { en: 'Beverages', th: 'เครื่องดื่ม' }, status: 'active' },
]

/** A coupon for gold members in Thailand, with every one of the ten rule types and its parameters. */
export const SAMPLE_COUPON_VALUES: CouponValues = {
  ...emptyCouponValues(),
  name: 'Gold members: ฿100 off skincare',
  code: 'GOLD100',
  description: 'For gold and platinum members who joined this year',
  redeemStartDate: '2026-12-01T00:00',
  redeemEndDate: '2026-12-31T23:59',
  discountAmount: 100,
  couponRedeemLimit: { isUnlimited: false, frequency: 'Per Month', limitAmount: 500 },
  userRedeemLimit: { isUnlimited: false, frequency: 'Per Day', limitAmount: 1 },
  isAllProductCategories: false,
  productCategories: [ID(2)],
  applicableType: 'Select Category',
  applicableList: [ID(2)],
  conditionType: [...RULE_TYPES],
  joinDatePeriodStart: '2026-01-01T00:00',
  joinDatePeriodEnd: '2026-12-31T23:59',
  chainToCoupon: 'WELCOME100',
  miniumPurchaseAmount: 500,
  orderType: 'ROC',
  memberTiers: ['gold', 'platinum'],
  promotePeriodStart: '2026-12-05T00:00',
  promotePeriodEnd: '2026-12-07T23:59',
  memberTypes: ['SCM_MEMBER'],
  joinDateLastRD: 30,
  chainDateLastRD: 14,
  limitPerSponsorMember: 3,
}

export const SAMPLE_CHAINS = [
  { code: 'WELCOME100', name: 'Welcome ฿100' },
  { code: 'WELCOME50', name: 'Welcome ฿50' },
]

const both = (en: string, th: string) => ({ en, th })

/** A dry-run for a bronze member: the tier rule fails, the rest pass. */
export const SAMPLE_EVALUATION: CouponEvaluation = {
  applies: false,
  discount: 0,
  discountedAmount: 600,
  remaining: { coupon: 412, member: 1 },
  outcomes: [
    { check: 'status', passed: true, reason: both('The coupon is active.', 'คูปองเปิดใช้งานอยู่') },
    {
      check: 'redeemPeriod',
      passed: true,
      reason: both('Within the redeem period.', 'อยู่ในช่วงเวลาใช้คูปอง'),
    },
    {
      check: 'couponLimit',
      passed: true,
      reason: both('412 of 500 left this month.', 'เหลือ 412 จาก 500 ในเดือนนี้'),
    },
    {
      check: 'Member Tier',
      passed: false,
      reason: both(
        'The member is bronze; the coupon is for gold, platinum.',
        'สมาชิกระดับบรอนซ์ คูปองนี้สำหรับโกลด์ แพลทินัม',
      ),
    },
    {
      check: 'Minimum Purchase Amount',
      passed: true,
      reason: both('The order is ฿600.00, at least ฿500.00.', 'ยอดสั่งซื้อ ฿600.00 ไม่น้อยกว่า ฿500.00'),
    },
  ],
}

/** The story's cache, holding the product categories the pickers choose from. */
export function WithCouponStoryCache({ children }: { children: ReactNode }) {
  const [client] = useState(() => {
    const cache = createQueryClient()
    cache.setQueryData($api.queryOptions('get', '/categories', {}).queryKey, { data: CATEGORIES })
    return cache
  })
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
