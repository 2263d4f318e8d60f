// Inventory products (spec section 3): the value lists shared by the SPA and the server.

export const PRODUCT_STATUSES = ['active', 'inactive'] as const
export type ProductStatus = (typeof PRODUCT_STATUSES)[number]

/** A product's badge on the shop: none, a best seller, on promotion, or about to run out. */
export const PRODUCT_FLAGS = ['best_seller', 'promotion', 'limited'] as const
export type ProductFlag = (typeof PRODUCT_FLAGS)[number]

export const PRODUCT_MEDIA_TYPES = ['image', 'video'] as const
export type ProductMediaType = (typeof PRODUCT_MEDIA_TYPES)[number]

/**
 * The highest price the price-range filter takes per country (spec sections 3 and 9: Thailand 100,000),
 * in the country's currency; the other countries' are Thailand's at the rates the catalogue is priced at.
 */
export const MAX_PRICE_BY_COUNTRY: Readonly<Record<string, number>> = {
  TH: 100_000,
  MY: 13_000,
  SG: 3_800,
  VN: 72_000_000,
  KH: 11_500_000,
  LA: 61_000_000,
  MM: 6_000_000,
}
export const DEFAULT_MAX_PRICE = 100_000

export const maxPriceOf = (country: string): number => MAX_PRICE_BY_COUNTRY[country] ?? DEFAULT_MAX_PRICE

export interface PriceRange {
  start: number | null
  end: number | null
}

/**
 * Spec section 5's price range: whole numbers (step 1), never below 0; start and end swapped when the
 * start is the greater; an end above the country's maximum becomes the maximum, and `clamped` says so
 * (the screen then shows 'price-cannot-higher-than').
 */
export function normalizePriceRange(range: PriceRange, maximum: number): PriceRange & { clamped: boolean } {
  const whole = (value: number | null) =>
    value === null || !Number.isFinite(value) ? null : Math.max(0, Math.round(value))
  let start = whole(range.start)
  let end = whole(range.end)
  if (start !== null && end !== null && start > end) [start, end] = [end, start]
  let clamped = false
  if (end !== null && end > maximum) {
    end = maximum
    clamped = true
  }
  if (start !== null && start > maximum) {
    start = maximum
    clamped = true
  }
  return { start, end, clamped }
}
