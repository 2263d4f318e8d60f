import { describe, expect, it } from 'vitest'
import type { Requirement } from '../../../src/domain/permissions'
import {
  judgeView,
  recordsNamed,
  type ViewerFacts,
  type ViewListDeclaration,
} from '../../../src/domain/savedViews'
import { VIEW_LISTS } from '../../../src/domain/viewLists'

const PRODUCT = '11111111-1111-4111-8111-111111111111'
const GONE = '22222222-2222-4222-8222-222222222222'

/** A viewer holding these permissions, for whom these records exist. */
const viewer = (held: readonly string[], existing: readonly string[] = [PRODUCT]): ViewerFacts => ({
  may: (requirement: Requirement) =>
    requirement === 'authenticated' || held.includes(`${requirement.feature}:${requirement.action}`),
  exists: (_kind, value) => existing.includes(value),
})

const reviews: ViewListDeclaration = VIEW_LISTS.reviews

describe('which filters of a view a viewer gets', () => {
  it('keeps every filter for a viewer who may use them all and whose values exist', () => {
    const state = { filters: { state: 'pending', product: PRODUCT, from: '2026-11-01' }, sort: 'date' }
    const judged = judgeView(state, reviews, viewer(['reviewApproval:access', 'inventory:access']))
    expect(judged).toEqual({ state: { ...state, order: null }, dropped: [] })
  })

  it('drops a filter whose values come from a read the viewer may not make, naming it', () => {
    const judged = judgeView(
      { filters: { state: 'pending', product: PRODUCT } },
      reviews,
      viewer(['reviewApproval:access']),
    )
    expect(judged.state.filters).toEqual({ state: 'pending' })
    expect(judged.dropped).toEqual([{ filter: 'product', reason: 'permission' }])
  })

  it('says permission rather than missing when both hold, so the viewer learns nothing of the record', () => {
    const judged = judgeView({ filters: { product: GONE } }, reviews, viewer(['reviewApproval:access']))
    expect(judged.dropped).toEqual([{ filter: 'product', reason: 'permission' }])
  })

  it('drops a value that no longer exists: a deleted record, a value no longer offered, a day that is none', () => {
    const judged = judgeView(
      { filters: { product: GONE, state: 'archived', rating: '5', from: '2026-13-45', to: 'soon' } },
      reviews,
      viewer(['reviewApproval:access', 'inventory:access']),
    )
    expect(judged.state.filters).toEqual({ rating: '5' })
    expect(judged.dropped).toEqual([
      { filter: 'product', reason: 'missing' },
      { filter: 'state', reason: 'missing' },
      { filter: 'from', reason: 'missing' },
      { filter: 'to', reason: 'missing' },
    ])
  })

  it('drops a filter the list no longer has, and a sort it no longer offers', () => {
    const judged = judgeView(
      { filters: { colour: 'red', status: 'to_ship' }, sort: 'colour', order: 'asc' },
      VIEW_LISTS.orders,
      viewer(['orders:access']),
    )
    expect(judged.state).toMatchObject({ filters: { status: 'to_ship' }, sort: null, order: null })
    expect(judged.dropped).toEqual([{ filter: 'colour', reason: 'missing' }])
  })

  it('gathers the records the views name, per kind, for one look-up each', () => {
    const named = recordsNamed([
      { state: { filters: { product: PRODUCT, state: 'pending' } }, list: reviews },
      { state: { filters: { product: GONE } }, list: reviews },
      { state: { filters: { role: PRODUCT } }, list: VIEW_LISTS['internal-users'] },
    ])
    expect(named).toEqual(
      new Map([
        ['product', new Set([PRODUCT, GONE])],
        ['role', new Set([PRODUCT])],
      ]),
    )
  })
})
