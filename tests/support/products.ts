import { sql } from 'kysely'
import type { Db } from '../../server/db/database'

/** Two categories of their own (`${prefix}-a`, `${prefix}-b`), for filter tests. */
export async function insertCategories(db: Db, prefix: string): Promise<[string, string]> {
  const rows = await db
    .insertInto('product_categories')
    .values([
      { code: `${prefix}-a`, name_en: `${prefix} Supplements`, name_th: `${prefix} อาหารเสริม` },
      { code: `${prefix}-b`, name_en: `${prefix} Skincare`, name_th: `${prefix} ดูแลผิว` },
    ])
    .returning('id')
    .execute()
  return [rows[0].id, rows[1].id]
}

/**
 * `count` products of a country in one statement, codes `${prefix}` + a 6-digit number, one a minute
 * from 2025-01-01 (newer numbers are newer products): every other one in each category, member prices
 * n × 10 (so a price range is easy to count), every fifth inactive, every seventh on promotion.
 */
export async function insertProducts(
  db: Db,
  options: { count: number; prefix: string; country?: string; categories: readonly [string, string] },
): Promise<void> {
  const { count, prefix, country = 'TH', categories } = options
  await sql`insert into products (product_code, country, category_id, name_th, name_en, unit, member_price,
      personal_price, pv, stock, sold, rating, status, flag, is_new, created_at, updated_at)
    select ${prefix} || lpad(n::text, 6, '0'), ${country},
      case when n % 2 = 0 then ${categories[0]}::uuid else ${categories[1]}::uuid end,
      (array['คอลลาเจน', 'วิตามินซี', 'ครีมกันแดด'])[1 + n % 3] || ' ' || n,
      (array['Collagen', 'Vitamin C', 'Sunscreen'])[1 + n % 3] || ' ' || n,
      'piece', n * 10, n * 12, n % 300, n % 500, n % 900, case when n % 4 = 0 then null else 4.5 end,
      case when n % 5 = 0 then 'inactive' else 'active' end,
      case when n % 7 = 0 then 'promotion' else null end, n % 11 = 0,
      '2025-01-01T00:00:00Z'::timestamptz + n * interval '1 minute',
      '2025-01-01T00:00:00Z'::timestamptz + n * interval '1 minute'
    from generate_series(1, ${count}::int) n`.execute(db)
}
