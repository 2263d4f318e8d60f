import type { CommercePlan } from './commerce/plan'
import { planCommerce } from './commerce/seedCommerce'
import type { DemoDataDeps } from './demoInBackground'
import { DEMO_COMMERCE_COUNTS, DEMO_SEED } from './demoStepList'
import type { DemoContext } from './demoSteps'

/**
 * What the demo steps make their records from. The commerce plan's numbers and moment are chosen once,
 * by whoever makes the first members, and kept in demo_data_job: a resumed run makes the very records
 * the first one would have.
 */
export function demoContext(deps: DemoDataDeps, adminId: string, holder: string): DemoContext {
  let plan: Promise<CommercePlan> | undefined
  const fixPlan = async (): Promise<CommercePlan> => {
    const job = await deps.db.selectFrom('demo_data_job').select('plan').executeTakeFirst()
    const kept = job?.plan
    if (kept)
      return planCommerce(deps.db, {
        seed: DEMO_SEED,
        asOf: new Date(kept.asOf),
        counts: DEMO_COMMERCE_COUNTS,
        first: { members: kept.members, products: kept.products, orders: kept.orders },
      })
    const chosen = await planCommerce(deps.db, {
      seed: DEMO_SEED,
      asOf: new Date(),
      counts: DEMO_COMMERCE_COUNTS,
    })
    const numbers = {
      asOf: chosen.asOf.toISOString(),
      members: chosen.members.first,
      products: chosen.products.first,
      orders: chosen.orders.first,
    }
    await deps.db
      .updateTable('demo_data_job')
      .set({ plan: JSON.stringify(numbers) })
      .where('holder', '=', holder)
      .where('plan', 'is', null)
      .execute()
    return chosen
  }
  const commercePlan = () => {
    plan ??= fixPlan()
    return plan
  }
  return {
    db: deps.db,
    storage: deps.storage,
    adminId,
    commercePlan,
    asOf: async () => (await commercePlan()).asOf,
  }
}
