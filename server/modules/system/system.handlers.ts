import { sql } from 'kysely'
import type { components } from '../../../src/api/schema'
import { defineHandlers, type OperationRequest } from '../../http/defineHandlers'
import { AppError } from '../../lib/errors'
import { type DemoStepProgress, demoDataPercent } from '../../seed/demoStepList'

async function getHealth(request: OperationRequest<'getHealth'>): Promise<components['schemas']['Health']> {
  try {
    await sql`select 1`.execute(request.server.db)
  } catch (error) {
    request.log.error({ err: error }, 'database check failed')
    throw new AppError(503, 'errors.unavailable')
  }
  return { status: 'ok', database: request.server.dbKind }
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

export const systemHandlers = defineHandlers({ getHealth, getDemoDataProgress })
