// The checkout's attempts of one coupon, batched per server instance. While a coupon's batch runs,
// the attempts that arrive for it wait; when it ends they all go together as the next batch. An idle
// coupon's attempt therefore goes at once, alone, and a hot coupon's lock is taken once per batch by
// each instance instead of once per call by each of them: its calls stop queuing on the row one by one.
import type { Db } from '../../db/database'
import {
  attemptKey,
  type RedeemAttempt,
  type RedeemOutcome,
  type RedeemResult,
  redeemInTransaction,
  redeemTogether,
} from './couponRedeem'

/** Attempts judged in one transaction at most: a batch holds the coupon's lock while it writes them all. */
const MAX_BATCH = 64

type Answer = { result: RedeemResult; replayed: boolean }

interface Waiting {
  attempt: RedeemAttempt
  resolve: (answer: Answer) => void
  reject: (error: unknown) => void
}

function settle(waiting: readonly Waiting[], outcomes: readonly RedeemOutcome[]) {
  waiting.forEach(({ resolve, reject }, index) => {
    const outcome = outcomes[index]
    if ('error' in outcome) reject(outcome.error)
    else resolve(outcome)
  })
}

/** The next batch from a coupon's queue: up to MAX_BATCH attempts, one per idempotency key. */
function splitBatch(queue: readonly Waiting[]) {
  const batch: Waiting[] = []
  const rest: Waiting[] = []
  const keys = new Set<string>()
  for (const waiting of queue) {
    const key = attemptKey(waiting.attempt)
    // The same key twice waits for the next batch, which answers it with the first's answer.
    if (batch.length < MAX_BATCH && !keys.has(key)) {
      keys.add(key)
      batch.push(waiting)
    } else rest.push(waiting)
  }
  return { batch, rest }
}

function redeemQueue(db: Db) {
  const queues = new Map<string, Waiting[]>()

  function nextBatch(code: string) {
    const { batch, rest } = splitBatch(queues.get(code) as Waiting[])
    queues.set(code, rest)
    return batch
  }

  /** One attempt alone, after its batch failed for a reason not its own. */
  async function judgeAlone(waiting: Waiting) {
    try {
      settle([waiting], await redeemTogether(db, [waiting.attempt], Date.now()))
    } catch (error) {
      waiting.reject(error)
    }
  }

  async function drain(code: string) {
    while ((queues.get(code) as Waiting[]).length > 0) {
      let batch: Waiting[] = []
      try {
        // The batch is taken once the transaction has its connection: the calls that arrived while it
        // waited for one join it. On PGlite's single connection that wait is where calls gather.
        const outcomes = await db.transaction().execute((trx) => {
          batch = nextBatch(code)
          return redeemInTransaction(
            trx,
            batch.map((waiting) => waiting.attempt),
            Date.now(),
          )
        })
        settle(batch, outcomes)
      } catch (error) {
        // No connection (the database is away): the calls waiting now get the error, not a retry loop.
        if (batch.length === 0) for (const waiting of nextBatch(code)) waiting.reject(error)
        else if (batch.length === 1) batch[0].reject(error)
        // Whatever failed the batch fails only the attempt it came from: each is tried again alone.
        else for (const waiting of batch) await judgeAlone(waiting)
      }
    }
    queues.delete(code)
  }

  return (attempt: RedeemAttempt) =>
    new Promise<Answer>((resolve, reject) => {
      const code = attempt.body.couponCode.trim().toUpperCase()
      const queue = queues.get(code)
      if (queue) return void queue.push({ attempt, resolve, reject })
      queues.set(code, [{ attempt, resolve, reject }])
      void drain(code)
    })
}

const queueOfDatabase = new WeakMap<Db, ReturnType<typeof redeemQueue>>()

/** Redeems through this instance's queue for the attempt's coupon: its answer, or its 4xx thrown. */
export function redeemQueued(db: Db, attempt: RedeemAttempt): Promise<Answer> {
  let queue = queueOfDatabase.get(db)
  if (!queue) {
    queue = redeemQueue(db)
    queueOfDatabase.set(db, queue)
  }
  return queue(attempt)
}
