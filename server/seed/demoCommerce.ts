import type { BulkLoad } from '../db/bulkCopy'
import type { Db } from '../db/database'
import { loadReviews, planReviews } from '../modules/reviews/reviews.seed'
import { loadCommerce, planCommerce } from './commerce/seedCommerce'
import { seedDemoMemberSignIns } from './demoMemberSignIns'

/** What a first start shows on the order, member and product screens: the scale generator, smaller. */
export const DEMO_COMMERCE_COUNTS = { members: 1000, products: 300, orders: 3000 }
const DEMO_SEED = 1
/** Reviews of the demo's reviewed order lines, a few of them waiting for a decision. */
export const DEMO_REVIEW_COUNT = 3000

/**
 * Members, products, orders and reviews up to `asOf`, loaded with COPY in one transaction (as `npm run
 * seed`), then members' recent sign-ins for the member access history.
 */
export async function seedDemoCommerce(db: Db, bulkLoad: BulkLoad, asOf = new Date()): Promise<void> {
  const plan = await planCommerce(db, { seed: DEMO_SEED, asOf, counts: DEMO_COMMERCE_COUNTS })
  await loadCommerce(bulkLoad, plan)
  await loadReviews(bulkLoad, await planReviews(db, { seed: DEMO_SEED, asOf, count: DEMO_REVIEW_COUNT }))
  await seedDemoMemberSignIns(db, asOf)
}
