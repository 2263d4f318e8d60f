// The shared parts' texts arrive with the first screen that shows one, not with the sign-in pages.
import enUi from '../../locales/en/ui.json'
import thUi from '../../locales/th/ui.json'
import { addNamespaces } from './i18n'

addNamespaces({ en: { ui: enUi }, th: { ui: thUi } })
