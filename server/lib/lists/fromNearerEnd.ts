/** How to read a page: from the list's own end, or backwards from the other end and then turned round. */
export interface PageRead {
  reversed: boolean
  offset: number
  limit: number
}

/**
 * A page in the back half of a list is read from the other end of its index, so no page steps over
 * more than half the rows: the last page of a million costs what the first does. For lists whose
 * order has no counters to seek through (e.g. by amount).
 */
export function fromNearerEnd(total: number, offset: number, limit: number): PageRead {
  const pageEnd = Math.min(offset + limit, total)
  if (offset <= total - pageEnd) return { reversed: false, offset, limit }
  return { reversed: true, offset: total - pageEnd, limit: Math.max(0, pageEnd - offset) }
}
