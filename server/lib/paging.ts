import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../../src/domain/constants'
import { isStorableDateTime } from './dateTimes'
import { AppError } from './errors'

export interface PageRequest {
  page: number
  limit: number
  offset: number
}

/** Page and size from a query the contract validated (page from 1, size one of the page-size options). */
export function pageOf(query: { page?: number; limit?: number }): PageRequest {
  const page = query.page ?? DEFAULT_PAGE
  const limit = query.limit ?? DEFAULT_PAGE_SIZE
  return { page, limit, offset: (page - 1) * limit }
}

/** The position after the last row of a page, newest first: its time (as database text, to the microsecond) and id. */
export interface Keyset {
  at: string
  id: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * A timestamptz as PostgreSQL prints it (`2024-01-31 17:00:00.123456+07`, or `+05:30`), and only one the
 * database can read back: a hand-made cursor with month 13 or a leap second is refused like any other.
 */
const isDatabaseTimestamp = (text: string) => isStorableDateTime(text.replace(/([+-]\d{2})$/, '$1:00'))

export const encodeKeyset = (keyset: Keyset): string =>
  Buffer.from(JSON.stringify([keyset.at, keyset.id])).toString('base64url')

/** The keyset of a `cursor` query parameter; a cursor that was not made here is a 400. */
export function decodeKeyset(cursor: string | undefined): Keyset | null {
  if (cursor === undefined || cursor === '') return null
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[]
    if (typeof at === 'string' && typeof id === 'string' && isDatabaseTimestamp(at) && UUID.test(id))
      return { at, id }
  } catch {
    // Falls through to the 400.
  }
  throw new AppError(400, 'staffAccess.errors.cursor_invalid')
}

/** A date range from the query; a start after the end is a 400 rather than an empty page. */
export function dateRangeOf(query: { startDate?: string; endDate?: string }): {
  start: Date | null
  end: Date | null
} {
  const start = query.startDate ? new Date(query.startDate) : null
  const end = query.endDate ? new Date(query.endDate) : null
  if (start && end && start > end) throw new AppError(400, 'staffAccess.errors.date_range_invalid')
  return { start, end }
}
