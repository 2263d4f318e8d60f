import type { FastifyRequest } from 'fastify'
import { sql } from 'kysely'
import { authOf } from './authOf'

/** The signed-in staff member making a change, as histories name them (id and full name). */
export interface StaffEditor {
  id: string
  name: string
}

export function staffEditorOf(request: FastifyRequest): Promise<StaffEditor> {
  return request.server.db
    .selectFrom('internal_users')
    .select(['id', sql<string>`first_name || ' ' || last_name`.as('name')])
    .where('id', '=', authOf(request).userId)
    .executeTakeFirstOrThrow()
}
