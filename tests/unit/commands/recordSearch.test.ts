import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  type AskServer,
  createRecordSearch,
  type FoundGroup,
  type RecordSearchState,
  type RecordSearchType,
  SEARCH_DEBOUNCE_MS,
  searchGroupsOf,
} from '../../../src/commands/recordSearch'

const staff: RecordSearchType = {
  type: 'internalUsers',
  titleKey: 'internalUsers:nav.search.title',
  permission: { feature: 'internalUsers', action: 'access' },
  hrefOf: (record) => `/staff/${record._id}`,
}
const orders: RecordSearchType = {
  type: 'orders',
  titleKey: 'orders:nav.search.title',
  permission: { feature: 'orders', action: 'access' },
  hrefOf: (record) => `/orders/${record._id}`,
}

const somchai: FoundGroup = {
  type: 'internalUsers',
  items: [
    {
      _id: 'u1',
      title: 'Somchai Jaidee',
      subtitle: 'somchai@example.com',
      listSearch: 'somchai@example.com',
    },
  ],
  more: true,
}

interface Call {
  term: string
  types: readonly string[]
  signal: AbortSignal
  answer(groups: readonly FoundGroup[]): void
  fail(): void
}

/** A record search whose server calls wait until the test answers them. */
function searchWithCalls() {
  const calls: Call[] = []
  const states: RecordSearchState[] = []
  const ask: AskServer = (term, types, signal) =>
    new Promise((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
      calls.push({ term, types, signal, answer: resolve, fail: () => reject(new Error('500')) })
    })
  const search = createRecordSearch({ ask, onChange: (state) => states.push(state) })
  const last = () => states[states.length - 1]
  return { search, calls, states, last }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the palette record search', () => {
  it('asks once per settled term, a short pause after the last key', async () => {
    const { search, calls, last } = searchWithCalls()
    for (const term of ['s', 'so', 'som', 'somc']) {
      search.update(term, [staff])
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS / 3)
    }
    expect(calls).toHaveLength(0)
    expect(last()).toMatchObject({ pending: true })
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS)
    expect(calls.map((call) => [call.term, call.types])).toEqual([['somc', ['internalUsers']]])
    calls[0].answer([somchai])
    await vi.advanceTimersByTimeAsync(0)
    expect(last()).toEqual({
      term: 'somc',
      pending: false,
      groups: [
        {
          type: 'internalUsers',
          titleKey: 'internalUsers:nav.search.title',
          more: true,
          results: [
            { id: 'u1', title: 'Somchai Jaidee', subtitle: 'somchai@example.com', href: '/staff/u1' },
          ],
        },
      ],
    })
  })

  it('cancels the call under way when the next key arrives, and shows only the newer answer', async () => {
    const { search, calls, last } = searchWithCalls()
    search.update('som', [staff])
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS)
    expect(calls).toHaveLength(1)
    search.update('somc', [staff])
    expect(calls[0].signal.aborted).toBe(true)
    calls[0].answer([{ type: 'internalUsers', items: [{ _id: 'old', title: 'Somsak' }], more: false }])
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS)
    expect(calls).toHaveLength(2)
    expect(last()).toMatchObject({ pending: true, groups: [] })
    calls[1].answer([somchai])
    await vi.advanceTimersByTimeAsync(0)
    expect(last().term).toBe('somc')
    expect(last().groups[0].results.map((result) => result.id)).toEqual(['u1'])
  })

  it('does not ask again for the same term with a space added, and keeps its answer', async () => {
    const { search, calls, last } = searchWithCalls()
    search.update('sign', [staff])
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS)
    calls[0].answer([somchai])
    await vi.advanceTimersByTimeAsync(0)
    search.update('sign ', [staff])
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS)
    expect(calls).toHaveLength(1)
    expect(last()).toMatchObject({ term: 'sign ', pending: false })
    expect(last().groups).toHaveLength(1)
  })

  it('asks nothing for a term shorter than two characters or without a type to ask, and clears the records', async () => {
    const { search, calls, last } = searchWithCalls()
    search.update('so', [staff])
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS)
    calls[0].answer([somchai])
    await vi.advanceTimersByTimeAsync(0)
    search.update(' s ', [staff])
    expect(last()).toEqual({ term: ' s ', groups: [], pending: false })
    search.update('somchai', [])
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS)
    expect(calls).toHaveLength(1)
    expect(last()).toEqual({ term: 'somchai', groups: [], pending: false })
  })

  it('says the search failed under each type it asked', async () => {
    const { search, calls, last } = searchWithCalls()
    search.update('somchai', [staff, orders])
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS)
    expect(calls[0].types).toEqual(['internalUsers', 'orders'])
    calls[0].fail()
    await vi.advanceTimersByTimeAsync(0)
    expect(last()).toMatchObject({ term: 'somchai', pending: false })
    expect(last().groups.map((group) => [group.type, group.failed])).toEqual([
      ['internalUsers', true],
      ['orders', true],
    ])
  })

  it('reports nothing for a call cancelled by dispose, and asks anew when updated again', async () => {
    const { search, calls, states, last } = searchWithCalls()
    search.update('somchai', [staff])
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS)
    const reported = states.length
    search.dispose()
    expect(calls[0].signal.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS)
    expect(states).toHaveLength(reported)
    // A component mounted again (React's strict mode does it on purpose) keeps the same search.
    search.update('somchai', [staff])
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS)
    expect(calls).toHaveLength(2)
    calls[1].answer([somchai])
    await vi.advanceTimersByTimeAsync(0)
    expect(last()).toMatchObject({ term: 'somchai', pending: false })
  })
})

describe("the server's answer as the palette's groups", () => {
  it('follows the order of the asked types, leaves out a type not answered, and builds hrefs with the manifest', () => {
    const found: FoundGroup[] = [
      { type: 'orders', items: [{ _id: 'o1', title: 'ORD-000001' }], more: false },
      somchai,
    ]
    const groups = searchGroupsOf(found, [staff, orders])
    expect(groups.map((group) => [group.type, group.more, group.results[0].href])).toEqual([
      ['internalUsers', true, '/staff/u1'],
      ['orders', false, '/orders/o1'],
    ])
    expect(searchGroupsOf([somchai], [orders])).toEqual([])
  })
})
