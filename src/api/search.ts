// Record search across areas (GET /admin/search): the palette's one call per settled term.
import { dataOrThrow } from './apiError'
import { api } from './client'
import type { components } from './schema'

type Schemas = components['schemas']
export type SearchType = Schemas['SearchType']
export type SearchResults = Schemas['SearchResults']

// Checked against the contract: the build fails when a type is added to it or dropped from it.
const SEARCH_TYPES = {
  internalUsers: true,
  orders: true,
  users: true,
  inventory: true,
  articles: true,
  pushNotifications: true,
  faq: true,
  coupons: true,
} satisfies Record<SearchType, true>

/** Whether the contract knows `name` as a search type (areas declare theirs as plain names). */
export const isSearchType = (name: string): name is SearchType => Object.hasOwn(SEARCH_TYPES, name)

/** The caller's matches for `q` in each of `types` they may open; `signal` cancels the call. */
export async function searchRecords(
  query: { q: string; types: readonly SearchType[]; limit: number },
  signal?: AbortSignal,
): Promise<SearchResults> {
  return dataOrThrow(
    await api.GET('/admin/search', {
      params: { query: { q: query.q, types: [...query.types], limit: query.limit } },
      signal,
    }),
  )
}
