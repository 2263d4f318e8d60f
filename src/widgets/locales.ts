// The shared widgets' texts arrive with the first screen that shows one, not with the sign-in pages.
import enWidgets from '../../locales/en/widgets.json'
import thWidgets from '../../locales/th/widgets.json'
import { addNamespaces } from '../i18n'

addNamespaces({ en: { widgets: enWidgets }, th: { widgets: thWidgets } })
