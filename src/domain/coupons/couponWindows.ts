// Redemption windows: Per Day and Per Month are calendar days and months in Bangkok, where members
// shop, whatever zone the server or the browser runs in. Asia/Bangkok is UTC+7 all year (no daylight
// saving since 1920), so a fixed offset gives its calendar without the cost of Intl on every redemption.

import { BANGKOK_OFFSET_MS, DAY_MS } from './couponInstants'
import type { RedeemFrequency } from './couponOptions'

export interface RedeemWindow {
  /** Inclusive start, exclusive end, as epoch milliseconds; null for Per Coupon (all time). */
  from: number
  to: number
}

/** The Bangkok calendar day of an instant, 'YYYY-MM-DD'. */
export const bangkokDay = (instant: number): string =>
  new Date(instant + BANGKOK_OFFSET_MS).toISOString().slice(0, 10)

/** The window of `frequency` that holds `instant`; null when the limit counts over the coupon's whole life. */
export function windowOf(frequency: RedeemFrequency, instant: number): RedeemWindow | null {
  if (frequency === 'Per Coupon') return null
  const wall = new Date(instant + BANGKOK_OFFSET_MS)
  const year = wall.getUTCFullYear()
  const month = wall.getUTCMonth()
  if (frequency === 'Per Day') {
    const from = Date.UTC(year, month, wall.getUTCDate()) - BANGKOK_OFFSET_MS
    return { from, to: from + DAY_MS }
  }
  return {
    from: Date.UTC(year, month, 1) - BANGKOK_OFFSET_MS,
    to: Date.UTC(year, month + 1, 1) - BANGKOK_OFFSET_MS,
  }
}
