import type { Meta, StoryObj } from '@storybook/react-vite'
import { SAMPLE_EVALUATION } from './couponStorySamples'
import { DryRunResult } from './DryRunResult'

const meta = {
  title: 'Coupons/DryRunResult',
  component: DryRunResult,
  args: { evaluation: SAMPLE_EVALUATION },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof DryRunResult>

export default meta
type Story = StoryObj<typeof meta>

/** A bronze member: the tier rule fails, so nothing is taken off. */
export const OneRuleFails: Story = {}

export const Applies: Story = {
  args: {
    evaluation: {
      ...SAMPLE_EVALUATION,
      applies: true,
      discount: 100,
      remaining: { coupon: null, member: 0 },
      outcomes: SAMPLE_EVALUATION.outcomes.map((outcome) =>
        outcome.check === 'Member Tier'
          ? {
              check: outcome.check,
              passed: true,
              reason: { en: 'The member is gold.', th: 'สมาชิกระดับโกลด์' },
            }
          : outcome,
      ),
    },
  },
}
