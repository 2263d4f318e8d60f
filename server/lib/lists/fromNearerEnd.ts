import type { SortOrder } from '../../../src/domain/listSort'
import type { ListTotal } from './countUpTo'
import type { PageSeek } from './timeBuckets'

/**
 * A page read by offset, as a seek with no bound: a page in the back half of a list is read from the
 * other end of its index (and turned round), so no page steps over more than half the rows and the
 * last page of a million costs what the first does. For the lists and sorts no counter follows (a
 * list by amount, by member id, a search). A capped total (a search counted up to the cap) is not where the list
 * ends, so such a list is read from its start.
 */
export function fromNearerEnd(
  total: ListTotal,
  page: { offset: number; limit: number },
  order: SortOrder,
): PageSeek {
  const pageEnd = Math.min(page.offset + page.limit, total.total)
  const behind = total.total - pageEnd
  if (total.capped || page.offset <= behind)
    return { bound: null, skip: page.offset, direction: order, reversed: false, limit: page.limit }
  return {
    bound: null,
    skip: behind,
    direction: order === 'asc' ? 'desc' : 'asc',
    reversed: true,
    limit: Math.max(0, pageEnd - page.offset),
  }
}
