import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CouponServiceKey } from '../../../api/couponServiceKeys'
// The coupon texts in both languages come with the coupon stories' samples.
import './couponStorySamples'
import { ServiceKeyTable } from './ServiceKeyTable'

const KEYS: CouponServiceKey[] = [
  {
    _id: '3',
    name: 'Kiosk at Siam branch',
    prefix: 'csk_Q7wz',
    createdAt: '2026-11-20T03:15:00.000Z',
    createdBy: 'somchai@example.co.th',
    lastUsedAt: null,
    revokedAt: null,
  },
  {
    _id: '2',
    name: 'Storefront checkout',
    prefix: 'csk_a9Vd',
    createdAt: '2026-10-02T08:40:00.000Z',
    createdBy: 'admin@example.co.th',
    lastUsedAt: '2026-11-28T12:05:00.000Z',
    revokedAt: null,
  },
  {
    _id: '1',
    name: 'Storefront checkout (old)',
    prefix: 'csk_L0pe',
    createdAt: '2026-06-11T02:00:00.000Z',
    createdBy: null,
    lastUsedAt: '2026-10-02T08:50:00.000Z',
    revokedAt: '2026-10-02T09:00:00.000Z',
  },
]

const meta = {
  title: 'Coupons/ServiceKeyTable',
  component: ServiceKeyTable,
  args: { keys: KEYS, status: 'ready', onRetry: () => {}, onRevoke: () => {} },
} satisfies Meta<typeof ServiceKeyTable>

export default meta
type Story = StoryObj<typeof meta>

/** An active key never used yet, one the checkout uses, and a revoked one (its maker since deleted). */
export const Keys: Story = {}
/** Staff without the delete permission see no revoke buttons. */
export const WithoutRevoke: Story = { args: { onRevoke: undefined } }
export const Empty: Story = { args: { keys: [] } }
export const Loading: Story = { args: { keys: [], status: 'loading' } }
export const Failed: Story = { args: { keys: [], status: 'failed' } }
