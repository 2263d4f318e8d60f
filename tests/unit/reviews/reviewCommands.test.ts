import { afterEach, describe, expect, it } from 'vitest'
import { offerReviewDecisions, reviewDecisionState } from '../../../src/app/reviews/reviewDecisions'
import { commandById, loadAllCommands } from '../../../src/app/shell/commandRegistry'
import { offeredCommands } from '../../../src/commands/registry'
import type { CommandContext, CommandScope } from '../../../src/commands/types'
import type { PermissionsView } from '../../../src/stores/permissions'

const COMMANDS = await loadAllCommands()

const fullAccess: PermissionsView = { status: 'known', fullAccess: true, permissions: {} }
const readOnly: PermissionsView = {
  status: 'known',
  fullAccess: false,
  permissions: { reviewApproval: ['access'] },
}
const scopeOn = (routeId: string): CommandScope => ({
  language: 'en',
  theme: 'system',
  routeId,
  hasListSearch: false,
})
const review = (id: string, state: string) => ({ _id: id, version: 1, state, label: `Review ${id}` })
const DECISIONS = ['approve-selected-reviews', 'reject-selected-reviews']
const offered = (routeId: string, permissions = fullAccess) =>
  offeredCommands(COMMANDS, scopeOn(routeId), permissions)
    .map((command) => command.id)
    .filter((id) => DECISIONS.includes(id))

afterEach(() => {
  offerReviewDecisions([])
  reviewDecisionState.deciding = null
})

describe('deciding on picked reviews from the palette', () => {
  it('has its shortcuts: r a approves, r x rejects', () => {
    expect(commandById('approve-selected-reviews').hotKeys).toEqual(['r', 'a'])
    expect(commandById('reject-selected-reviews').hotKeys).toEqual(['r', 'x'])
  })

  it('is offered on the list while pending reviews are picked, to those who may decide', () => {
    expect(offered('reviews')).toEqual([])
    offerReviewDecisions([review('a', 'approved')])
    expect(offered('reviews')).toEqual([])
    offerReviewDecisions([review('a', 'approved'), review('b', 'pending')])
    expect(offered('reviews')).toEqual(DECISIONS)
    expect(offered('orders.list')).toEqual([])
    expect(offered('reviews', readOnly)).toEqual([])
  })

  it('opens the dialog on the pending ones only', async () => {
    offerReviewDecisions([review('a', 'approved'), review('b', 'pending'), review('c', 'pending')])
    await commandById('reject-selected-reviews').run({} as CommandContext)
    expect(reviewDecisionState.deciding?.decision).toBe('reject')
    expect(reviewDecisionState.deciding?.reviews.map((r) => r._id)).toEqual(['b', 'c'])
  })
})
