/**
 * Fixed one-minute windows of calls per key, counted in this process and shared with every other
 * server instance through a store they all reach (the database: windowCountersStore.ts).
 *
 * Why not one database write per call: that is a round trip on every request. Instead each instance
 * counts its calls in memory and, every `syncIntervalMs` (1 s by default), adds what it counted since
 * its last sync to the key's row in one statement for all its keys, and reads back the sum of every
 * instance's calls. A key this instance sees for the first time in a window is synced at once, so it
 * starts from what the others counted rather than from zero.
 *
 * Accuracy: an instance decides from the sum it last read plus its own calls since. What it misses are
 * the calls other instances admitted since their last sync, at most one interval of their traffic; so
 * with N instances a limit can be overshot by what the other N−1 admit in about one interval (plus one
 * database round trip). A single instance (and PGlite, which has one) counts exactly. Windows are the
 * wall clock's minutes (every instance agrees on them as far as their clocks agree), and a window's
 * calls stop counting when it ends. Refused calls are not counted, so a caller retrying too early does
 * not push its own reset further away.
 */

export const WINDOW_MS = 60_000

export interface WindowCountsStore {
  /** Adds each delta to its key's window and answers the new sum of every instance for each. */
  add(deltas: readonly WindowDelta[]): Promise<WindowDelta[]>
  /** Forgets the windows that ended before `minute`. */
  prune(minute: number): Promise<void>
}

export interface WindowDelta {
  key: string
  minute: number
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
  minute: number
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
  syncIntervalMs: number
  onError?: (error: unknown) => void
}): WindowCounters {
  const { store, onError } = options
  const entries = new Map<string, Entry>()
  const unsent = new Set<string>()
  let running: Promise<void> | null = null
  let again = false
  let soon = false
  let prunedMinute = 0

  async function syncOnce(): Promise<void> {
    const currentMinute = Math.floor(Date.now() / WINDOW_MS)
    for (const [key, entry] of entries)
      if (entry.minute < currentMinute && entry.inFlight === 0) entries.delete(key)
    if (!store) return
    // Sorted, so two instances lock the rows of their batches in the same order and never deadlock.
    const deltas: WindowDelta[] = []
    for (const key of [...unsent].sort()) {
      const entry = entries.get(key)
      if (!entry || entry.pending === 0) continue
      deltas.push({ key, minute: entry.minute, count: entry.pending })
      entry.inFlight += entry.pending
      entry.pending = 0
    }
    unsent.clear()
    try {
      if (deltas.length > 0) {
        const sums = new Map((await store.add(deltas)).map((sum) => [`${sum.minute} ${sum.key}`, sum.count]))
        for (const { key, minute, count } of deltas) {
          const entry = entries.get(key)
          if (!entry || entry.minute !== minute) continue
          entry.inFlight -= count
          entry.shared = Math.max(entry.shared, sums.get(`${minute} ${key}`) ?? 0)
        }
      }
      if (currentMinute > prunedMinute) {
        prunedMinute = currentMinute
        await store.prune(currentMinute - 1)
      }
    } catch (error) {
      // The store is out of reach: keep counting here and send these calls with the next sync.
      for (const { key, minute, count } of deltas) {
        const entry = entries.get(key)
        if (!entry || entry.minute !== minute) continue
        entry.inFlight -= count
        entry.pending += count
        unsent.add(key)
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
    if (unsent.size > 0 || entries.size > 0) void sync()
  }, options.syncIntervalMs)
  timer.unref()

  return {
    hit(key, limit, nowMs = Date.now()) {
      const minute = Math.floor(nowMs / WINDOW_MS)
      const resetSeconds = Math.max(1, Math.ceil(((minute + 1) * WINDOW_MS - nowMs) / 1000))
      let entry = entries.get(key)
      if (entry === undefined || entry.minute !== minute) {
        entry = { minute, shared: 0, inFlight: 0, pending: 0 }
        entries.set(key, entry)
        if (store) syncSoon()
      }
      const count = entry.shared + entry.inFlight + entry.pending
      if (count >= limit) return { allowed: false, limit, remaining: 0, resetSeconds }
      entry.pending++
      if (store) unsent.add(key)
      return { allowed: true, limit, remaining: limit - count - 1, resetSeconds }
    },
    sync,
    async close() {
      clearInterval(timer)
      await sync()
    },
  }
}
