import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Coupon } from '../../api/coupons'
import type { CouponValues } from '../../domain/coupons/couponValidation'
import { emptyCouponValues } from '../../domain/coupons/couponValidation'
import { useEditor } from '../../ui/useEditor'
import { CouponForm } from './CouponForm'
import { SAMPLE_CHAINS, SAMPLE_COUPON_VALUES, WithCouponStoryCache } from './components/couponStorySamples'
import { COUPON_FORM_FIELDS, type CouponFormField, validateCouponForm } from './couponForm'

/** The whole form on the editor machine, from values at hand; a save meets no server and says so. */
function Form({ values, stale }: { values: CouponValues; stale: boolean }) {
  const editor = useEditor<CouponValues, CouponFormField, Coupon | null, Coupon>({
    fields: COUPON_FORM_FIELDS,
    validate: validateCouponForm,
    loaded: { values, record: null },
    save: () => Promise.reject(new TypeError('Stories run without a server.')),
    guardLeaving: false,
  })
  if (!editor.form) return null
  // A save made meanwhile is shown as the server's 409 would have it.
  const form = stale ? { ...editor.form, stale } : editor.form
  return <CouponForm form={form} chainSuggestions={SAMPLE_CHAINS} onReload={() => {}} />
}

function CouponFormStory(props: { values: CouponValues; stale: boolean }) {
  return (
    <WithCouponStoryCache>
      <Form {...props} />
    </WithCouponStoryCache>
  )
}

const meta = {
  title: 'Coupons/CouponForm',
  component: CouponFormStory,
  args: { values: emptyCouponValues(), stale: false },
} satisfies Meta<typeof CouponFormStory>

export default meta
type Story = StoryObj<typeof meta>

export const NewCoupon: Story = {}

/** Percentage off with a cap, limits per month and per day, selected categories and every rule type. */
export const EveryField: Story = {
  args: {
    values: {
      ...SAMPLE_COUPON_VALUES,
      discountType: 'Percentage Discount',
      discountAmount: null,
      discountPercentage: 15,
      capAt: 300,
    },
  },
}

export const ChangedMeanwhile: Story = { args: { values: SAMPLE_COUPON_VALUES, stale: true } }
