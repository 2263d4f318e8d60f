import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { $api } from '../../../api/queryClient'
import { type SavedView, savedViewsKeys } from '../../../api/savedViews'
import type { Command } from '../../../commands/types'
import { LANGUAGES } from '../../../domain/constants'
import { viewListOf } from '../../../domain/viewLists'
import { i18next } from '../../../ui/i18n'
import { findRoute } from '../areaRegistry'

// A view's title is the staff member's own words after the list's title ("Orders: Paid this week"), in
// each language: the palette shows titles by key and matches on every language's, so each view's title
// is added under a key of its own.
const TITLES = 'savedViewTitles'

function commandOf(view: SavedView): Command | null {
  const list = viewListOf(view.list)
  const route = list ? findRoute(list.routeId) : undefined
  if (!list || !route) return null
  for (const language of LANGUAGES) {
    const t = i18next.getFixedT(language)
    i18next.addResource(
      language,
      TITLES,
      view._id,
      t('savedViews:commands.view_title', { list: t(route.titleKey), name: view.name }),
    )
  }
  const href = `${route.path}?${new URLSearchParams({ view: view._id })}`
  return {
    id: `saved-view-${view._id}`,
    titleKey: `${TITLES}:${view._id}`,
    keywords: [view.name, 'view', 'saved view', 'มุมมอง'],
    section: 'navigate',
    permission: list.needs,
    routeId: route.id,
    href,
    run: (context) => context.navigate(href),
  }
}

/** Each saved view the staff member may use, as a palette command that opens its list in it. */
export function useSavedViewCommands(): Command[] {
  const views = useQuery($api.queryOptions(...savedViewsKeys.everyList())).data?.data
  return useMemo(() => (views ?? []).flatMap((view) => commandOf(view) ?? []), [views])
}
