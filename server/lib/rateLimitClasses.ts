/**
 * The rate-limit class of an operation, its `x-rate-limit` in the contract (openapi/openapi.yaml says
 * what each means). `auth` keeps the exact per-address database counters of server/lib/rateLimit.ts,
 * which also guard the lockouts; every other class is counted by server/lib/windowCounters.ts.
 */
export const RATE_LIMIT_CLASSES = [
  'auth',
  'probe',
  'public',
  'standard',
  'export',
  'search',
  'upload',
] as const
export type RateLimitClass = (typeof RATE_LIMIT_CLASSES)[number]
export type CountedClass = Exclude<RateLimitClass, 'auth'>

export const isRateLimitClass = (value: unknown): value is RateLimitClass =>
  RATE_LIMIT_CLASSES.includes(value as RateLimitClass)

/** Counted per client address whoever calls; the others per session or API key (per address without one). */
export const PER_ADDRESS_CLASSES: readonly CountedClass[] = ['probe', 'public']

export interface RateLimitConfig {
  /** Calls a minute per session, API key or address, by class. */
  perMinute: Record<CountedClass, number>
  /** How often each instance adds its counts to the database and reads every instance's sums back. */
  syncIntervalMs: number
  /** The length of a window: a minute, as the variables' names say; only tests shorten it. */
  windowMs: number
}

// Generous for people at a screen (a busy list screen makes a few calls a second at most); tighter for
// what costs the server most. The variables are documented in README's configuration table.
const VARIABLES: Record<CountedClass, readonly [string, number]> = {
  standard: ['RATE_LIMIT_PER_MINUTE', 600],
  public: ['RATE_LIMIT_PUBLIC_PER_MINUTE', 300],
  probe: ['RATE_LIMIT_PROBES_PER_MINUTE', 1200],
  export: ['RATE_LIMIT_EXPORTS_PER_MINUTE', 20],
  search: ['RATE_LIMIT_SEARCHES_PER_MINUTE', 120],
  upload: ['RATE_LIMIT_UPLOADS_PER_MINUTE', 60],
}

/** The limits from the environment, through config.ts's integer reader. */
export function rateLimitConfig(integer: (name: string, fallback: number) => number): RateLimitConfig {
  const perMinute = Object.fromEntries(
    Object.entries(VARIABLES).map(([kind, [name, fallback]]) => [kind, integer(name, fallback)]),
  ) as Record<CountedClass, number>
  return { perMinute, syncIntervalMs: integer('RATE_LIMIT_SYNC_MS', 1000), windowMs: 60_000 }
}
