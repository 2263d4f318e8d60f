import { proxy } from 'valtio'

/** The shell's own dialogs. One store for them: the key handler must know when any is open. */
export const shellState = proxy({
  paletteOpen: false,
  shortcutsOpen: false,
  mobileMenuOpen: false,
})

export function openPalette(): void {
  shellState.shortcutsOpen = false
  shellState.mobileMenuOpen = false
  shellState.paletteOpen = true
}

export function closePalette(): void {
  shellState.paletteOpen = false
}

export function togglePalette(): void {
  if (shellState.paletteOpen) closePalette()
  else openPalette()
}

export function openShortcuts(): void {
  shellState.paletteOpen = false
  shellState.mobileMenuOpen = false
  shellState.shortcutsOpen = true
}

export function closeShortcuts(): void {
  shellState.shortcutsOpen = false
}

export function setMobileMenuOpen(open: boolean): void {
  shellState.mobileMenuOpen = open
}

export const anyShellDialogOpen = (): boolean =>
  shellState.paletteOpen || shellState.shortcutsOpen || shellState.mobileMenuOpen
