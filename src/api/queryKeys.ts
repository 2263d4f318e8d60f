// What the area files of src/api build their query keys and invalidations from. Only types come from the
// query library here: the sign-in page imports some area files for their calls and must not load the
// cache, which comes with the signed-in app (queryClient.ts) and links itself here when it loads.
import type { QueryClient, QueryFilters } from '@tanstack/react-query'
import type { OpenapiQueryClient } from 'openapi-react-query'
import type { paths } from './schema'

/** The paths the contract reads with GET. */
export type ReadPath = { [P in keyof paths]: paths[P] extends { get: object } ? P : never }[keyof paths]

/**
 * A filter for every cached read of these paths, whatever their parameters. A query's key is
 * openapi-react-query's `[method, path, init]`, so a resource is the set of paths it is read from.
 */
export function readsOf(...readPaths: readonly ReadPath[]): QueryFilters {
  return {
    predicate: ({ queryKey }) =>
      queryKey[0] === 'get' && (readPaths as readonly unknown[]).includes(queryKey[1]),
  }
}

export interface QueryCache {
  queryClient: QueryClient
  $api: OpenapiQueryClient<paths>
}

let linked: QueryCache | null = null

/** Called by the cache as it loads, so the area files reach it without importing it. */
export function linkQueryCache(cache: QueryCache): void {
  linked = cache
}

/** The cache, or null before the signed-in app has loaded it (then nothing is cached either). */
export const linkedQueryCache = (): QueryCache | null => linked

/**
 * Marks every cached read the filters match as stale: those on screen are read again at once, the others
 * when they are next shown. A change names what it touched; nothing else is read again.
 */
export async function invalidateReads(...filters: readonly QueryFilters[]): Promise<void> {
  const queryClient = linked?.queryClient
  if (queryClient) await Promise.all(filters.map((filter) => queryClient.invalidateQueries(filter)))
}
