import type { Db } from '../../db/database'

/** Reviews by id with their reviewer and product as the list shows them, in the order of `ids`. */
export async function reviewRows(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return []
  const rows = await db
    .selectFrom('reviews as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .innerJoin('products as p', 'p.id', 'r.product_id')
    .select([
      'r.id',
      'r.order_id',
      'r.product_rating',
      'r.shipping_rating',
      'r.body',
      'r.image_keys',
      'r.state',
      'r.decided_at',
      'r.decided_by_name',
      'r.created_at',
      'r.version',
      'm.id as member_id',
      'm.member_code',
      'm.first_name_th',
      'm.last_name_th',
      'm.first_name_en',
      'm.last_name_en',
      'p.id as product_id',
      'p.product_code',
      'p.name_th as product_name_th',
      'p.name_en as product_name_en',
      'p.rating',
      'p.approved_review_count',
    ])
    .where('r.id', 'in', ids)
    .execute()
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [row] : []
  })
}

export type ReviewRow = Awaited<ReturnType<typeof reviewRows>>[number]
