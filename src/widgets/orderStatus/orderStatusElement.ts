import { createElement } from 'react'
import type { WidgetConnection } from '../shared/widgetAttributes'
import { WidgetElement } from '../shared/widgetElement'
import { OrderStatusWidget } from './OrderStatusWidget'

/** `<bo-order-status order-id api-base token lang theme>`; dispatches `resize`. */
export class OrderStatusElement extends WidgetElement {
  static readonly observedAttributes = [...WidgetElement.commonAttributes, 'order-id']

  protected renderWidget(connection: WidgetConnection) {
    return createElement(OrderStatusWidget, {
      ...connection,
      orderId: this.getAttribute('order-id')?.trim() || null,
    })
  }
}
