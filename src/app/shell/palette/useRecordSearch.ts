import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { isSearchType, searchRecords } from '../../../api/search'
import {
  type AskServer,
  createRecordSearch,
  type RecordSearchState,
  SEARCH_LIMIT,
} from '../../../commands/recordSearch'
import { canUse, permissionsState } from '../../../stores/permissions'
import { SEARCH_TYPES } from '../areaRegistry'

const askServer: AskServer = async (term, types, signal) =>
  (await searchRecords({ q: term, types: types.filter(isSearchType), limit: SEARCH_LIMIT }, signal)).groups

/**
 * The palette's record search: one call to GET /admin/search a moment after the last key, over the
 * types the staff member may open, the call under way cancelled by the next key. `typed` is called from
 * the input's change handler, so the term and the search's 'pending' render together, once per key.
 */
export function useRecordSearch(): { state: RecordSearchState; typed(term: string): void } {
  const permissions = useSnapshot(permissionsState)
  const [state, setState] = useState<RecordSearchState>({ term: '', groups: [], pending: false })
  const [search] = useState(() => createRecordSearch({ ask: askServer, onChange: setState }))
  const term = useRef('')
  const types = useMemo(
    () => SEARCH_TYPES.filter((searchType) => canUse(searchType.permission, permissions)),
    [permissions],
  )
  const typesNow = useRef(types)
  typesNow.current = types
  // Permissions that change while the palette is open (another tab edits the role) change the types.
  useEffect(() => search.update(term.current, types), [search, types])
  useEffect(() => () => search.dispose(), [search])
  const typed = useCallback(
    (value: string) => {
      term.current = value
      search.update(value, typesNow.current)
    },
    [search],
  )
  return { state, typed }
}
