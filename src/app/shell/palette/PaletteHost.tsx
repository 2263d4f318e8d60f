import { Suspense, useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import type { CommandContext } from '../../../commands/types'
import { LANGUAGES } from '../../../domain/constants'
import { loadTexts } from '../../../ui/i18n'
import { lazyWithRetry, prefetchWhenIdle } from '../../../ui/lazyWithRetry'
import { loadAllCommands } from '../commandRegistry'
import { currentScope } from '../scope'
import { closePalette, shellState } from '../shellState'
import { PALETTE_TEXTS, SIGNED_IN_TEXTS } from '../signedInTexts'

// The palette (cmdk) is a chunk of its own: it arrives on the first Ctrl+K, or a moment after the
// dashboard settles, so /admin-dashboard/home starts without it. It matches on the titles in every
// language, so the shell's texts in the language not shown come with it; and its own texts (the
// commands' titles among them) and every area's commands.
const loadPalette = async () =>
  (
    await Promise.all([
      import('./CommandPalette'),
      loadTexts(SIGNED_IN_TEXTS, LANGUAGES),
      loadTexts(PALETTE_TEXTS, LANGUAGES),
      loadAllCommands(),
    ])
  )[0]
const CommandPalette = lazyWithRetry(() =>
  loadPalette().then((module) => ({ default: module.CommandPalette })),
)
const PREFETCH_AFTER_MS = 2000

function PaletteLoading() {
  const { t } = useTranslation()
  return (
    <div role="status" className="sr-only">
      {t('shell:header.palette_loading')}
    </div>
  )
}

export function PaletteHost({ context }: { context: CommandContext }) {
  const { paletteOpen } = useSnapshot(shellState)
  useEffect(() => prefetchWhenIdle(loadPalette, PREFETCH_AFTER_MS), [])
  // The screen as it was when the palette opened (its list search, its route), read on each opening.
  const scope = useMemo(() => (paletteOpen ? currentScope() : null), [paletteOpen])
  if (!paletteOpen || !scope) return null
  return (
    <Suspense fallback={<PaletteLoading />}>
      <CommandPalette context={context} scope={scope} onClose={closePalette} />
    </Suspense>
  )
}
