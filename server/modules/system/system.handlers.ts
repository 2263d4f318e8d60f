import type { FastifyReply } from 'fastify'
import { sql } from 'kysely'
import type { components } from '../../../src/api/schema'
import type { Db } from '../../db/database'
import { defineHandlers, type OperationRequest } from '../../http/defineHandlers'
import { AppError } from '../../lib/errors'
import { type DemoStepProgress, demoDataPercent } from '../../seed/demoStepList'

type Schemas = components['schemas']

/** Readiness gives the database this long to answer a trivial query before it says "not ready". */
const READINESS_DATABASE_TIMEOUT_MS = 2000

async function getHealth(request: OperationRequest<'getHealth'>): Promise<Schemas['Health']> {
  try {
    await sql`select 1`.execute(request.server.db)
  } catch (error) {
    request.log.error({ err: error }, 'database check failed')
    throw new AppError(503, 'errors.unavailable')
  }
  return { status: 'ok', database: request.server.dbKind }
}

async function getLiveness(): Promise<Schemas['Liveness']> {
  return { status: 'ok' }
}

/** Whether the database answers in time; a check still waiting then is left to finish on its own. */
async function databaseAnswers(db: Db, request: OperationRequest<'getReadiness'>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READINESS_DATABASE_TIMEOUT_MS)
  })
  const check = sql`select 1`.execute(db).then(
    () => true,
    (error: unknown) => {
      request.log.warn({ err: error }, 'readiness: the database check failed')
      return false
    },
  )
  try {
    return await Promise.race([check, timeout])
  } finally {
    clearTimeout(timer)
  }
}

async function getReadiness(
  request: OperationRequest<'getReadiness'>,
  reply: FastifyReply,
): Promise<Schemas['Readiness'] | FastifyReply> {
  const { draining } = request.server.lifecycle
  const database = (await databaseAnswers(request.server.db, request)) ? 'ok' : 'unavailable'
  const ready = !draining && database === 'ok'
  const body: Schemas['Readiness'] = { status: ready ? 'ready' : 'notReady', draining, database }
  if (ready) return body
  return reply.code(503).send(body)
}

async function getDemoDataProgress(
  request: OperationRequest<'getDemoDataProgress'>,
): Promise<components['schemas']['DemoDataProgress']> {
  const steps = (await request.server.db
    .selectFrom('demo_data_steps')
    .select(['step', 'done', 'total'])
    .orderBy('position')
    .execute()) as DemoStepProgress[]
  return { preparing: steps.length > 0, percent: demoDataPercent(steps), steps }
}

export const systemHandlers = defineHandlers({ getHealth, getLiveness, getReadiness, getDemoDataProgress })
