import { sql } from 'kysely'
import type { Db } from '../../server/db/database'

export interface ReviewFixture {
  memberId: string
  /** Products `${prefix}-A` and `${prefix}-B`, unrated. */
  productA: string
  productB: string
}

/**
 * One reviewer (Somchai Jaidee) and two products, with `count` pending reviews in one statement, one
 * every `stepMinutes` from `from`, product quality rating 1 + n % 5, alternately of product A and B,
 * every third with a photo. For list and decision tests that need reviews without the generator.
 */
export async function insertReviews(
  db: Db,
  options: { count: number; prefix: string; from: string; stepMinutes: number },
): Promise<ReviewFixture> {
  const { count, prefix, from, stepMinutes } = options
  const member = await db
    .insertInto('members')
    .values({
      member_code: `${prefix}-M1`,
      first_name_th: 'สมชาย',
      last_name_th: 'ใจดี',
      first_name_en: 'Somchai',
      last_name_en: 'Jaidee',
      phone_code: '66',
      phone_number: `81${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      member_type: 'SCM_MEMBER',
      country: 'TH',
      citizenship: 'TH',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const product = (letter: string) =>
    db
      .insertInto('products')
      .values({
        product_code: `${prefix}-${letter}`,
        country: 'TH',
        name_th: `คอลลาเจน ${letter}`,
        name_en: `Collagen ${letter}`,
        unit: 'box',
        member_price: 990,
        personal_price: 1190,
        pv: 30,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  const productA = (await product('A')).id
  const productB = (await product('B')).id
  await sql`insert into reviews (member_id, product_id, product_rating, shipping_rating, body, image_keys, created_at, updated_at)
    select ${member.id}::uuid, case when n % 2 = 1 then ${productA}::uuid else ${productB}::uuid end,
      1 + n % 5, 1 + (n + 2) % 5, 'Review number ' || n,
      case when n % 3 = 0 then array['reviews/' || ${prefix} || '/' || n || '.jpg'] else '{}'::text[] end,
      ${from}::timestamptz + n * ${stepMinutes}::int * interval '1 minute',
      ${from}::timestamptz + n * ${stepMinutes}::int * interval '1 minute'
    from generate_series(1, ${count}::int) n`.execute(db)
  return { memberId: member.id, productA, productB }
}
