import {
  DEMO_ARTICLE_PICTURES,
  DEMO_BANNER_PICTURES,
  DEMO_PRODUCT_PICTURES,
  DEMO_REVIEW_PHOTOS,
  DEMO_SIGNATURES,
} from './demoPictureKeys'

/** The generator's seed of the demo data. */
export const DEMO_SEED = 1
/** What a first start shows on the order, member and product screens: the scale generator, smaller. */
export const DEMO_COMMERCE_COUNTS = { members: 1000, products: 300, orders: 3000 }
/** Reviews of the demo's reviewed order lines, a few of them waiting for a decision. */
export const DEMO_REVIEW_COUNT = 3000

export const DEMO_STEP_NAMES = [
  'pictures',
  'staff',
  'content',
  'coupons',
  'members',
  'products',
  'appearance',
  'orders',
  'reviews',
  'signIns',
] as const
export type DemoStepName = (typeof DEMO_STEP_NAMES)[number]

export interface DemoStepSize {
  name: DemoStepName
  /** Records the step makes: its progress counts them. */
  total: number
  /** How much of the whole job's time it takes, roughly (so the overall share moves evenly). */
  weight: number
}

const PICTURES =
  DEMO_PRODUCT_PICTURES.length +
  DEMO_REVIEW_PHOTOS.length +
  DEMO_ARTICLE_PICTURES.length +
  DEMO_SIGNATURES.length +
  Object.values(DEMO_BANNER_PICTURES).reduce((sum, keys) => sum + keys.length, 0)

/**
 * The demo data in the order it is made, each part needing those before it. Light on purpose: the
 * progress operation reads it on every server, the generators load only where demo data is made.
 */
export const DEMO_STEPS: readonly DemoStepSize[] = [
  { name: 'pictures', total: PICTURES, weight: 20 },
  { name: 'staff', total: 1, weight: 10 },
  { name: 'content', total: 1, weight: 5 },
  { name: 'coupons', total: 1, weight: 2 },
  { name: 'members', total: DEMO_COMMERCE_COUNTS.members, weight: 15 },
  { name: 'products', total: DEMO_COMMERCE_COUNTS.products, weight: 3 },
  { name: 'appearance', total: 1, weight: 2 },
  { name: 'orders', total: DEMO_COMMERCE_COUNTS.orders, weight: 35 },
  { name: 'reviews', total: DEMO_REVIEW_COUNT, weight: 8 },
  { name: 'signIns', total: 1, weight: 4 },
]

export interface DemoStepProgress {
  step: DemoStepName
  done: number
  total: number
}

/** The share of the whole job done, from 0 to 100, each step counting by its weight. */
export function demoDataPercent(steps: readonly DemoStepProgress[]): number {
  let all = 0
  let done = 0
  for (const size of DEMO_STEPS) {
    all += size.weight
    const step = steps.find((row) => row.step === size.name)
    // A step no longer listed is finished (the rows go when the whole job is done).
    done += step ? size.weight * (step.total === 0 ? 1 : step.done / step.total) : size.weight
  }
  return Math.min(100, Math.floor((done / all) * 100))
}
