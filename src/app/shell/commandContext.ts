import { useMemo } from 'react'
import { useLocation } from 'wouter'
import { endSession } from '../../api/sessionLifecycle'
import { forgetSignedInStaff } from '../../api/signedInStaff'
import { recordRecentCommand } from '../../commands/recent'
import type { Command, CommandContext } from '../../commands/types'
import { confirmLeaving } from '../../stores/leaveGuard'
import { setLanguage } from '../../stores/preferences'
import { setTheme } from '../../stores/theme'
import { showToast } from '../../stores/toasts'
import { focusListSearch } from '../../ui/pagedList/listSearch'
import { markAllRead } from '../notifications/notificationActions'
import { closePalette, closeShortcuts, openPalette, openShortcuts } from './shellState'

export const SIGN_IN_PATH = '/signin'

/** Ends the session on the server and in this browser, then shows the sign-in page. */
export async function signOutAndLeave(navigate: (to: string, options?: { replace?: boolean }) => void) {
  closePalette()
  closeShortcuts()
  await endSession()
  forgetSignedInStaff()
  navigate(SIGN_IN_PATH, { replace: true })
}

/** What commands may do, bound to the app's router and stores. */
export function useCommandContext(): CommandContext {
  const [, navigate] = useLocation()
  return useMemo(
    () => ({
      navigate: (to: string) => navigate(to),
      setLanguage,
      setTheme,
      // Unsaved changes on screen are given up first, or the session stays.
      signOut: async () => {
        if (await confirmLeaving()) await signOutAndLeave(navigate)
      },
      openPalette,
      openShortcuts,
      focusListSearch: () => focusListSearch(),
      markAllNotificationsRead: () =>
        markAllRead().catch(() => showToast({ key: 'notifications:mark_all_failed' })),
    }),
    [navigate],
  )
}

// Commands about the shell itself are not worth offering again under 'Recent'.
const NOT_REMEMBERED = new Set(['sign-out', 'open-palette', 'show-shortcuts', 'focus-list-search'])

/** Runs a command and remembers it among the recent ones. */
export async function runCommand(command: Command, context: CommandContext): Promise<void> {
  if (!NOT_REMEMBERED.has(command.id)) recordRecentCommand(command.id)
  await command.run(context)
}
