import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { subscribeKey } from 'valtio/utils'
import { DEFAULT_LANGUAGE, type Language } from '../domain/constants'
import { preferencesState } from '../stores/preferences'

export const NAMESPACES = ['common', 'auth', 'errors', 'validation'] as const

/**
 * Some namespaces, as one language holds them. A page loads only the language shown: the other one
 * arrives when staff switch to it (`switchLanguage` loads every set in use first), or when a part needs
 * both, as the palette does to match on the English and the Thai titles.
 *
 * - `START_TEXTS` (below): before the first render (src/main.tsx).
 * - The signed-in app's texts, with the shell: its own, the shared parts' and every area's `nav` part
 *   but the palette's share of it (src/app/shell/signedInTexts.ts).
 * - The palette's texts (its own, the commands' titles and the record-search names), with the palette
 *   or the shortcut sheet (the same file).
 * - Each area's whole namespace, with its first screen (src/app/shell/areaRegistry.ts).
 */
export type TextSet = (language: Language) => Promise<Record<string, object>>

/** A set from one module per language whose default export holds its namespaces. */
export const textSet =
  (modules: Record<Language, () => Promise<{ default: Record<string, object> }>>): TextSet =>
  async (language) =>
    (await modules[language]()).default

export const START_TEXTS = textSet({
  en: () => import('./texts/startEn'),
  th: () => import('./texts/startTh'),
})

const markDocument = (language: string) => {
  if (typeof document === 'undefined') return
  document.documentElement.lang = language
  document.title = i18next.t('common:product_name', { lng: language })
}

i18next.on('languageChanged', markDocument)
i18next.on('added', (language, namespace) => {
  if (namespace === 'common' && language === i18next.language) markDocument(language)
})

void i18next.use(initReactI18next).init({
  resources: {},
  lng: preferencesState.language,
  fallbackLng: DEFAULT_LANGUAGE,
  ns: NAMESPACES,
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
})

const added = new WeakSet<object>()

/**
 * Adds namespaces held in code (a story's samples, a widget's texts), in every language at once. A
 * namespace may arrive in parts (an area's `nav` texts first, the rest with its screens): each part
 * is merged in once.
 */
export function addNamespaces(resources: Partial<Record<Language, Record<string, object>>>): void {
  for (const [language, namespaces] of Object.entries(resources))
    for (const [namespace, bundle] of Object.entries(namespaces)) {
      if (added.has(bundle)) continue
      added.add(bundle)
      i18next.addResourceBundle(language, namespace, bundle, true, true)
    }
}

// Each set in use, with its loads by language: a failed load is forgotten, so the next need tries again.
const setsInUse = new Map<TextSet, Map<Language, Promise<void>>>()

/** The languages a set must hold now: the one shown and, while a switch loads, the one coming. */
const languagesShown = (): Language[] => {
  const shown = i18next.language as Language
  return shown === preferencesState.language ? [shown] : [shown, preferencesState.language]
}

/** Loads a set in the languages shown (or those given) and keeps it loaded across language switches. */
export async function loadTexts(
  set: TextSet,
  languages: readonly Language[] = languagesShown(),
): Promise<void> {
  let loads = setsInUse.get(set)
  if (!loads) {
    loads = new Map()
    setsInUse.set(set, loads)
  }
  const byLanguage = loads
  await Promise.all(
    languages.map((language) => {
      const known = byLanguage.get(language)
      if (known) return known
      const load = set(language).then((namespaces) => addNamespaces({ [language]: namespaces }))
      load.catch(() => byLanguage.delete(language))
      byLanguage.set(language, load)
      return load
    }),
  )
}

/** Shows another language once every set in use holds it, so no screen shows a key meanwhile. */
async function switchLanguage(language: Language): Promise<void> {
  // A set that cannot load now shows in the fallback language rather than holding the switch back.
  await Promise.allSettled([...setsInUse.keys()].map((set) => loadTexts(set, [language])))
  if (preferencesState.language === language) await i18next.changeLanguage(language)
}

subscribeKey(preferencesState, 'language', (language) => void switchLanguage(language))

export { i18next }
