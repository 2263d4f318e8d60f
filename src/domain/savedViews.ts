// Saved views of a list: what a view holds, how a list declares the filters a view may name, and the
// one judgement of which of a view's filters a viewer gets. The server makes that judgement when it
// hands views out (it alone can tell whether a record a filter names still exists); the rule is here,
// pure, so it is tested without a database.
import { PAGE_SIZE_OPTIONS } from './constants'
import type { Requirement } from './permissions'

export const VIEW_NAME_MAX_LENGTH = 60
export const VIEW_FILTER_VALUE_MAX_LENGTH = 200
/** Views one staff member may keep on one list: enough for every tab anyone uses, few enough to show. */
export const VIEWS_PER_LIST_MAX = 30

/** A list's state as a view keeps it: the address keys of usePagedList, the columns hidden among them. */
export interface ViewState {
  search?: string | null
  filters?: Record<string, string>
  sort?: string | null
  order?: 'asc' | 'desc' | null
  /** The list's own tab when it is not one of its filters; most lists keep their tab as a filter. */
  tab?: string | null
  limit?: (typeof PAGE_SIZE_OPTIONS)[number] | null
  /** The ids of the columns it hides; absent hides none, and a column the list gains later shows. */
  hiddenColumns?: string[] | null
}

/** Records a filter's value may name; the server looks each kind up (server/modules/savedViews). */
export const VIEW_RECORD_KINDS = [
  'role',
  'product',
  'productCategory',
  'articleCategory',
  'faqCategory',
] as const
export type ViewRecordKind = (typeof VIEW_RECORD_KINDS)[number]

/** What a list says about one of its filters, so a view naming it can be judged for each viewer. */
export interface ViewFilterDeclaration {
  /** The permission the read its values come from needs, beyond the list's own. */
  needs?: Requirement
  /** The values it offers now; a view naming any other drops it. */
  values?: readonly string[]
  /** The kind of record its value names; a view naming a record that is gone drops it. */
  record?: ViewRecordKind
  /** A calendar day (YYYY-MM-DD); a view naming anything else drops it. */
  day?: boolean
}

export interface ViewListDeclaration {
  /** The dashboard route that shows the list (its views open there). */
  routeId: string
  /** What opening the list needs: a view of a list one cannot open is not handed out. */
  needs: Requirement
  /** The address keys of its filters; a view may name no other. */
  filters: Readonly<Record<string, ViewFilterDeclaration>>
  /** The columns it sorts by; a view naming another is opened in the list's own order. */
  sorts?: readonly string[]
}

export type DropReason = 'permission' | 'missing'

export interface DroppedFilter {
  filter: string
  reason: DropReason
}

/** What the judgement asks about the viewer and the records: answered by the caller. */
export interface ViewerFacts {
  may(requirement: Requirement): boolean
  /** True when the record of that kind and id still exists. */
  exists(kind: ViewRecordKind, value: string): boolean
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

function dropReason(
  declaration: ViewFilterDeclaration | undefined,
  value: string,
  viewer: ViewerFacts,
): DropReason | null {
  if (!declaration) return 'missing'
  // Permission first: a viewer who may not read the values is not told whether the value still exists.
  if (declaration.needs && !viewer.may(declaration.needs)) return 'permission'
  if (declaration.values && !declaration.values.includes(value)) return 'missing'
  if (declaration.day && !(DAY.test(value) && !Number.isNaN(Date.parse(value)))) return 'missing'
  if (declaration.record && !viewer.exists(declaration.record, value)) return 'missing'
  return null
}

/**
 * The view as this viewer opens it: each filter the viewer may not use, or whose value is gone, is
 * dropped and named with why; everything else is kept as saved.
 */
export function judgeView(
  state: ViewState,
  list: ViewListDeclaration,
  viewer: ViewerFacts,
): { state: ViewState; dropped: DroppedFilter[] } {
  const filters: Record<string, string> = {}
  const dropped: DroppedFilter[] = []
  for (const [filter, value] of Object.entries(state.filters ?? {})) {
    const reason = dropReason(list.filters[filter], value, viewer)
    if (reason) dropped.push({ filter, reason })
    else filters[filter] = value
  }
  const sort = state.sort && (!list.sorts || list.sorts.includes(state.sort)) ? state.sort : null
  return { state: { ...state, filters, sort, order: sort ? (state.order ?? null) : null }, dropped }
}

/** The records each kind of filter names across views: what the server looks up in one read per kind. */
export function recordsNamed(
  states: readonly { state: ViewState; list: ViewListDeclaration }[],
): Map<ViewRecordKind, Set<string>> {
  const named = new Map<ViewRecordKind, Set<string>>()
  for (const { state, list } of states)
    for (const [filter, value] of Object.entries(state.filters ?? {})) {
      const kind = list.filters[filter]?.record
      if (!kind) continue
      const values = named.get(kind) ?? new Set<string>()
      values.add(value)
      named.set(kind, values)
    }
  return named
}

/** The page sizes a view may keep. */
export const VIEW_PAGE_SIZES = PAGE_SIZE_OPTIONS
