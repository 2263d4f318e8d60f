import type { ColumnType, Generated } from 'kysely'
import type { ReviewState } from '../../../src/domain/reviews'
import type { CreatedAt, Timestamp } from '../../db/columns'

type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>

export interface ReviewsTable {
  id: Generated<string>
  member_id: string
  product_id: string
  order_id: Optional<string>
  order_line_no: Optional<number>
  /** 1–5 for the product's quality. */
  product_rating: number
  /** 1–5 for how the parcel was shipped and handled. */
  shipping_rating: number
  body: Generated<string>
  image_keys: ColumnType<string[], string[] | undefined, string[]>
  state: Generated<ReviewState>
  decided_by: Optional<string>
  decided_by_name: Optional<string>
  decided_at: Optional<Date>
  created_at: CreatedAt
  updated_at: Timestamp
  version: Generated<number>
}

/** Kept by the reviews' triggers (see 0013_reviews); read only. */
export interface ReviewDailyCountsTable {
  state: ReviewState
  product_rating: number
  /** 'YYYY-MM-DD' (UTC). */
  day: string
  n: ColumnType<string, never, never>
}

/** Kept by the reviews' triggers: the sums behind a product's approved-review count and average. */
export interface ProductRatingsTable {
  product_id: string
  approved_count: number
  product_rating_sum: ColumnType<string, never, never>
  shipping_rating_sum: ColumnType<string, never, never>
}

export interface ReviewsTables {
  reviews: ReviewsTable
  review_daily_counts: ReviewDailyCountsTable
  product_ratings: ProductRatingsTable
}
