// 'Search records' in the palette: one call to the server's record search (GET /admin/search) per
// settled term, asking only the types the staff member may open. Each area declares its type in its
// manifest (the type name, its heading, its permission, where a found record opens); this file turns
// the server's answer into the palette's groups and paces the calls: a short pause after the last key,
// and the call under way is cancelled when the next key arrives.
import type { Requirement } from '../domain/permissions'

/** A record the server found (the contract's SearchHit). */
export interface FoundRecord {
  _id: string
  /** Record data shown as is (a name), not a translation key. */
  title: string
  subtitle?: string
  /** What the area's list search takes to show this record alone (a staff member's e-mail). */
  listSearch?: string
}

/** One type's part of the server's answer (the contract's SearchGroup). */
export interface FoundGroup {
  type: string
  items: readonly FoundRecord[]
  /** More records of the type match than were answered. */
  more: boolean
}

/** An area's part of 'Search records': one type of the server's record search. */
export interface RecordSearchType {
  /** The type the server answers for the area (`types=` of GET /admin/search): the area's slug. */
  type: string
  /** The group heading in the palette, an i18next key. */
  titleKey: string
  /** What the staff member needs for the type to be asked. */
  permission: Requirement
  /** Where choosing a found record goes (decided when the answer arrives, with today's permissions). */
  hrefOf(record: FoundRecord): string
}

/** A found record as the palette lists it. */
export interface SearchResult {
  /** Unique within its type. */
  id: string
  title: string
  subtitle?: string
  href: string
}

/** One type's records as the palette lists them under the type's heading. */
export interface SearchGroup {
  type: string
  titleKey: string
  results: readonly SearchResult[]
  /** More records match than are listed: the heading says so. */
  more?: boolean
  failed?: boolean
}

/** The palette waits this long after a key before asking, so a word typed quickly is one call. */
export const SEARCH_DEBOUNCE_MS = 150
/** Shortest term worth a call (after trimming). */
export const SEARCH_MIN_LENGTH = 2
/** Records per type the palette asks for; `more` says when there are others. */
export const SEARCH_LIMIT = 5

/** The server's answer as the palette's groups, in the order of `asked`; a type it left out is not shown. */
export function searchGroupsOf(
  found: readonly FoundGroup[],
  asked: readonly RecordSearchType[],
): SearchGroup[] {
  return asked.flatMap((searchType): SearchGroup[] => {
    const group = found.find((candidate) => candidate.type === searchType.type)
    if (!group) return []
    return [
      {
        type: searchType.type,
        titleKey: searchType.titleKey,
        more: group.more,
        results: group.items.map((record) => ({
          id: record._id,
          title: record.title,
          ...(record.subtitle ? { subtitle: record.subtitle } : {}),
          href: searchType.hrefOf(record),
        })),
      },
    ]
  })
}

/** The groups shown when the call failed: each asked type says so under its heading. */
export const failedSearchGroups = (asked: readonly RecordSearchType[]): SearchGroup[] =>
  asked.map((searchType) => ({
    type: searchType.type,
    titleKey: searchType.titleKey,
    results: [],
    failed: true,
  }))

export interface RecordSearchState {
  /** The term as typed that `groups` answer. */
  term: string
  groups: SearchGroup[]
  /** A call for the term on screen is waiting for its pause or its answer. */
  pending: boolean
}

/** Asks the server once for `term` over `types`; rejects when `signal` aborts or the call fails. */
export type AskServer = (
  term: string,
  types: readonly string[],
  signal: AbortSignal,
) => Promise<readonly FoundGroup[]>

export interface RecordSearchOptions {
  ask: AskServer
  onChange(state: RecordSearchState): void
  debounceMs?: number
  minLength?: number
}

export interface RecordSearch {
  /** The term as typed and the types the staff member may search now. */
  update(term: string, types: readonly RecordSearchType[]): void
  /** Cancels the pause or the call under way (nothing is reported for it); a later `update` asks anew. */
  dispose(): void
}

/** Paces the palette's record search: one call per settled term, the older call cancelled by a newer key. */
export function createRecordSearch({
  ask,
  onChange,
  debounceMs = SEARCH_DEBOUNCE_MS,
  minLength = SEARCH_MIN_LENGTH,
}: RecordSearchOptions): RecordSearch {
  let state: RecordSearchState = { term: '', groups: [], pending: false }
  /** What the shown groups (or the call waiting or under way) answer: trimmed term and types. */
  let askedKey = ''
  let latestTerm = ''
  let timer: ReturnType<typeof setTimeout> | undefined
  let call: AbortController | undefined

  // Nothing new is not reported: each report re-renders the palette.
  const report = (next: RecordSearchState) => {
    if (next.term === state.term && next.groups === state.groups && next.pending === state.pending) return
    state = next
    onChange(state)
  }
  const cancel = () => {
    clearTimeout(timer)
    timer = undefined
    call?.abort()
    call = undefined
  }

  function start(trimmed: string, types: readonly RecordSearchType[]) {
    const controller = new AbortController()
    call = controller
    ask(
      trimmed,
      types.map((searchType) => searchType.type),
      controller.signal,
    ).then(
      (found) => {
        if (controller.signal.aborted) return
        call = undefined
        report({ term: latestTerm, groups: searchGroupsOf(found, types), pending: false })
      },
      () => {
        if (controller.signal.aborted) return
        call = undefined
        report({ term: latestTerm, groups: failedSearchGroups(types), pending: false })
      },
    )
  }

  return {
    update(term, types) {
      latestTerm = term
      const trimmed = term.trim()
      if (types.length === 0 || trimmed.length < minLength) {
        cancel()
        askedKey = ''
        report({ term, groups: state.groups.length === 0 ? state.groups : [], pending: false })
        return
      }
      const key = JSON.stringify([trimmed, types.map((searchType) => searchType.type)])
      if (key === askedKey) {
        // The same search (a space added at the end): the answer shown, or on its way, still holds.
        if (!state.pending) report({ ...state, term })
        return
      }
      cancel()
      askedKey = key
      report({ ...state, pending: true })
      timer = setTimeout(() => {
        timer = undefined
        start(trimmed, types)
      }, debounceMs)
    },
    dispose() {
      cancel()
      askedKey = ''
    },
  }
}
