import { describe, expect, it } from 'vitest'
import { readListParams, writeListParams } from '../../../src/ui/pagedList/pagedList'
import {
  addressOpensView,
  paramsOfView,
  showsView,
  stateOfParams,
} from '../../../src/ui/pagedList/savedViewParams'

const VIEW = {
  _id: '00000000-0000-4000-8000-000000000001',
  state: {
    search: 'som',
    filters: { status: 'to_ship', type: 'BMC' },
    sort: 'total',
    order: 'desc' as const,
    limit: 10 as const,
    hiddenColumns: ['phone'],
  },
}
const SORTS = ['date', 'total'] as const
const options = { filterKeys: ['status', 'type'], sorts: SORTS }

describe('a saved view and the address of its list', () => {
  it('opens the list on its first page with everything the view keeps, and names the view', () => {
    const address = writeListParams(paramsOfView(VIEW, 5, SORTS))
    expect(address.toString()).toBe(
      `view=${VIEW._id}&search=som&status=to_ship&type=BMC&sort=total&order=desc&hide=phone&limit=10`,
    )
    expect(stateOfParams(readListParams(address, options))).toEqual({ ...VIEW.state })
  })

  it('tells a list still showing its view from one changed since, whatever page it is on', () => {
    const opened = readListParams(writeListParams(paramsOfView(VIEW, 5, SORTS)), options)
    expect(showsView({ ...opened, page: 3 }, VIEW)).toBe(true)
    expect(showsView({ ...opened, filters: { status: 'to_ship' } }, VIEW)).toBe(false)
    expect(showsView({ ...opened, hidden: [] }, VIEW)).toBe(false)
    expect(showsView({ ...opened, limit: 50 }, VIEW)).toBe(false)
  })

  it('applies a view named alone in the address, and leaves an address with more in it as it is', () => {
    expect(addressOpensView(new URLSearchParams(`view=${VIEW._id}`))).toBe(VIEW._id)
    expect(addressOpensView(new URLSearchParams(`view=${VIEW._id}&status=complete`))).toBeNull()
    expect(addressOpensView(new URLSearchParams(''))).toBeNull()
  })

  it('opens a view whose sort the list no longer offers in the list own order', () => {
    const params = paramsOfView({ ...VIEW, state: { ...VIEW.state, sort: 'colour' } }, 5, SORTS)
    expect(params).toMatchObject({ sort: null, order: null })
  })
})
