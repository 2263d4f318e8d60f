// The entry of the custom-element bundle (`npm run build:widgets` → dist-widgets/bo-widgets.js): importing
// it defines the elements. A page that loads the bundle twice (or another version first) keeps the first
// definitions instead of failing on the second.
import { OrderStatusElement } from './orderStatus/orderStatusElement'
import { OrderTableElement } from './orderTable/orderTableElement'
import { OrderCountsElement, SalesChartElement, SalesSummaryElement } from './stats/statsElements'

export const WIDGET_ELEMENTS = {
  'bo-order-table': OrderTableElement,
  'bo-order-status': OrderStatusElement,
  'bo-sales-summary': SalesSummaryElement,
  'bo-order-counts': OrderCountsElement,
  'bo-sales-chart': SalesChartElement,
} as const

for (const [name, element] of Object.entries(WIDGET_ELEMENTS))
  if (!customElements.get(name)) customElements.define(name, element)

declare global {
  interface HTMLElementTagNameMap {
    'bo-order-table': OrderTableElement
    'bo-order-status': OrderStatusElement
    'bo-sales-summary': SalesSummaryElement
    'bo-order-counts': OrderCountsElement
    'bo-sales-chart': SalesChartElement
  }
}
