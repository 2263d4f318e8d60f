import { shadowSafeCss } from './shadowSafeCss'
import css from './widgets.css?inline'

let sheet: CSSStyleSheet | null = null

/**
 * The widgets' styles as one constructed sheet, made on first use and adopted by every widget's shadow
 * root: no <style> element and no style attribute, so a page with `style-src 'self'` shows them as meant.
 */
export function widgetStyleSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(shadowSafeCss(css))
  }
  return sheet
}
