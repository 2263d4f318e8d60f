import { describe, expect, it } from 'vitest'
import {
  createWindowCounters,
  type WindowCountsStore,
  type WindowDelta,
} from '../../../server/lib/windowCounters'

/** The sums of every instance, as the rate_limit_windows table keeps them (its SQL is covered by tests/api). */
function sharedSums(): WindowCountsStore & { failing: boolean; sums: Map<string, number> } {
  const sums = new Map<string, number>()
  return {
    sums,
    failing: false,
    async add(deltas: readonly WindowDelta[], watched: readonly WindowDelta[]) {
      if (this.failing) throw new Error('the database is out of reach')
      for (const { key, slot, count } of deltas)
        sums.set(`${slot} ${key}`, (sums.get(`${slot} ${key}`) ?? 0) + count)
      return [...deltas, ...watched].map(({ key, slot }) => ({
        key,
        slot,
        count: sums.get(`${slot} ${key}`) ?? 0,
      }))
    },
    async prune() {},
  }
}

const MINUTE = 60_000
const instance = (store: WindowCountsStore | null) =>
  createWindowCounters({ store, windowMs: MINUTE, syncIntervalMs: 60 * MINUTE })

describe('window counters', () => {
  it('count exactly on their own: the limit, then refusals that are not counted, then a new window', async () => {
    const counters = instance(null)
    const start = 10 * MINUTE + 1000
    const hits = Array.from({ length: 5 }, () => counters.hit('k', 3, start))
    expect(hits.map((hit) => hit.allowed)).toEqual([true, true, true, false, false])
    expect(hits.map((hit) => hit.remaining)).toEqual([2, 1, 0, 0, 0])
    expect(hits[0].resetSeconds).toBe(59)
    expect(counters.hit('k', 3, start + 58_500).resetSeconds).toBe(1)
    expect(counters.hit('k', 3, start + MINUTE)).toMatchObject({ allowed: true, remaining: 2 })
    expect(counters.hit('other', 3, start).allowed).toBe(true)
    await counters.close()
  })

  it('share a limit across instances within what the others admit between two syncs', async () => {
    const store = sharedSums()
    const all = [instance(store), instance(store), instance(store)]
    const now = Date.now()
    const limit = 100
    let admitted = 0
    // A client spreads 10 calls over the instances between syncs, round robin, until every one refuses.
    for (let round = 0; round < 30; round++) {
      for (let call = 0; call < 10; call++) if (all[call % 3].hit('session:a', limit, now).allowed) admitted++
      await Promise.all(all.map((counters) => counters.sync()))
    }
    expect(admitted).toBeGreaterThanOrEqual(limit)
    // What the other two instances admit in one interval: at most 2/3 of the client's 10 calls, rounded up.
    expect(admitted).toBeLessThanOrEqual(limit + 7)
    expect([...store.sums.values()]).toEqual([admitted])
    await Promise.all(all.map((counters) => counters.close()))
  })

  it('keep counting while the store is out of reach, and send those calls once it is back', async () => {
    const store = sharedSums()
    const counters = instance(store)
    const now = Date.now()
    store.failing = true
    for (let i = 0; i < 4; i++) counters.hit('k', 10, now)
    await counters.sync()
    expect(store.sums.size).toBe(0)
    expect(counters.hit('k', 10, now).remaining).toBe(5)
    store.failing = false
    await counters.sync()
    expect([...store.sums.values()]).toEqual([5])
    await counters.close()
  })
})
