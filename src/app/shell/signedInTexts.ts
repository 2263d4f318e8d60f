// The texts of the signed-in app in one language, in two sets. The first comes with the shell: the
// shell's own, the shared parts' (`ui`, `savedViews`), the bell's whole namespace (it is on every
// screen) and every area's `nav` part (route titles, the sidebar), shown before any of the area's
// screens load. The second comes with the palette (when the page is idle, or at its first opening) and
// the shortcut sheet: the palette's own texts and every area's command titles and record-search names
// (`nav.commands`, `nav.search`); an area's screens bring its own with its whole namespace.
import { textSet } from '../../ui/i18n'

export const SIGNED_IN_TEXTS = textSet({
  en: () => import('./texts/signedInEn'),
  th: () => import('./texts/signedInTh'),
})

export const PALETTE_TEXTS = textSet({
  en: () => import('./texts/paletteEn'),
  th: () => import('./texts/paletteTh'),
})
