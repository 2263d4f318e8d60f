// Generated reviews (demo data and scale data). A review is a pure function of the run's seed and its
// number: it reviews one of the order lines members marked reviewed (oldest first) while there are
// lines without a review, and beyond those, a product by a member with no order line (as reviews
// brought over from an older shop would be). Its state follows its age: new ones wait for a decision.
import type { ReviewState } from '../../../src/domain/reviews'
import type { BulkLoad, BulkSession } from '../../db/bulkCopy'
import type { Db } from '../../db/database'
import { withIndexesDeferred } from '../../seed/commerce/deferredIndexes'
import { DAY_MS, ORDER_SPAN_MS } from '../../seed/commerce/plan'
import { Rng, timeOrderedUuid } from '../../seed/commerce/random'
import { copyField, type SeedValue } from '../../seed/commerce/rowSink'
import { DEMO_REVIEW_PHOTOS, demoPicture } from '../../seed/demoPictureKeys'

// Its own stream number, clear of the commerce kinds (random.ts STREAMS) and of new ones there.
const REVIEW_STREAM = 21
/** Order lines kept in memory to review, at most; reviews beyond them name no line. */
const LINKED_LIMIT = 200_000
const PEOPLE_LIMIT = 200_000
const ROWS_PER_COPY = 20_000
const DEFER_INDEXES_FROM = 20_000

interface OrderLine {
  order_id: string
  line_no: number
  product_id: string
  member_id: string
  ordered_at: Date
}

export interface ReviewPlan {
  seed: number
  asOf: Date
  /** Reviews the database holds already: numbering goes on from there. */
  first: number
  count: number
  lines: OrderLine[]
  memberIds: string[]
  productIds: string[]
}

const COLUMNS = [
  'id',
  'member_id',
  'product_id',
  'order_id',
  'order_line_no',
  'product_rating',
  'shipping_rating',
  'body',
  'image_keys',
  'state',
  'decided_by_name',
  'decided_at',
  'created_at',
  'updated_at',
] as const

/** Reviews `count` more from `seed`, with the order lines and people of the database. */
export async function planReviews(
  db: Db,
  options: { seed: number; asOf: Date; count: number },
): Promise<ReviewPlan> {
  const { n } = await db
    .selectFrom('reviews')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
  const lines = (await db
    .selectFrom('order_items as oi')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .select(['oi.order_id', 'oi.line_no', 'oi.product_id', 'o.member_id', 'o.created_at as ordered_at'])
    .where('oi.is_reviewed', '=', true)
    .where('o.status', '=', 'complete')
    .where('oi.product_id', 'is not', null)
    .where('o.member_id', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('reviews as r')
            .select('r.id')
            .whereRef('r.order_id', '=', 'oi.order_id')
            .whereRef('r.order_line_no', '=', 'oi.line_no'),
        ),
      ),
    )
    .orderBy('o.created_at')
    .orderBy('oi.order_id')
    .orderBy('oi.line_no')
    .limit(Math.min(options.count, LINKED_LIMIT))
    .execute()) as OrderLine[]
  const unlinked = options.count > lines.length
  const memberIds = unlinked
    ? (await db.selectFrom('members').select('id').orderBy('id').limit(PEOPLE_LIMIT).execute()).map(
        (r) => r.id,
      )
    : []
  const productIds = unlinked
    ? (await db.selectFrom('products').select('id').orderBy('id').limit(PEOPLE_LIMIT).execute()).map(
        (r) => r.id,
      )
    : []
  if (unlinked && (memberIds.length === 0 || productIds.length === 0))
    throw new Error('Reviews need members and products: seed some first (--members, --products).')
  return {
    seed: options.seed,
    asOf: options.asOf,
    first: Number(n) + 1,
    count: options.count,
    lines,
    memberIds,
    productIds,
  }
}

const DECIDERS = ['Nattaya Srisuk', 'Arthit Boonmee', 'Super Admin']

// What members write, by product rating: Thai and English, as the platform's members do.
const TEXTS: Record<number, readonly string[]> = {
  1: ['สินค้าไม่ตรงปก ผิดหวังมาก', 'Not as described. Very disappointed.', 'ใช้แล้วแพ้ ไม่แนะนำ'],
  2: ['คุณภาพไม่ค่อยดี ราคาสูงไป', 'Quality is below what I expected for the price.', 'พอใช้ได้ แต่ไม่ซื้อซ้ำ'],
  3: ['โอเค ตามราคา', 'It is fine, nothing special.', 'ใช้ได้ แต่กลิ่นแรงไปหน่อย'],
  4: ['ดีครับ ใช้มาสองอาทิตย์เห็นผล', 'Good product, I will buy again.', 'คุณภาพดี แพ็คมาเรียบร้อย'],
  5: ['ดีมาก ประทับใจ แนะนำเลยค่ะ', 'Excellent! My whole family uses it now.', 'สินค้าคุณภาพดีมาก ส่งไว ซื้อซ้ำแน่นอน'],
}

function stateForAge(rng: Rng, ageDays: number): ReviewState {
  if (ageDays < 3)
    return rng.weighted([
      ['pending', 90],
      ['approved', 8],
      ['rejected', 2],
    ] as const)
  if (ageDays < 14)
    return rng.weighted([
      ['pending', 40],
      ['approved', 52],
      ['rejected', 8],
    ] as const)
  return rng.weighted([
    ['pending', 3],
    ['approved', 88],
    ['rejected', 9],
  ] as const)
}

/** Review `number` of the plan as a row of COLUMNS. */
export function generatedReview(
  plan: ReviewPlan,
  number: number,
): Record<(typeof COLUMNS)[number], SeedValue> {
  const rng = new Rng(plan.seed, REVIEW_STREAM, number)
  const index = number - plan.first
  const line = plan.lines[index] as OrderLine | undefined
  const newest = plan.asOf.getTime() - 60_000
  const createdAt = line
    ? new Date(Math.min(newest, line.ordered_at.getTime() + rng.int(1, 10) * DAY_MS + rng.int(0, 86_399_999)))
    : new Date(newest - Math.floor(ORDER_SPAN_MS * rng.next() ** 1.5))
  const productRating = rng.weighted([
    [5, 45],
    [4, 30],
    [3, 12],
    [2, 6],
    [1, 7],
  ] as const)
  const shippingRating = Math.max(1, Math.min(5, productRating + rng.int(-1, 1)))
  const id = timeOrderedUuid(plan.seed, REVIEW_STREAM, number, createdAt)
  const photos = rng.weighted([
    [0, 65],
    [1, 20],
    [2, 10],
    [3, 5],
  ] as const)
  const state = stateForAge(rng, (plan.asOf.getTime() - createdAt.getTime()) / DAY_MS)
  const decidedAt =
    state === 'pending' ? null : new Date(Math.min(newest, createdAt.getTime() + rng.int(1, 72) * 3_600_000))
  return {
    id,
    member_id: line ? line.member_id : plan.memberIds[Math.floor(rng.next() * plan.memberIds.length)],
    product_id: line ? line.product_id : plan.productIds[Math.floor(rng.next() * plan.productIds.length)],
    order_id: line?.order_id ?? null,
    order_line_no: line?.line_no ?? null,
    product_rating: productRating,
    shipping_rating: shippingRating,
    body: rng.pick(TEXTS[productRating]),
    image_keys: `{${Array.from({ length: photos }, (_, photo) => demoPicture(DEMO_REVIEW_PHOTOS, number + photo)).join(',')}}`,
    state,
    decided_by_name: decidedAt ? rng.pick(DECIDERS) : null,
    decided_at: decidedAt,
    created_at: createdAt,
    updated_at: decidedAt ?? createdAt,
  }
}

async function copyReviews(session: BulkSession, plan: ReviewPlan, onProgress: (done: number) => void) {
  for (let start = 0; start < plan.count; start += ROWS_PER_COPY) {
    const end = Math.min(plan.count, start + ROWS_PER_COPY)
    const lines: string[] = []
    for (let index = start; index < end; index++) {
      const row = generatedReview(plan, plan.first + index)
      lines.push(COLUMNS.map((column) => copyField(row[column])).join('\t'))
    }
    await session.copy([{ table: 'reviews', columns: COLUMNS, text: `${lines.join('\n')}\n` }])
    onProgress(end)
  }
}

/**
 * Makes and loads the plan's reviews with COPY in one transaction (indexes built at the end for a big
 * load); the triggers of 0013_reviews count them and rate their products. Products no approved review
 * rates lose any rating the product generator gave them, so every rating shown comes from reviews.
 */
export async function loadReviews(
  bulkLoad: BulkLoad,
  plan: ReviewPlan,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<void> {
  if (plan.count === 0) return
  await bulkLoad(async (session) => {
    const [{ n }] = await session.query<{ n: string }>('select count(*) as n from reviews')
    const defer = Number(n) === 0 || (plan.count >= DEFER_INDEXES_FROM && plan.count >= Number(n))
    await withIndexesDeferred(session, defer ? ['reviews'] : [], () =>
      copyReviews(session, plan, (done) => onProgress(done, plan.count)),
    )
    await session.query(`update products p set rating = null, approved_review_count = 0
      where (p.rating is not null or p.approved_review_count <> 0)
        and not exists (select 1 from product_ratings r where r.product_id = p.id and r.approved_count > 0)`)
  })
}
