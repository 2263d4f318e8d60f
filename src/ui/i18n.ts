import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { subscribeKey } from 'valtio/utils'
import enAuth from '../../locales/en/auth.json'
import enCommon from '../../locales/en/common.json'
import enErrors from '../../locales/en/errors.json'
import enValidation from '../../locales/en/validation.json'
import thAuth from '../../locales/th/auth.json'
import thCommon from '../../locales/th/common.json'
import thErrors from '../../locales/th/errors.json'
import thValidation from '../../locales/th/validation.json'
import { DEFAULT_LANGUAGE, type Language } from '../domain/constants'
import { preferencesState } from '../stores/preferences'

export const NAMESPACES = ['common', 'auth', 'errors', 'validation'] as const
/**
 * The other namespaces arrive with the code that shows them, so the sign-in pages do not carry them:
 * `shell` and `commands` with the signed-in app (src/app/shell/locales.ts), `ui` with the first shared
 * part on screen (src/ui/locales.ts), and each area's namespace (its slug) in two parts, its `nav`
 * texts with the shell and the rest with its first screen (src/app/shell/areaRegistry.ts).
 */

const resources = {
  en: { common: enCommon, auth: enAuth, errors: enErrors, validation: enValidation },
  th: { common: thCommon, auth: thAuth, errors: thErrors, validation: thValidation },
}

const markDocument = (language: string) => {
  if (typeof document === 'undefined') return
  document.documentElement.lang = language
  document.title = i18next.t('common:product_name', { lng: language })
}

i18next.on('languageChanged', markDocument)

void i18next.use(initReactI18next).init({
  resources,
  lng: preferencesState.language,
  fallbackLng: DEFAULT_LANGUAGE,
  ns: NAMESPACES,
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
})

const added = new WeakSet<object>()

/**
 * Adds the resources of lazily loaded namespaces (a chunk's own texts), in every language at once. A
 * namespace may arrive in parts (an area's `nav` texts first, the rest with its screens): each part is
 * merged in once.
 */
export function addNamespaces(resources: Record<Language, Record<string, object>>): void {
  for (const [language, namespaces] of Object.entries(resources))
    for (const [namespace, bundle] of Object.entries(namespaces)) {
      if (added.has(bundle)) continue
      added.add(bundle)
      i18next.addResourceBundle(language, namespace, bundle, true, true)
    }
}

subscribeKey(preferencesState, 'language', (language) => void i18next.changeLanguage(language))

export { i18next }
