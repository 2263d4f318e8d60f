import type { Db } from '../../db/database'
import type { StaffEditor } from '../../http/staffEditor'
import type { ContentRecordType } from './categories.tables'

export type ContentChanges = Record<string, { from: unknown; to: unknown }>

/** Keeps one staff change to an article, an FAQ or a category: who, when, what. */
export async function recordContentChange(
  db: Db,
  actor: StaffEditor,
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
