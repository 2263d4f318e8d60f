// The paging rules of spec section 9 (sizes 5/10/35/50/100, default 5, page 1, page count =
// ceil(total/limit)) and the search rule of section 5, as pure functions a list screen and its tests share.
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../domain/constants'
import { isSortOrder, type SortOrder } from '../../domain/listSort'
import { searchTerm } from '../../domain/validators'

export type PageSize = (typeof PAGE_SIZE_OPTIONS)[number]

export interface ListParams<S extends string = string> {
  page: number
  limit: PageSize
  /** The term sent to the server; null when the box is blank. */
  search: string | null
  /** A screen's own filters (a date range...), as the strings they are kept as in the address. */
  filters: Readonly<Record<string, string>>
  /** The column the list is sorted by, one the list allows; absent or null is the list's own order. */
  sort?: S | null
  order?: SortOrder | null
  /** The saved view the list was opened in (its tab stays selected while the list is changed). */
  view?: string | null
  /** The ids of the columns hidden (`hide=phone,pv`); absent or empty shows every column. */
  hidden?: readonly string[]
}

export interface ListAddressOptions<S extends string> {
  filterKeys?: readonly string[]
  /** The columns the list can be sorted by; any other `sort` in the address is ignored. */
  sorts?: readonly S[]
  /** The page size when the address names none (the one this staff member chose last for the list). */
  defaultLimit?: PageSize
}

export const isPageSize = (value: number): value is PageSize =>
  (PAGE_SIZE_OPTIONS as readonly number[]).includes(value)

/** A page size from the address or a select; anything else is the default. */
export function toPageSize(value: unknown): PageSize {
  const number = Number(value)
  return isPageSize(number) ? number : DEFAULT_PAGE_SIZE
}

/** A page number from the address; anything but a whole number from 1 is page 1. */
export function toPage(value: unknown): number {
  const number = Number(value)
  return Number.isSafeInteger(number) && number >= 1 ? number : DEFAULT_PAGE
}

/** A count with thousands separators (spec section 9), in the reader's language. */
export const formatCount = (count: number, language: string): string =>
  new Intl.NumberFormat(language === 'th' ? 'th-TH' : 'en-US').format(count)

/** ceil(total / limit): 0 for an empty list. */
export function pageCount(total: number, limit: number): number {
  if (!(total > 0) || !(limit > 0)) return 0
  return Math.ceil(total / limit)
}

/** The page to show once the total is known: past the last page (rows deleted meanwhile) is the last page. */
export function clampPage(page: number, total: number, limit: number): number {
  return Math.min(Math.max(1, page), Math.max(1, pageCount(total, limit)))
}

/** The 1-based rows a page holds ('6–10 of 23'); from and to are 0 for an empty list. */
export function rowRange(page: number, limit: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 }
  const from = Math.min((page - 1) * limit + 1, total)
  return { from, to: Math.min(page * limit, total) }
}

export type PageLink = number | 'gap'

/**
 * The page buttons to offer: the first, the last, and a few around the current one, with gaps between,
 * so a list of 2,000 pages stays one line: 1 … 9 10 11 … 2000.
 */
export function pageLinks(page: number, count: number, around = 1): PageLink[] {
  if (count <= 0) return []
  const wanted = new Set<number>([1, count])
  for (let n = page - around; n <= page + around; n++) if (n >= 1 && n <= count) wanted.add(n)
  const sorted = [...wanted].sort((a, b) => a - b)
  const links: PageLink[] = []
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1]
    if (previous !== undefined && n - previous === 2) links.push(n - 1)
    else if (previous !== undefined && n - previous > 2) links.push('gap')
    links.push(n)
  })
  return links
}

/** Reads a list's state from its address (`?page=2&limit=10&search=som&sort=name&order=desc&from=...`). */
export function readListParams<S extends string = string>(
  query: URLSearchParams,
  { filterKeys = [], sorts = [], defaultLimit = DEFAULT_PAGE_SIZE }: ListAddressOptions<S> = {},
): ListParams<S> {
  const filters: Record<string, string> = {}
  for (const key of filterKeys) {
    const value = query.get(key)
    if (value) filters[key] = value
  }
  const sort = sorts.find((allowed) => allowed === query.get('sort')) ?? null
  const order = query.get('order')
  return {
    page: toPage(query.get('page')),
    limit: query.has('limit') ? toPageSize(query.get('limit')) : defaultLimit,
    search: searchTerm(query.get('search') ?? ''),
    filters,
    sort,
    order: sort && isSortOrder(order) ? order : null,
    view: query.get('view') || null,
    hidden: hiddenColumnsOf(query.get('hide')),
  }
}

const COLUMN_ID = /^[A-Za-z0-9_-]{1,40}$/

/** The hidden columns an address names: ids only, each once, at most 40. */
export function hiddenColumnsOf(value: string | null): string[] {
  if (!value) return []
  return [...new Set(value.split(',').filter((id) => COLUMN_ID.test(id)))].slice(0, 40)
}

/**
 * Writes a list's state into an address, leaving defaults out so a fresh list has a clean address. A
 * page size other than the spec's default is always written, so a shared link shows the same rows.
 */
export function writeListParams(params: ListParams): URLSearchParams {
  const query = new URLSearchParams()
  if (params.view) query.set('view', params.view)
  if (params.search) query.set('search', params.search)
  for (const [key, value] of Object.entries(params.filters)) if (value) query.set(key, value)
  if (params.sort) {
    query.set('sort', params.sort)
    if (params.order) query.set('order', params.order)
  }
  if (params.hidden?.length) query.set('hide', params.hidden.join(','))
  if (params.limit !== DEFAULT_PAGE_SIZE) query.set('limit', String(params.limit))
  if (params.page !== DEFAULT_PAGE) query.set('page', String(params.page))
  return query
}

/** The query of a list call: page, limit, and the search and sort when there are. */
export function listQuery<S extends string>(
  params: ListParams<S>,
): { page: number; limit: PageSize; search?: string; sort?: S; order?: SortOrder } {
  return {
    page: params.page,
    limit: params.limit,
    ...(params.search ? { search: params.search } : {}),
    ...(params.sort ? { sort: params.sort } : {}),
    ...(params.sort && params.order ? { order: params.order } : {}),
  }
}

const pageSizeKey = (listId: string) => `pageSize:${listId}`

/** The page size this browser last chose for the list `listId`; null when none (or no storage). */
export function rememberedPageSize(
  listId: string,
  storage: Storage | null = localStorageOrNull(),
): PageSize | null {
  try {
    const stored = Number(storage?.getItem(pageSizeKey(listId)))
    return isPageSize(stored) ? stored : null
  } catch {
    return null
  }
}

/** Remembers the page size chosen for the list, so it comes back on the next visit. */
export function rememberPageSize(
  listId: string,
  size: PageSize,
  storage: Storage | null = localStorageOrNull(),
): void {
  try {
    storage?.setItem(pageSizeKey(listId), String(size))
  } catch {
    // Without storage the choice lasts as long as the address that holds it.
  }
}

function localStorageOrNull(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}
