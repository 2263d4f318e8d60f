// The bell's texts arrive with the signed-in app's chunk, not with the sign-in pages.
import enNotifications from '../../../locales/en/notifications.json'
import thNotifications from '../../../locales/th/notifications.json'
import { addNamespaces } from '../../i18n'

addNamespaces({ en: { notifications: enNotifications }, th: { notifications: thNotifications } })
