import { createInstance, type i18n } from 'i18next'
import enOrders from '../../../locales/en/orders.json'
import enWidgets from '../../../locales/en/widgets.json'
import thOrders from '../../../locales/th/orders.json'
import thWidgets from '../../../locales/th/widgets.json'
import { DEFAULT_LANGUAGE, type Language } from '../../domain/constants'

const resources = {
  en: { orders: enOrders, widgets: enWidgets },
  th: { orders: thOrders, widgets: thWidgets },
}

/**
 * One i18next instance per widget: its language is its own `lang`, whatever the page or another widget
 * says, and it never touches the back-office's instance (nor the document's lang and title).
 */
export function createWidgetI18n(lang: Language): i18n {
  const instance = createInstance()
  void instance.init({
    resources,
    lng: lang,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: ['widgets', 'orders'],
    defaultNS: 'widgets',
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  return instance
}
