// The texts of the signed-in app in one language: the shell's and the command registry's, the shared
// parts' (`ui`, `savedViews`), the bell's whole namespace (it is on every screen) and every area's `nav`
// part (route titles, command titles, the sidebar), shown before any of the area's screens load.
import { textSet } from '../../ui/i18n'

export const SIGNED_IN_TEXTS = textSet({
  en: () => import('./texts/signedInEn'),
  th: () => import('./texts/signedInTh'),
})
