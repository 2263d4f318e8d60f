/**
 * Fixed windows of calls per key (of a minute; tests shorten them), counted in this process and
 * shared with every other server instance through a store they all reach (the database:
 * windowCountersStore.ts).
 *
 * Why not one database write per call: that is a round trip on every request. Instead each instance
 * counts its calls in memory and, every `syncIntervalMs` (1 s by default), adds what it counted since
 * its last sync to each key's row and reads back the sum of every instance's calls for every key it
 * has seen in the current window, in one statement. A key this instance sees for the first time in a
 * window is synced at once, so it starts from what the others counted rather than from zero.
 *
 * Accuracy: an instance decides from the sums it last read plus its own calls since. What it misses
 * are the calls other instances admitted since their last sync, at most one interval of their traffic
 * (plus one database round trip); so with N instances a limit can be overshot by what the other N−1
 * admit in about one interval, e.g. with a client at 20 calls a second spread over 3 instances, by
 * about 13 calls (20 × 2/3). A single instance (and PGlite, which has one) counts exactly. Windows are slots
 * of the wall clock (every instance agrees on them as far as their clocks agree), and a window's
 * calls stop counting when it ends. Refused calls are not counted, so a caller retrying too early does
 * not push its own reset further away.
 */

export interface WindowCountsStore {
  /**
   * Adds each delta to its key's window and answers the new sum of every instance for each, and the
   * sums of the `watched` windows (this instance's keys it has no new calls of).
   */
  add(deltas: readonly WindowDelta[], watched: readonly WindowDelta[]): Promise<WindowDelta[]>
  /** Forgets the windows before `slot`. */
  prune(slot: number): Promise<void>
}

export interface WindowDelta {
  key: string
  /** The window: milliseconds since the Unix epoch divided by the window's length. */
  slot: number
  count: number
}

export interface WindowHit {
  allowed: boolean
  limit: number
  /** Calls left in this window after this one (0 when refused). */
  remaining: number
  /** Whole seconds until the window ends (at least 1). */
  resetSeconds: number
}

interface Entry {
  slot: number
  /** Every instance's count as last read back from the store (this instance's synced calls included). */
  shared: number
  /** This instance's calls on their way to the store. */
  inFlight: number
  /** This instance's calls not yet sent. */
  pending: number
}

export interface WindowCounters {
  hit(key: string, limit: number, nowMs?: number): WindowHit
  /** Sends what this instance counted since its last sync and reads the sums back. */
  sync(): Promise<void>
  close(): Promise<void>
}

export function createWindowCounters(options: {
  /** Null: this instance is the only one, and its counts are the whole truth. */
  store: WindowCountsStore | null
  windowMs: number
  syncIntervalMs: number
  onError?: (error: unknown) => void
}): WindowCounters {
  const { store, windowMs, onError } = options
  const entries = new Map<string, Entry>()
  let running: Promise<void> | null = null
  let again = false
  let soon = false
  let prunedSlot = 0

  async function syncOnce(): Promise<void> {
    const currentSlot = Math.floor(Date.now() / windowMs)
    const deltas: WindowDelta[] = []
    const watched: WindowDelta[] = []
    for (const [key, entry] of entries) {
      if (entry.slot < currentSlot && entry.inFlight === 0 && (entry.pending === 0 || !store)) {
        entries.delete(key)
        continue
      }
      if (entry.pending > 0) {
        deltas.push({ key, slot: entry.slot, count: entry.pending })
        entry.inFlight += entry.pending
        entry.pending = 0
      } else if (entry.inFlight === 0 && entry.slot === currentSlot)
        watched.push({ key, slot: entry.slot, count: 0 })
    }
    if (!store || deltas.length + watched.length === 0) return
    // Sorted, so two instances lock the rows of their batches in the same order and never deadlock.
    deltas.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.slot - b.slot))
    try {
      const sums = new Map(
        (await store.add(deltas, watched)).map((sum) => [`${sum.slot} ${sum.key}`, sum.count]),
      )
      for (const { key, slot, count } of [...deltas, ...watched]) {
        const entry = entries.get(key)
        if (!entry || entry.slot !== slot) continue
        entry.inFlight -= count
        entry.shared = Math.max(entry.shared, sums.get(`${slot} ${key}`) ?? 0)
      }
      if (currentSlot > prunedSlot) {
        prunedSlot = currentSlot
        await store.prune(currentSlot - 1)
      }
    } catch (error) {
      // The store is out of reach: keep counting here and send these calls with the next sync.
      for (const { key, slot, count } of deltas) {
        const entry = entries.get(key)
        if (!entry || entry.slot !== slot) continue
        entry.inFlight -= count
        entry.pending += count
      }
      onError?.(error)
    }
  }

  function sync(): Promise<void> {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        await syncOnce()
      } while (again)
    })().finally(() => {
      running = null
    })
    return running
  }

  function syncSoon(): void {
    if (soon) return
    soon = true
    setImmediate(() => {
      soon = false
      void sync()
    })
  }

  const timer = setInterval(() => {
    if (entries.size > 0) void sync()
  }, options.syncIntervalMs)
  timer.unref()

  return {
    hit(key, limit, nowMs = Date.now()) {
      const slot = Math.floor(nowMs / windowMs)
      const resetSeconds = Math.max(1, Math.ceil(((slot + 1) * windowMs - nowMs) / 1000))
      let entry = entries.get(key)
      if (entry === undefined || entry.slot !== slot) {
        entry = { slot, shared: 0, inFlight: 0, pending: 0 }
        entries.set(key, entry)
        if (store) syncSoon()
      }
      const count = entry.shared + entry.inFlight + entry.pending
      if (count >= limit) return { allowed: false, limit, remaining: 0, resetSeconds }
      entry.pending++
      return { allowed: true, limit, remaining: limit - count - 1, resetSeconds }
    },
    sync,
    async close() {
      clearInterval(timer)
      await sync()
    },
  }
}
