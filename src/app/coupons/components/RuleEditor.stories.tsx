import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CouponValues } from '../../../domain/coupons/couponValidation'
import { emptyCouponValues } from '../../../domain/coupons/couponValidation'
import { validateCouponForm } from '../couponForm'
import { SAMPLE_CHAINS, SAMPLE_COUPON_VALUES } from './couponStorySamples'
import { RuleEditor } from './RuleEditor'

/** The rule editor on values of its own: add, change and remove rules; `judged` shows the rules' messages. */
function Rules({ start, judged }: { start: CouponValues; judged: boolean }) {
  const { t } = useTranslation()
  const [values, setValues] = useState(start)
  const errors = judged ? validateCouponForm(values) : {}
  return (
    <div className="max-w-3xl">
      <RuleEditor
        values={values}
        change={(patch) => setValues((current) => ({ ...current, ...patch }))}
        errorOf={(field) => {
          const key = errors[field as keyof typeof errors]
          return key ? t(`validation:${key}`) : null
        }}
        chainSuggestions={SAMPLE_CHAINS}
      />
    </div>
  )
}

const meta = {
  title: 'Coupons/RuleEditor',
  component: Rules,
  args: { start: emptyCouponValues(), judged: false },
} satisfies Meta<typeof Rules>

export default meta
type Story = StoryObj<typeof meta>

export const NoRules: Story = {}

export const EveryRuleType: Story = { args: { start: SAMPLE_COUPON_VALUES } }

/** Chained to its own code, a tier rule with no tier, days counted from a chain coupon with no chain rule. */
export const RulesBroken: Story = {
  args: {
    judged: true,
    start: {
      ...SAMPLE_COUPON_VALUES,
      conditionType: ['Chain to Coupon', 'Member Tier', 'Minimum Purchase Amount'],
      chainToCoupon: 'GOLD100',
      memberTiers: [],
      miniumPurchaseAmount: -5,
    },
  },
}
