// What banner loops, banner slides and product slides have in common: a name, a publish period and a
// version, read in pages and locked with their version checked before anything of theirs changes.
import { sql } from 'kysely'
import type { PeriodRule } from '../../../src/domain/appearance'
import { periodErrors } from '../../../src/domain/appearance'
import type { Language } from '../../../src/domain/constants'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/errors'
import { assertNoFieldErrors } from '../../lib/fieldErrors'
import type { PageRequest } from '../../lib/paging'
import { containsPattern } from '../../lib/search'

/** The tables of records that hold banners or products in order and carry a publish period. */
export type OwnerTable = 'banner_loops' | 'banner_slides' | 'product_slides'

/** The message keys of each kind of record: not found, and changed by someone else meanwhile. */
export const OWNER_ERRORS: Record<OwnerTable, { notFound: string; changed: string }> = {
  banner_loops: { notFound: 'appearance.errors.loop_not_found', changed: 'appearance.errors.loop_changed' },
  banner_slides: {
    notFound: 'appearance.errors.slide_not_found',
    changed: 'appearance.errors.slide_changed',
  },
  product_slides: {
    notFound: 'appearance.errors.slide_not_found',
    changed: 'appearance.errors.slide_changed',
  },
}

export interface OwnerRow {
  id: string
  name: string
  start_at: Date
  end_at: Date
  version: number
}

/**
 * Locks a loop or slide for the rest of the transaction and checks the version the caller decided on:
 * 404 when it is gone, 409 when someone changed it since (nothing is then written).
 */
export async function lockOwner(
  trx: Db,
  table: OwnerTable,
  id: string,
  version: number | null,
): Promise<OwnerRow> {
  const row = await trx
    .selectFrom(table as 'banner_slides')
    .select(['id', 'name', 'start_at', 'end_at', 'version'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()
  if (!row) throw new AppError(404, OWNER_ERRORS[table].notFound)
  if (version !== null && row.version !== version)
    throw new AppError(409, OWNER_ERRORS[table].changed, { name: row.name })
  return row
}

/** One more change to a loop or slide: what it holds (its banners, their order) changed too. */
export async function bumpOwner(trx: Db, table: OwnerTable, id: string): Promise<void> {
  await trx
    .updateTable(table as 'banner_slides')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', id)
    .execute()
}

/** Where a period stands at `now`. */
export function publishStateAt(start: Date, end: Date, now: Date): 'scheduled' | 'live' | 'ended' {
  if (now < start) return 'scheduled'
  return now < end ? 'live' : 'ended'
}

/**
 * The period after an edit, judged as a whole by the server's clock: a start left as it was may have
 * passed, a start moved may not; the end must follow the start and not be in the past.
 */
export function assertPeriod(
  lang: Language,
  next: { startAt?: string; endAt?: string },
  current: { start_at: Date; end_at: Date } | null,
  now: number = Date.now(),
): { startAt: string; endAt: string } {
  const startAt = next.startAt ?? current?.start_at.toISOString()
  const endAt = next.endAt ?? current?.end_at.toISOString()
  const moved =
    current === null ||
    (next.startAt !== undefined && Date.parse(next.startAt) !== current.start_at.getTime())
  const rule: PeriodRule = { now, startMustBeFuture: moved }
  // An end left as it was may have passed (an ended record can still be renamed); a new one may not.
  const errors = periodErrors(startAt, endAt, rule)
  const endKept =
    current !== null && (next.endAt === undefined || Date.parse(next.endAt) === current.end_at.getTime())
  if (endKept && errors.endAt === 'publish_end_in_past') delete errors.endAt
  assertNoFieldErrors(lang, errors)
  return { startAt: startAt as string, endAt: endAt as string }
}

/** A page of one table's records, newest first, a search matching any part of the name. */
export async function pageOfOwners<T extends OwnerTable>(
  db: Db,
  table: T,
  filter: { search: string | null; country?: string },
  page: PageRequest,
) {
  let query = db.selectFrom(table as 'banner_loops')
  if (filter.search) query = query.where(sql<string>`lower(name)`, 'like', containsPattern(filter.search))
  if (filter.country) query = query.where('country', '=', filter.country)
  const rows = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
  const { total } = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow()
  return { ids: rows.map((row) => row.id), total: Number(total) }
}
