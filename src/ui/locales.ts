// The shared parts' texts arrive with the first screen that shows one, not with the sign-in pages.
import enSavedViews from '../../locales/en/savedViews.json'
import enUi from '../../locales/en/ui.json'
import thSavedViews from '../../locales/th/savedViews.json'
import thUi from '../../locales/th/ui.json'
import { addNamespaces } from './i18n'

addNamespaces({ en: { ui: enUi, savedViews: enSavedViews }, th: { ui: thUi, savedViews: thSavedViews } })
