import { createElement } from 'react'
import {
  readOrderCountsBy,
  readStatsOptions,
  STATS_ATTRIBUTES,
  type WidgetConnection,
} from '../shared/widgetAttributes'
import { WidgetElement } from '../shared/widgetElement'
import { OrderCountsWidget } from './OrderCountsWidget'
import { SalesChartWidget } from './SalesChartWidget'
import { SalesSummaryWidget } from './SalesSummaryWidget'

/** `<bo-sales-summary range country api-base token lang theme>`; dispatches `resize`. */
export class SalesSummaryElement extends WidgetElement {
  static readonly observedAttributes = [...WidgetElement.commonAttributes, ...STATS_ATTRIBUTES]

  protected renderWidget(connection: WidgetConnection) {
    return createElement(SalesSummaryWidget, {
      ...connection,
      ...readStatsOptions((name) => this.getAttribute(name)),
    })
  }
}

/** `<bo-order-counts by range country api-base token lang theme>`; dispatches `resize`. */
export class OrderCountsElement extends WidgetElement {
  static readonly observedAttributes = [...WidgetElement.commonAttributes, ...STATS_ATTRIBUTES, 'by']

  protected renderWidget(connection: WidgetConnection) {
    const read = (name: string) => this.getAttribute(name)
    return createElement(OrderCountsWidget, {
      ...connection,
      ...readStatsOptions(read),
      by: readOrderCountsBy(read),
    })
  }
}

/** `<bo-sales-chart range country api-base token lang theme>`; dispatches `resize`. */
export class SalesChartElement extends WidgetElement {
  static readonly observedAttributes = [...WidgetElement.commonAttributes, ...STATS_ATTRIBUTES]

  protected renderWidget(connection: WidgetConnection) {
    return createElement(SalesChartWidget, {
      ...connection,
      ...readStatsOptions((name) => this.getAttribute(name)),
    })
  }
}
