import type { FastifyRequest } from 'fastify'
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import { authOf } from '../../http/authOf'
import type { ContentRecordType } from './categories.tables'

/** The staff member making a change, as the content history names them. */
export interface ContentActor {
  id: string
  name: string
}

export type ContentChanges = Record<string, { from: unknown; to: unknown }>

export function contentActorOf(request: FastifyRequest): Promise<ContentActor> {
  return request.server.db
    .selectFrom('internal_users')
    .select(['id', sql<string>`first_name || ' ' || last_name`.as('name')])
    .where('id', '=', authOf(request).userId)
    .executeTakeFirstOrThrow()
}

/** Keeps one staff change to an article, an FAQ or a category: who, when, what. */
export async function recordContentChange(
  db: Db,
  actor: ContentActor,
  change: { recordType: ContentRecordType; recordId: string; action: string; changes?: ContentChanges },
): Promise<void> {
  await db
    .insertInto('content_history')
    .values({
      record_type: change.recordType,
      record_id: change.recordId,
      actor_id: actor.id,
      actor_name: actor.name,
      action: change.action,
      changes: JSON.stringify(change.changes ?? {}),
    })
    .execute()
}

/** What an edit changes: the fields whose new value differs from the current one. */
export function changesOf<T extends Record<string, unknown>>(current: T, next: Partial<T>): ContentChanges {
  const changes: ContentChanges = {}
  for (const [field, to] of Object.entries(next)) {
    if (to === undefined) continue
    const from = current[field]
    const same = from instanceof Date && to instanceof Date ? from.getTime() === to.getTime() : from === to
    if (!same) changes[field] = { from, to }
  }
  return changes
}
