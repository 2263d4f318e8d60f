import { sql } from 'kysely'
import { type IssueKind, type IssueState, STUCK_AFTER_HOURS } from '../../../src/domain/dashboard'
import type { Db } from '../../db/database'
import type { PageRequest } from '../../lib/paging'
import { prefixPattern } from '../../lib/search'

/**
 * Raises an issue for each order waiting in a status past its threshold (STUCK_AFTER_HOURS), and
 * resolves those whose order has since moved on or gone. The statuses it looks at hold the newest
 * orders only (older ones are done), so each reads a short stretch of the status index.
 */
export async function sweepStuckOrders(db: Db, now: Date = new Date()): Promise<void> {
  for (const [status, hours] of Object.entries(STUCK_AFTER_HOURS)) {
    const before = new Date(now.getTime() - hours * 3_600_000)
    await sql`
      insert into operational_issues as i (kind, record_kind, record_id, record_label, detail, since)
        select 'order_stuck', 'order', o.id::text, o.order_number, o.status, o.updated_at
        from orders o where o.status = ${status} and o.updated_at < ${before}
      on conflict (kind, record_id) do update set
        state = 'open', since = excluded.since, detail = excluded.detail, version = i.version + 1,
        acknowledged_by = null, acknowledged_at = null, resolved_by = null, resolved_at = null
        where i.state = 'resolved' or i.detail is distinct from excluded.detail`.execute(db)
  }
  await sql`
    update operational_issues i set state = 'resolved', resolved_at = ${now}, resolved_by = null,
      version = i.version + 1
    where i.kind = 'order_stuck' and i.state <> 'resolved' and not exists (
      select 1 from orders o where o.id::text = i.record_id and o.status = i.detail)`.execute(db)
}

/** How often the report looks for stuck orders again: time alone makes an order stuck. */
const SWEEP_EVERY_MS = 60_000
const lastSweep = new WeakMap<Db, number>()

/** Sweeps when the last sweep on this database is older than a minute. */
export async function sweepIfDue(db: Db): Promise<void> {
  const now = Date.now()
  if (now - (lastSweep.get(db) ?? 0) < SWEEP_EVERY_MS) return
  lastSweep.set(db, now)
  await sweepStuckOrders(db)
}

/** An upload the server refused after it was stored: raised once per object key. */
export async function raiseUploadRejected(db: Db, key: string, reason: string): Promise<void> {
  await db
    .insertInto('operational_issues')
    .values({
      kind: 'upload_rejected',
      record_kind: 'upload',
      record_id: key,
      record_label: key.split('/').at(-1) ?? key,
      detail: reason,
      since: new Date(),
    })
    .onConflict((oc) => oc.columns(['kind', 'record_id']).doNothing())
    .execute()
}

export interface IssueFilter {
  /** 'unresolved' is open and acknowledged. */
  state: IssueState | 'unresolved' | 'all'
  kind?: IssueKind
  /** The start of the record's label, any case. */
  search?: string | null
}

const filtered = (db: Db, filter: IssueFilter) => {
  let query = db.selectFrom('operational_issues')
  if (filter.state === 'unresolved') query = query.where('state', 'in', ['open', 'acknowledged'])
  else if (filter.state !== 'all') query = query.where('state', '=', filter.state)
  if (filter.kind) query = query.where('kind', '=', filter.kind)
  if (filter.search) query = query.where(sql`lower(record_label)`, 'like', prefixPattern(filter.search))
  return query
}

export async function listIssues(db: Db, filter: IssueFilter, page: PageRequest) {
  const [rows, total] = await Promise.all([
    filtered(db, filter)
      .selectAll()
      .orderBy('since', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered(db, filter).select(sql<number>`count(*)::int8`.as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}

/** Moves an issue to `state` if it is still at `version`; answers the row, or why not. */
export async function changeIssueState(
  db: Db,
  id: string,
  state: 'acknowledged' | 'resolved',
  version: number,
  staffId: string,
) {
  const now = new Date()
  const changed = await db
    .updateTable('operational_issues')
    .set({
      state,
      version: sql`version + 1`,
      ...(state === 'acknowledged'
        ? { acknowledged_by: staffId, acknowledged_at: now }
        : { resolved_by: staffId, resolved_at: now }),
    })
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst()
  if (changed) return { row: changed, problem: null }
  const exists = await db
    .selectFrom('operational_issues')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst()
  return { row: null, problem: exists ? ('changed' as const) : ('missing' as const) }
}
