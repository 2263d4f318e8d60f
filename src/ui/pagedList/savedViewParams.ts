// Between a list's address and a saved view's state: what a view opens the list with, what the list
// as it stands would be saved as, and whether it still shows its view unchanged.
import type { SavedView, SavedViewState } from '../../api/savedViews'
import { DEFAULT_PAGE } from '../../domain/constants'
import { isSortOrder } from '../../domain/listSort'
import { isPageSize, type ListParams, type PageSize } from './pagedList'

/** The list as the view opens it, on its first page. */
export function paramsOfView<S extends string>(
  view: Pick<SavedView, '_id' | 'state'>,
  limit: PageSize,
  sorts: readonly S[],
): ListParams<S> {
  const { state } = view
  const sort = sorts.find((allowed) => allowed === state.sort) ?? null
  return {
    page: DEFAULT_PAGE,
    limit: state.limit && isPageSize(state.limit) ? state.limit : limit,
    search: state.search ?? null,
    filters: { ...(state.filters ?? {}) },
    sort,
    order: sort && isSortOrder(state.order) ? state.order : null,
    view: view._id,
    hidden: [...(state.hiddenColumns ?? [])],
  }
}

/** The list as it stands, as a view would keep it (the page is not kept: a view opens on page 1). */
export function stateOfParams(params: ListParams): SavedViewState {
  return {
    search: params.search,
    filters: { ...params.filters },
    sort: params.sort ?? null,
    order: params.sort ? (params.order ?? null) : null,
    limit: params.limit,
    hiddenColumns: params.hidden?.length ? [...params.hidden] : null,
  }
}

const sameColumns = (a: readonly string[] = [], b: readonly string[] = []) =>
  a.length === b.length && a.every((id) => b.includes(id))

const sameFilters = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([key, value]) => b[key] === value)

/** True while the list shows what the view opens it with (any page of it). */
export function showsView(params: ListParams, view: Pick<SavedView, '_id' | 'state'>): boolean {
  const opened = paramsOfView(view, params.limit, params.sort ? [params.sort] : [])
  return (
    (params.search ?? null) === opened.search &&
    sameFilters(params.filters, opened.filters) &&
    (params.sort ?? null) === (view.state.sort ?? null) &&
    (params.order ?? null) === (opened.order ?? null) &&
    params.limit === opened.limit &&
    sameColumns(params.hidden, opened.hidden)
  )
}

/** The address names a view and nothing else: a view opened from the palette or a link, to apply. */
export const addressOpensView = (address: URLSearchParams): string | null =>
  address.has('view') && [...address.keys()].every((key) => key === 'view') ? address.get('view') : null
