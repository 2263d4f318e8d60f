import crypto from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { sql } from 'kysely'
import type { BulkLoad, BulkSession } from '../db/bulkCopy'
import type { Db } from '../db/database'
import type { StorageDriver } from '../lib/storage/storage'
import type { DemoCommerceNumbers } from '../modules/system/system.tables'
import type { DemoStepName } from './demoStepList'

/** The demo data a first start makes after it opens its port. */
export interface DemoDataJob {
  /** Begins (once the server answers); a second call does nothing. */
  start(): void
  /** Resolves once nothing is left to make (at once on a database without any), or the job is stopped. */
  finished: Promise<void>
  /** Ends the job after the part in hand, which commits or rolls back whole; the next start goes on. */
  stop(): Promise<void>
}

export interface DemoDataDeps {
  db: Db
  bulkLoad: BulkLoad
  storage: StorageDriver
  log: FastifyBaseLogger
}

// An instance renews its hold with every part it makes (each well under a second); one that stopped
// answering for this long has died or hangs, and another instance takes the job over.
const LEASE_SECONDS = 30
const RETRY_MS = 5_000

/** The job passed to another instance (or its steps moved on without this one): stop and look again. */
class LeaseLost extends Error {}

interface StepRow {
  step: DemoStepName
  done: number
  total: number
}

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`

/**
 * Makes the demo data still listed in demo_data_steps, part by part, while the server answers. One
 * instance at a time holds the job (a lease in demo_data_job); each part's transaction checks the hold
 * and moves its step's count from where it found it, so a part is never made twice, even by two
 * instances, and a process stopped anywhere leaves whole parts for the next to go on from.
 */
export function demoDataJob(
  deps: DemoDataDeps,
  options: {
    retryMs?: number
    pauseBetweenPartsMs?: number
    /** Told after each part is committed. */
    onPart?: (step: DemoStepName, done: number) => void
  } = {},
): DemoDataJob {
  const retryMs = options.retryMs ?? RETRY_MS
  const pauseBetweenParts = options.pauseBetweenPartsMs ?? 0
  const holder = crypto.randomUUID()
  let stopping = false
  let wake = () => {}
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      wake = () => {
        clearTimeout(timer)
        resolve()
      }
    })

  const remaining = async (): Promise<StepRow[]> =>
    (await deps.db
      .selectFrom('demo_data_steps')
      .select(['step', 'done', 'total'])
      .orderBy('position')
      .execute()) as StepRow[]

  const claim = async () =>
    (
      await sql<{ admin_id: string; plan: DemoCommerceNumbers | null }>`
        update demo_data_job set holder = ${holder}, renewed_at = now()
        where holder is null or holder = ${holder} or renewed_at < now() - make_interval(secs => ${LEASE_SECONDS})
        returning admin_id, plan`.execute(deps.db)
    ).rows[0]

  // The hold and the step's count, checked and moved in the transaction of the part's rows.
  const fenceStatement = `update demo_data_job set renewed_at = now() where holder = ${quote(holder)} returning id`
  const advanceStatement = (step: string, from: number, to: number) =>
    `update demo_data_steps set done = ${to} where step = ${quote(step)} and done = ${from} returning step`
  const inTransaction = async (
    query: (statement: string) => Promise<unknown[]>,
    step: string,
    from: number,
    to: number,
  ) => {
    if ((await query(fenceStatement)).length === 0) throw new LeaseLost()
    if ((await query(advanceStatement(step, from, to))).length === 0) throw new LeaseLost()
  }
  const onDb = (db: Db) => async (statement: string) => (await sql.raw(statement).execute(db)).rows
  const onSession = (session: BulkSession) => (statement: string) => session.query<unknown>(statement)

  async function makePart(context: import('./demoSteps').DemoContext, step: StepRow, to: number) {
    const { DEMO_MAKERS } = await import('./demoSteps')
    const maker = DEMO_MAKERS[step.step]
    const from = step.done
    if ('inTransaction' in maker) {
      await deps.db.transaction().execute(async (trx) => {
        await inTransaction(onDb(trx), step.step, from, to)
        await maker.inTransaction(trx, context)
      })
      return
    }
    if ('files' in maker) {
      await maker.files(context, from, to)
      await deps.db.transaction().execute((trx) => inTransaction(onDb(trx), step.step, from, to))
      return
    }
    let advanced = false
    const fenced: BulkLoad = (load) =>
      deps.bulkLoad(async (session) => {
        await inTransaction(onSession(session), step.step, from, to)
        advanced = true
        return load(session)
      })
    await maker.bulk(fenced, context, from, to)
    if (!advanced) await deps.db.transaction().execute((trx) => inTransaction(onDb(trx), step.step, from, to))
  }

  async function work(adminId: string, steps: StepRow[]) {
    const { demoContext } = await import('./demoContext')
    const context = demoContext(deps, adminId, holder)
    for (const step of steps) {
      const { DEMO_MAKERS } = await import('./demoSteps')
      while (step.done < step.total) {
        if (stopping) return
        const to = Math.min(step.total, step.done + DEMO_MAKERS[step.step].chunk)
        await makePart(context, step, to)
        step.done = to
        options.onPart?.(step.step, to)
        if (pauseBetweenParts > 0) await pause(pauseBetweenParts)
      }
    }
    await deps.db.transaction().execute(async (trx) => {
      if ((await onDb(trx)(fenceStatement)).length === 0) throw new LeaseLost()
      await trx.deleteFrom('demo_data_steps').execute()
      await trx.deleteFrom('demo_data_job').execute()
    })
  }

  async function run() {
    const started = performance.now()
    let made = false
    while (!stopping) {
      try {
        const steps = await remaining()
        if (steps.length === 0) break
        const job = await claim()
        if (!job) {
          await pause(retryMs)
          continue
        }
        made = true
        await work(job.admin_id, steps)
      } catch (error) {
        if (stopping) break
        if (!(error instanceof LeaseLost))
          deps.log.error({ err: error }, 'making the demo data failed; trying again shortly')
        await pause(retryMs)
      }
    }
    if (made && !stopping)
      deps.log.info({ ms: Math.round(performance.now() - started) }, 'the demo data is ready')
  }

  let started: Promise<void> | undefined
  let ended = () => {}
  const finished = new Promise<void>((resolve) => {
    ended = resolve
  })
  return {
    start() {
      started ??= run().finally(ended)
    },
    finished,
    async stop() {
      stopping = true
      wake()
      if (!started) ended()
      await started
      // Handed back at once, so another instance need not wait for the lease to run out.
      await sql`update demo_data_job set holder = null where holder = ${holder}`
        .execute(deps.db)
        .catch(() => {})
    },
  }
}
