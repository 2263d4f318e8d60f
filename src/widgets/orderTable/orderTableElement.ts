import { createElement } from 'react'
import {
  ORDER_TABLE_ATTRIBUTES,
  readOrderTableOptions,
  type WidgetConnection,
} from '../shared/widgetAttributes'
import { WidgetElement } from '../shared/widgetElement'
import type { OrderSelectDetail } from '../shared/widgetEvents'
import { OrderTableWidget } from './OrderTableWidget'

/** `<bo-order-table status type page-size api-base token lang theme>`; dispatches `order-select` and `resize`. */
export class OrderTableElement extends WidgetElement {
  static readonly observedAttributes = [...WidgetElement.commonAttributes, ...ORDER_TABLE_ATTRIBUTES]

  protected renderWidget(connection: WidgetConnection) {
    return createElement(OrderTableWidget, {
      ...connection,
      ...readOrderTableOptions((name) => this.getAttribute(name)),
      onSelect: (choice: OrderSelectDetail) => this.emit('order-select', choice),
    })
  }
}
