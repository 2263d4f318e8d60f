import type { SeedGeography } from './people'

/** Business numbers a run gives out: member TH-100001..., product PRD000001..., order ORD-1000001... */
export interface NumberRange {
  first: number
  count: number
}

/** What one generator run makes, and everything its records are a function of. */
export interface CommercePlan {
  seed: number
  /** The newest moment of the data: orders spread over the two years before it. */
  asOf: Date
  members: NumberRange
  products: NumberRange
  orders: NumberRange
  /** Product category ids by code, as stored. */
  categoryIds: ReadonlyMap<string, string>
  geography: SeedGeography
}

export const DAY_MS = 86_400_000
/** Members joined over the three years before `asOf`; orders were placed over the last two. */
export const MEMBER_SPAN_MS = 3 * 365 * DAY_MS
export const ORDER_SPAN_MS = 2 * 365 * DAY_MS
export const PRODUCT_SPAN_MS = 3 * 365 * DAY_MS

/** The time of the `index`-th of `count` records spread evenly over `span` before `asOf`, plus `jitter` (0..1) of a slot. */
export function spreadTime(asOf: Date, span: number, index: number, count: number, jitter: number): Date {
  return new Date(asOf.getTime() - span + Math.floor(((index + jitter) / count) * span))
}

export const isoDate = (at: Date) => at.toISOString().slice(0, 10)
