// What a widget reads from its element's attributes (or the props a screen hands it), as pure functions:
// anything unknown falls back to the default instead of breaking the page that embeds the widget.
import {
  COUNTRY_CODES,
  type CountryCode,
  DEFAULT_COUNTRY_CODE,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
} from '../../domain/constants'
import { RANGE_PRESETS, type RangePreset } from '../../domain/dashboard'
import {
  ORDER_STATUSES,
  ORDER_TYPE_FILTERS,
  type OrderStatus,
  type OrderTypeFilter,
} from '../../domain/orders'
import { type PageSize, toPageSize } from '../../ui/pagedList/pagedList'

export const WIDGET_THEMES = ['light', 'dark'] as const
export type WidgetTheme = (typeof WIDGET_THEMES)[number]

/** What every widget takes: where the API is, the bearer token, the language and the theme. */
export interface WidgetConnection {
  /** The API's origin ('' for the page's own); the calls go to `${apiBase}/api/...`. */
  apiBase: string
  token: string | null
  lang: Language
  theme: WidgetTheme
}

/** The attributes every widget element observes. */
export const COMMON_ATTRIBUTES = ['api-base', 'token', 'lang', 'theme'] as const

type ReadAttribute = (name: string) => string | null

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback

/** 'https://api.example.com/' → 'https://api.example.com'; blank → '' (the page's own origin). */
export const normaliseApiBase = (value: string | null): string => (value ?? '').trim().replace(/\/+$/, '')

/** The base URL of the API's calls: the contract's paths start below /api. */
export const apiUrlOf = (apiBase: string): string => `${normaliseApiBase(apiBase)}/api`

export function readConnection(read: ReadAttribute): WidgetConnection {
  return {
    apiBase: normaliseApiBase(read('api-base')),
    token: read('token')?.trim() || null,
    lang: oneOf(LANGUAGES, read('lang')?.trim().toLowerCase() ?? null, DEFAULT_LANGUAGE),
    theme: oneOf(WIDGET_THEMES, read('theme')?.trim().toLowerCase() ?? null, 'light'),
  }
}

export interface OrderTableOptions {
  status: OrderStatus
  type: OrderTypeFilter
  pageSize: PageSize
}

export const ORDER_TABLE_ATTRIBUTES = ['status', 'type', 'page-size'] as const

/** `<bo-order-table status type page-size>`: the first tab, both types and 5 rows unless they say otherwise. */
export function readOrderTableOptions(read: ReadAttribute): OrderTableOptions {
  return {
    status: oneOf(ORDER_STATUSES, read('status')?.trim() ?? null, ORDER_STATUSES[0]),
    type: oneOf(ORDER_TYPE_FILTERS, read('type')?.trim().toUpperCase() ?? null, 'ALL'),
    pageSize: toPageSize(read('page-size')?.trim()),
  }
}

export interface StatsOptions {
  /** A range preset, counted in Bangkok days up to today. */
  range: RangePreset
  /** One country at a time, as on the back-office's own screens. */
  country: CountryCode
}

export const STATS_ATTRIBUTES = ['range', 'country'] as const

/** `<bo-sales-summary range country>`: the last 7 days of Thailand unless they say otherwise. */
export function readStatsOptions(read: ReadAttribute): StatsOptions {
  return {
    range: oneOf(RANGE_PRESETS, read('range')?.trim() ?? null, '7d'),
    country: oneOf(
      COUNTRY_CODES,
      read('country')?.trim().toUpperCase() ?? null,
      DEFAULT_COUNTRY_CODE as CountryCode,
    ),
  }
}

export const ORDER_COUNT_BREAKDOWNS = ['status', 'type', 'country'] as const
export type OrderCountBreakdown = (typeof ORDER_COUNT_BREAKDOWNS)[number]

/** `<bo-order-counts by>`: the orders of the range by status unless it says type or country. */
export const readOrderCountsBy = (read: ReadAttribute): OrderCountBreakdown =>
  oneOf(ORDER_COUNT_BREAKDOWNS, read('by')?.trim().toLowerCase() ?? null, 'status')
