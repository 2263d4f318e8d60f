import type { ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { COMMON_ATTRIBUTES, readConnection, type WidgetConnection } from './widgetAttributes'
import { type WidgetResizeDetail, widgetEvent } from './widgetEvents'
import { widgetStyleSheet } from './widgetStyles'

/**
 * The custom element around a widget's React component: an open shadow root with the adopted style
 * sheet, a React root on a container inside it, rendered again whenever an observed attribute changes,
 * and a `resize` event whenever its height does (an embedding iframe or layout can follow it).
 */
export abstract class WidgetElement extends HTMLElement {
  static readonly commonAttributes: readonly string[] = COMMON_ATTRIBUTES
  private root: Root | null = null
  private resizeObserver: ResizeObserver | null = null
  private lastHeight = -1
  private unmountTimer: ReturnType<typeof setTimeout> | undefined

  /** The widget's React tree for the current attributes. */
  protected abstract renderWidget(connection: WidgetConnection): ReactNode

  connectedCallback(): void {
    clearTimeout(this.unmountTimer)
    if (!this.root) {
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
      shadow.adoptedStyleSheets = [widgetStyleSheet()]
      const container = document.createElement('div')
      shadow.replaceChildren(container)
      this.root = createRoot(container)
    }
    if (!this.resizeObserver) {
      this.resizeObserver = new ResizeObserver((entries) => this.reportHeight(entries))
      this.resizeObserver.observe(this)
    }
    this.update()
  }

  disconnectedCallback(): void {
    this.resizeObserver?.disconnect()
    this.resizeObserver = null
    this.lastHeight = -1
    // A move in the page disconnects and connects again at once: keep the tree (and its data) then.
    this.unmountTimer = setTimeout(() => {
      this.root?.unmount()
      this.root = null
    })
  }

  attributeChangedCallback(): void {
    if (this.root) this.update()
  }

  /** Renders the widget with what the attributes now say. */
  protected update(): void {
    this.root?.render(this.renderWidget(readConnection((name) => this.getAttribute(name))))
  }

  /** Dispatches a bubbling, composed `type` event from the element. */
  protected emit<T>(type: string, detail: T): void {
    this.dispatchEvent(widgetEvent(type, detail))
  }

  private reportHeight(entries: readonly ResizeObserverEntry[]): void {
    const box = entries[entries.length - 1]?.borderBoxSize?.[0]
    const height = Math.ceil(box ? box.blockSize : this.getBoundingClientRect().height)
    if (height === this.lastHeight) return
    this.lastHeight = height
    this.emit<WidgetResizeDetail>('resize', { height })
  }
}
