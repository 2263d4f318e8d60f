import { type ComponentType, Suspense, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { recentlyDeletedState } from '../../stores/recentlyDeleted'
import { loadTexts } from '../../ui/i18n'
import { lazyWithRetry, prefetchWhenIdle } from '../../ui/lazyWithRetry'
import { loadAllCommands } from './commandRegistry'
import { shellState } from './shellState'
import { PALETTE_TEXTS } from './signedInTexts'

// The mobile menu and the shortcut sheet are chunks of their own (with Headless UI's dialog), fetched a
// moment after the dashboard settles or when first opened, so the first screen starts without them.
const loadMobileMenu = () => import('./MobileMenu').then((module) => ({ default: module.MobileMenu }))
// The sheet lists every command's shortcut under its title: it waits for them all, and their texts.
const loadShortcutSheet = () =>
  Promise.all([import('./ShortcutSheet'), loadAllCommands(), loadTexts(PALETTE_TEXTS)]).then(([module]) => ({
    default: module.ShortcutSheet,
  }))
const loadRecentlyDeleted = () =>
  import('./RecentlyDeleted').then((module) => ({ default: module.RecentlyDeleted }))
const MobileMenu = lazyWithRetry(loadMobileMenu)
const RecentlyDeletedDialog = lazyWithRetry(loadRecentlyDeleted)
const ShortcutSheet = lazyWithRetry(loadShortcutSheet)
const PREFETCH_AFTER_MS = 2500

/** Renders `Dialog` from its first opening on, so it stays mounted to close (and hand the focus back). */
function OnceOpened({ open, Dialog }: { open: boolean; Dialog: ComponentType }) {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <Dialog />
    </Suspense>
  )
}

/** The shell's own dialogs besides the palette: the mobile menu and the shortcut sheet ('?'). */
export function ShellDialogs() {
  const { mobileMenuOpen, shortcutsOpen } = useSnapshot(shellState)
  const deleted = useSnapshot(recentlyDeletedState)
  useEffect(() => {
    const stops = [loadMobileMenu, loadShortcutSheet].map((load) => prefetchWhenIdle(load, PREFETCH_AFTER_MS))
    return () => {
      for (const stop of stops) stop()
    }
  }, [])
  return (
    <>
      <OnceOpened open={mobileMenuOpen} Dialog={MobileMenu} />
      <OnceOpened open={shortcutsOpen} Dialog={ShortcutSheet} />
      <OnceOpened open={deleted.open} Dialog={RecentlyDeletedDialog} />
    </>
  )
}
