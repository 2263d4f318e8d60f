// The typed DOM events the widget elements dispatch, so a page written in TypeScript gets
// `table.addEventListener('order-select', (event) => event.detail.orderNumber)` checked. `resize` keeps
// the DOM's own type (UIEvent) there: cast it to `WidgetResizeEvent` to read its height.

export interface OrderSelectDetail {
  id: string
  orderNumber: string
}

export interface WidgetResizeDetail {
  /** The element's new height in CSS pixels, rounded up. */
  height: number
}

export type WidgetResizeEvent = CustomEvent<WidgetResizeDetail>

declare global {
  interface HTMLElementEventMap {
    'order-select': CustomEvent<OrderSelectDetail>
  }
}

/** Bubbling and composed: a listener on the page (outside any shadow root the element sits in) hears it. */
export const widgetEvent = <T>(type: string, detail: T): CustomEvent<T> =>
  new CustomEvent(type, { detail, bubbles: true, composed: true })
