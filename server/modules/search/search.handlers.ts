import type { components } from '../../../src/api/schema'
import { isAllowed } from '../../../src/domain/permissions'
import { callerGrants } from '../../http/callerGrants'
import { defineHandlers, type OperationRequest } from '../../http/defineHandlers'
import { searchOf } from '../../lib/search'
import type { SearchSource } from './searchSource'

type SearchGroup = components['schemas']['SearchGroup']

const DEFAULT_LIMIT = 5

/**
 * Record search over the given areas' sources, in their order. Each source the caller may use is asked
 * for one record more than the limit, which tells whether more match without counting them all.
 */
export function searchHandlers(sources: readonly SearchSource[]) {
  async function searchRecords(request: OperationRequest<'searchRecords'>) {
    const { server, lang } = request
    const { q, types, limit = DEFAULT_LIMIT } = request.query
    const grants = await callerGrants(request)
    const asked = sources.filter(
      (source) =>
        (!types || types.includes(source.type)) &&
        isAllowed(grants, source.permission.feature, source.permission.action),
    )
    const term = searchOf(q)
    const groups = await Promise.all(
      asked.map(async (source): Promise<SearchGroup> => {
        if (!term) return { type: source.type, items: [], more: false }
        const found = await source.find({ db: server.db, lang }, term, limit + 1)
        return { type: source.type, items: found.slice(0, limit), more: found.length > limit }
      }),
    )
    return { groups }
  }

  return defineHandlers({ searchRecords })
}
