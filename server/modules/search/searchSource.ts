import type { components } from '../../../src/api/schema'
import type { Language } from '../../../src/domain/constants'
import type { Feature, PermissionAction } from '../../../src/domain/permissions'
import type { Db } from '../../db/database'

export type SearchType = components['schemas']['SearchType']
export type SearchHit = components['schemas']['SearchHit']

export interface SearchContext {
  db: Db
  lang: Language
}

/** An area's part of record search (GET /admin/search), registered with its module. */
export interface SearchSource {
  /** The type callers name in `types`: the area's slug. */
  type: SearchType
  /** What the caller must hold to be answered this type; without it the type is skipped, not refused. */
  permission: { feature: Feature; action: PermissionAction }
  /** Up to `count` records matching the start of the term, best first; the term is trimmed and not blank. */
  find(context: SearchContext, term: string, count: number): Promise<SearchHit[]>
}
