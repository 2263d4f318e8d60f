import type { Meta, StoryObj } from '@storybook/react-vite'
// The coupon texts in both languages come with the coupon stories' samples.
import './couponStorySamples'
import { ServiceKeySecretPanel } from './ServiceKeySecretPanel'

const meta = {
  title: 'Coupons/ServiceKeySecretPanel',
  component: ServiceKeySecretPanel,
  args: {
    minted: {
      _id: '4',
      name: 'Storefront checkout',
      prefix: 'csk_a9Vd',
      createdAt: '2026-11-29T03:00:00.000Z',
      createdBy: 'admin@example.co.th',
      lastUsedAt: null,
      revokedAt: null,
      key: 'csk_a9VdR2mX0qL7tB4nW8cE1yK6pZ3sH5jF9gD0uA2vT7o',
    },
    onDone: () => {},
  },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof ServiceKeySecretPanel>

export default meta
type Story = StoryObj<typeof meta>

/** The key just made: its secret this once, the warning that it is never shown again, and its copy button. */
export const JustMade: Story = {}
