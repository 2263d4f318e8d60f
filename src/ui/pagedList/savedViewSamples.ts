// Saved views for the stories of the views' parts: a personal default, one shared with a role, and one
// a staff member opens without a filter they may not use.
import type { SavedView } from '../../api/savedViews'

const AT = '2026-11-20T03:00:00.000Z'

const view = (id: string, name: string, extra: Partial<SavedView> = {}): SavedView => ({
  _id: `00000000-0000-4000-8000-00000000000${id}`,
  list: 'orders',
  name,
  state: { filters: { status: 'to_ship' }, sort: 'date', order: 'desc', limit: 10 },
  sharedRole: null,
  ownerName: 'Kanya Rattanakul',
  mine: true,
  mayManage: true,
  isDefault: false,
  dropped: [],
  version: 1,
  createdAt: AT,
  updatedAt: AT,
  ...extra,
})

export const SAMPLE_VIEWS: readonly SavedView[] = [
  view('1', 'Paid this week', { isDefault: true }),
  view('2', 'Big BMC orders', {
    sharedRole: { _id: '00000000-0000-4000-8000-0000000000a1', name: 'Order desk' },
    state: { filters: { type: 'BMC' }, sort: 'total', order: 'desc' },
  }),
  view('3', 'One product’s reviews', {
    list: 'reviews',
    mine: false,
    mayManage: false,
    ownerName: 'Somchai Jaidee',
    sharedRole: { _id: '00000000-0000-4000-8000-0000000000a2', name: 'Review desk' },
    state: { filters: { state: 'pending' } },
    dropped: [{ filter: 'product', reason: 'permission' }],
  }),
]
