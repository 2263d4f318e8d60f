import type { Transaction } from 'kysely'
import type { BulkLoad } from '../db/bulkCopy'
import type { Db } from '../db/database'
import type { Database } from '../db/schema'
import type { StorageDriver } from '../lib/storage/storage'
import { seedDemoAppearance } from '../modules/appearance/appearance.seed'
import { seedDemoCoupons } from '../modules/coupons/coupons.seed'
import { seedDemoPushNotifications } from '../modules/pushNotifications/pushNotifications.seed'
import { loadReviews, planReviews } from '../modules/reviews/reviews.seed'
import type { CommercePlan } from './commerce/plan'
import { copySink } from './commerce/rowSink'
import { type SeedPhase, writeRecordRange } from './commerce/seedCommerce'
import { seedDemoContent } from './demoContent'
import { seedDemoMemberSignIns } from './demoMemberSignIns'
import { demoNotifications, publishDemoNotifications } from './demoNotifications'
import { demoPictureLooks, storePictures } from './demoPictures'
import { seedDemoStaffAccess } from './demoStaffAccess'
import { DEMO_REVIEW_COUNT, DEMO_SEED, type DemoStepName } from './demoStepList'

/** What the steps make their records from. */
export interface DemoContext {
  db: Db
  storage: StorageDriver
  /** The first staff member, whom the demo staff's access changes and push notifications name. */
  adminId: string
  /** The commerce generator's plan, the same for every part of the run however often it is resumed. */
  commercePlan(): Promise<CommercePlan>
  /** The moment the demo data ends at: the plan's. */
  asOf(): Promise<Date>
}

/**
 * How a step makes its records `from` to `to`: in a transaction of the database, in a COPY load's
 * transaction, or as files (stored again harmlessly if the step is resumed). Each part's progress is
 * written in the same transaction as its rows (for files, after them).
 */
export type DemoMaker =
  | { chunk: number; inTransaction(trx: Transaction<Database>, context: DemoContext): Promise<void> }
  | {
      chunk: number
      bulk(bulkLoad: BulkLoad, context: DemoContext, from: number, to: number): Promise<void>
    }
  | { chunk: number; files(context: DemoContext, from: number, to: number): Promise<void> }

const commerce = (phase: SeedPhase, chunk: number): DemoMaker => ({
  chunk,
  bulk: async (bulkLoad, context, from, to) => {
    const plan = await context.commercePlan()
    await bulkLoad((session) => writeRecordRange(plan, phase, from, to, copySink(session)))
  },
})

/**
 * The parts are small (a few hundred records, a fraction of a second) because PGlite's one connection
 * serves nothing else while a transaction is open: requests wait at most one part.
 */
export const DEMO_MAKERS: Record<DemoStepName, DemoMaker> = {
  pictures: {
    chunk: 4,
    files: async (context, from, to) => {
      await storePictures(context.storage, demoPictureLooks().slice(from, to))
    },
  },
  staff: {
    chunk: 1,
    inTransaction: async (trx, context) => {
      await seedDemoStaffAccess(trx, context.adminId)
      await seedDemoPushNotifications(trx, context.adminId)
      // A bell with something in it on the first start: a few hours of member and order events.
      await publishDemoNotifications(trx, demoNotifications(6, { spacingMinutes: 47 }))
    },
  },
  // Categories, articles and FAQs, so the content screens are not empty.
  content: { chunk: 1, inTransaction: (trx) => seedDemoContent(trx) },
  // Coupons of every rule type, and those the generated orders name, before the orders redeem them.
  coupons: { chunk: 1, inTransaction: (trx, context) => seedDemoCoupons(trx, context.adminId) },
  members: commerce('members', 250),
  products: commerce('products', 300),
  // The home page's loops and slides name demo products and show the demo banner pictures.
  appearance: { chunk: 1, inTransaction: (trx) => seedDemoAppearance(trx) },
  orders: commerce('orders', 300),
  reviews: {
    chunk: DEMO_REVIEW_COUNT,
    bulk: async (bulkLoad, context) => {
      await loadReviews(
        bulkLoad,
        await planReviews(context.db, {
          seed: DEMO_SEED,
          asOf: await context.asOf(),
          count: DEMO_REVIEW_COUNT,
        }),
      )
    },
  },
  // The member access history shows members who signed in lately.
  signIns: {
    chunk: 1,
    inTransaction: async (trx, context) => seedDemoMemberSignIns(trx, await context.asOf()),
  },
}
