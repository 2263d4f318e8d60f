import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { StaffEditor } from '../../http/staffEditor'
import type { StoredChanges } from './revertRules'
import type { HistoryTable } from './undoKind'

export interface HistoryEntry {
  id: string
  action: string
  changes: StoredChanges
  actor_id: string | null
  actor_name: string
  created_at: Date
}

const HISTORY_LIMIT = 50

/** The record's own entries of its history table (content_history holds several kinds). */
const ofRecord = (history: HistoryTable, recordId: string) =>
  history.recordType
    ? sql`${sql.ref(history.recordColumn)} = ${recordId} and record_type = ${history.recordType}`
    : sql`${sql.ref(history.recordColumn)} = ${recordId}`

const COLUMNS = sql`id::text as id, action, changes, actor_id, actor_name, created_at`

/** The latest entries of a record's history, newest first. */
export async function historyOf(db: Db, history: HistoryTable, recordId: string): Promise<HistoryEntry[]> {
  const { rows } = await sql<HistoryEntry>`
    select ${COLUMNS} from ${sql.table(history.table)} where ${ofRecord(history, recordId)}
    order by created_at desc, id desc limit ${HISTORY_LIMIT}`.execute(db)
  return rows
}

/** One entry of a record's history; undefined when the record has no entry of that id. */
export async function historyEntry(
  db: Db,
  history: HistoryTable,
  recordId: string,
  entryId: string,
): Promise<HistoryEntry | undefined> {
  if (!/^\d{1,18}$/.test(entryId)) return undefined
  const { rows } = await sql<HistoryEntry>`
    select ${COLUMNS} from ${sql.table(history.table)}
    where ${ofRecord(history, recordId)} and id = ${entryId}::bigint`.execute(db)
  return rows[0]
}

/** Keeps a staff change in the record's history; answers the new entry's id. */
export async function recordChange(
  db: Db,
  history: HistoryTable,
  actor: StaffEditor,
  recordId: string,
  action: string,
  changes: StoredChanges,
): Promise<string> {
  const columns = [
    sql.ref(history.recordColumn),
    sql.ref('actor_id'),
    sql.ref('actor_name'),
    sql.ref('action'),
    sql.ref('changes'),
  ]
  const values = [
    sql`${recordId}`,
    sql`${actor.id}`,
    sql`${actor.name}`,
    sql`${action}`,
    sql`${JSON.stringify(changes)}::jsonb`,
  ]
  if (history.recordType) {
    columns.push(sql.ref('record_type'))
    values.push(sql`${history.recordType}`)
  }
  if (history.actorKind) {
    columns.push(sql.ref('actor_kind'))
    values.push(sql`'staff'`)
  }
  const { rows } = await sql<{ id: string }>`
    insert into ${sql.table(history.table)} (${sql.join(columns)}) values (${sql.join(values)})
    returning id::text as id`.execute(db)
  return rows[0].id
}
