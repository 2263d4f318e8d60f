import type { CommandScope } from '../../commands/types'
import { notificationsState } from '../../stores/notifications'
import { preferencesState } from '../../stores/preferences'
import { themeState } from '../../stores/theme'
import { findListSearch } from '../../ui/pagedList/listSearch'
import { matchDashboardPath } from './routeMatch'

/** What the screen looks like right now, for commands that only make sense on some screens. */
export function currentScope(): CommandScope {
  return {
    language: preferencesState.language,
    theme: themeState.choice,
    routeId: matchDashboardPath(window.location.pathname)?.route.id ?? null,
    hasListSearch: findListSearch() !== null,
    unreadNotifications: notificationsState.countAllUnreadNotifications,
  }
}
