import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { $api } from '../../api/queryClient'
import { type SavedView, savedViewsKeys } from '../../api/savedViews'
import { viewListOf } from '../../domain/viewLists'
import type { ListParams, PageSize } from './pagedList'
import { addressOpensView, paramsOfView, showsView } from './savedViewParams'

/** A list's saved views as its screen shows them: the tabs, the one selected, and choosing another. */
export interface SavedViewsState {
  listKey: string
  views: readonly SavedView[]
  /** The view the list was opened in; null for the list's own state ('All'). */
  selected: SavedView | null
  /** The list was changed since its view was opened (a filter, the search, the sort...). */
  modified: boolean
  select(view: SavedView | null): void
  /** The list as it stands, to save as a view. */
  params: ListParams
}

interface Options<S extends string> {
  listId: string | undefined
  params: ListParams<S>
  address: URLSearchParams
  sorts: readonly S[]
  defaultLimit: PageSize
  /** Shows the list with these params (in the address). */
  show(params: ListParams<S>): void
}

/**
 * The saved views of a list that keeps them (src/domain/viewLists.ts): null for any other list. A view
 * named alone in the address (from the palette or a link) is applied; on arrival at a bare address the
 * staff member's default view is.
 */
export function useSavedViews<S extends string>({
  listId,
  params,
  address,
  sorts,
  defaultLimit,
  show,
}: Options<S>): SavedViewsState | null {
  const listKey = viewListOf(listId) ? (listId as string) : null
  const query = useQuery({
    ...$api.queryOptions(...savedViewsKeys.ofList(listKey ?? '')),
    enabled: listKey !== null,
  })
  const views = query.data?.data ?? null
  const arrived = useRef(false)
  // The view last applied from the address: a view that keeps nothing leaves the address naming it alone.
  const appliedFrom = useRef<string | null>(null)
  const named = addressOpensView(address)
  const bare = address.toString() === ''
  const latest = useRef({ show, params, defaultLimit, sorts })
  latest.current = { show, params, defaultLimit, sorts }

  useEffect(() => {
    if (!views) return
    const { show, params, defaultLimit, sorts } = latest.current
    const first = !arrived.current
    arrived.current = true
    if (!named) appliedFrom.current = null
    else if (appliedFrom.current !== named) {
      appliedFrom.current = named
      const view = views.find((each) => each._id === named)
      show(view ? paramsOfView(view, defaultLimit, sorts) : { ...params, view: null })
      return
    }
    const preferred = views.find((view) => view.isDefault)
    if (first && bare && preferred) show(paramsOfView(preferred, defaultLimit, sorts))
  }, [views, named, bare])

  if (!listKey) return null
  const selected = views?.find((view) => view._id === params.view) ?? null
  return {
    listKey,
    views: views ?? [],
    selected,
    modified: selected !== null && !showsView(params, selected),
    select: (view) =>
      show(
        view
          ? paramsOfView(view, defaultLimit, sorts)
          : {
              page: 1,
              limit: params.limit,
              search: null,
              filters: {},
              sort: null,
              order: null,
              view: null,
              hidden: [],
            },
      ),
    params,
  }
}
