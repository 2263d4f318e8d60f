import { sql } from 'kysely'
import type { ProductStatus } from '../../../src/domain/products'
import { maxPriceOf, normalizePriceRange } from '../../../src/domain/products'
import type { Db } from '../../db/database'
import { countUpTo, exactTotal, type ListTotal } from '../../lib/lists/countUpTo'
import { fromNearerEnd } from '../../lib/lists/fromNearerEnd'
import type { PageRequest } from '../../lib/paging'
import { prefixPattern, searchOf } from '../../lib/search'

/** Which flag the pickers of normal and promotion products ask for; null for the whole list. */
export type ProductKind = 'normal' | 'promotion' | null

export interface ProductListFilter {
  country: string
  status: ProductStatus | null
  categoryId: string | null
  /** Member price bounds, whole numbers, already swapped and clamped. */
  start: number | null
  end: number | null
  search: string | null
  kind: ProductKind
}

/** The list's filters from a request the contract checked (prices are whole numbers from 0). */
export function productFilterOf(query: {
  countryCode?: string
  status?: ProductStatus
  categoryId?: string
  startPrice?: number
  endPrice?: number
  search?: string
}): ProductListFilter & { clamped: boolean } {
  const country = query.countryCode ?? 'TH'
  const range = normalizePriceRange(
    { start: query.startPrice ?? null, end: query.endPrice ?? null },
    maxPriceOf(country),
  )
  return {
    country,
    status: query.status ?? null,
    categoryId: query.categoryId ?? null,
    start: range.start,
    end: range.end,
    clamped: range.clamped,
    search: searchOf(query.search),
    kind: null,
  }
}

/**
 * The products a filter matches. A search is an OR of prefix conditions, each on its own index
 * (0007_inventory: lower(product_code), lower(name_en), name_th); Thai has no case to fold.
 */
export function productsMatching(db: Db, filter: ProductListFilter) {
  let query = db.selectFrom('products as p').where('p.country', '=', filter.country)
  if (filter.status) query = query.where('p.status', '=', filter.status)
  if (filter.categoryId) query = query.where('p.category_id', '=', filter.categoryId)
  if (filter.start !== null) query = query.where('p.member_price', '>=', String(filter.start))
  if (filter.end !== null) query = query.where('p.member_price', '<=', String(filter.end))
  if (filter.kind === 'promotion') query = query.where('p.flag', '=', 'promotion')
  if (filter.kind === 'normal')
    query = query.where((eb) => eb.or([eb('p.flag', 'is', null), eb('p.flag', '!=', 'promotion')]))
  const term = filter.search
  if (!term) return query
  const pattern = prefixPattern(term)
  const thai = `${term.trim().replace(/[\\%_]/g, (character) => `\\${character}`)}%`
  return query.where((eb) =>
    eb.or([
      eb(sql<string>`lower(p.product_code)`, 'like', pattern),
      eb(sql<string>`lower(p.name_en)`, 'like', pattern),
      eb('p.name_th', 'like', thai),
    ]),
  )
}

const SUMMARY_COLUMNS = [
  'p.id',
  'p.product_code',
  'p.country',
  'p.category_id',
  'p.name_th',
  'p.name_en',
  'p.member_price',
  'p.personal_price',
  'p.pv',
  'p.stock',
  'p.sold',
  'p.rating',
  'p.status',
  'p.flag',
  'p.is_new',
  'p.version',
  'c.name_th as category_name_th',
  'c.name_en as category_name_en',
] as const

/**
 * One page, newest first. Without a search the total is exact (a country's catalogue is thousands of
 * products, not millions) and a page in the back half is read from the other end of the index; a
 * search is counted up to the cap and read from its start, as the order list does.
 */
export async function listProducts(db: Db, filter: ProductListFilter, page: PageRequest) {
  const matching = productsMatching(db, filter)
  let total: ListTotal
  if (filter.search) total = await countUpTo(db, matching)
  else {
    const { n } = await matching.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()
    total = exactTotal(Number(n))
  }
  if (page.offset >= total.total) return { rows: [], total }
  const seek = fromNearerEnd(total, page, 'desc')
  let query = matching
    .leftJoin('product_categories as c', 'c.id', 'p.category_id')
    .select(SUMMARY_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('product_media as m')
        .select('m.media_key')
        .whereRef('m.product_id', '=', 'p.id')
        .where('m.file_type', '=', 'image')
        .orderBy('m.position')
        .limit(1)
        .as('cover_key'),
    )
    .orderBy('p.created_at', seek.direction)
    .orderBy('p.id', seek.direction)
    .limit(seek.limit)
  if (seek.skip > 0) query = query.offset(seek.skip)
  const rows = await query.execute()
  return { rows: seek.reversed ? rows.reverse() : rows, total }
}

export type ProductSummaryRow = Awaited<ReturnType<typeof listProducts>>['rows'][number]

/** One product with its category's names, by id or by its country and code (any case). */
export function findProduct(db: Db, where: { id: string } | { country: string; code: string }) {
  let query = db
    .selectFrom('products as p')
    .leftJoin('product_categories as c', 'c.id', 'p.category_id')
    .selectAll('p')
    .select(['c.name_th as category_name_th', 'c.name_en as category_name_en'])
  query =
    'id' in where
      ? query.where('p.id', '=', where.id)
      : query
          .where('p.country', '=', where.country)
          .where(sql<string>`lower(p.product_code)`, '=', where.code.trim().toLowerCase())
  return query.executeTakeFirst()
}

export function productMedia(db: Db, productId: string) {
  return db
    .selectFrom('product_media')
    .select(['position', 'file_type', 'media_key'])
    .where('product_id', '=', productId)
    .orderBy('position')
    .execute()
}

export function productCategories(db: Db) {
  return db
    .selectFrom('product_categories')
    .select(['id', 'code', 'name_th', 'name_en', 'status'])
    .orderBy('name_en')
    .execute()
}
