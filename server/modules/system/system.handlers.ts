import { sql } from 'kysely'
import type { components } from '../../../src/api/schema'
import { defineHandlers, type OperationRequest } from '../../http/defineHandlers'
import { AppError } from '../../lib/errors'

async function getHealth(request: OperationRequest<'getHealth'>): Promise<components['schemas']['Health']> {
  try {
    await sql`select 1`.execute(request.server.db)
  } catch (error) {
    request.log.error({ err: error }, 'database check failed')
    throw new AppError(503, 'errors.unavailable')
  }
  return { status: 'ok', database: request.server.dbKind }
}

export const systemHandlers = defineHandlers({ getHealth })
