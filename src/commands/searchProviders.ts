// 'Search records' in the palette: each area plugs in a provider backed by its own search operation
// (orders by number, members by id or name...). None is registered until those operations exist.
import type { Language } from '../domain/constants'
import type { Requirement } from '../domain/permissions'

export interface SearchResult {
  /** Unique within its provider. */
  id: string
  /** Shown as is: record data, not a translation key (an order number, a member's name). */
  title: string
  subtitle?: string
  /** Where choosing the result goes. */
  href: string
  /** More text the result may be ranked by (codes, names in the other language). */
  keywords?: readonly string[]
}

export interface SearchOptions {
  signal: AbortSignal
  language: Language
}

export interface SearchProvider {
  id: string
  /** The group heading in the palette, an i18next key. */
  titleKey: string
  permission: Requirement
  /** Shortest term worth a call (after trimming); 2 when absent. */
  minLength?: number
  search(term: string, options: SearchOptions): Promise<readonly SearchResult[]>
}

const providers = new Map<string, SearchProvider>()

/** Adds a provider (replacing one with the same id); the returned function removes it again. */
export function registerSearchProvider(provider: SearchProvider): () => void {
  providers.set(provider.id, provider)
  return () => {
    if (providers.get(provider.id) === provider) providers.delete(provider.id)
  }
}

export function searchProviders(): SearchProvider[] {
  return [...providers.values()]
}
