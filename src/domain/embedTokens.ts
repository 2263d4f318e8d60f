// Embed tokens: what another tool's page may show of the back-office through its widgets, for how long.
// Shared by the server (minting, the guard) and the screen that mints them.

/** The custom elements a token can be minted for (the widgets' bundle defines them). */
export const EMBED_WIDGETS = [
  'bo-order-table',
  'bo-order-status',
  'bo-sales-summary',
  'bo-order-counts',
  'bo-sales-chart',
] as const
export type EmbedWidget = (typeof EMBED_WIDGETS)[number]

/** A token lives at least five minutes (time to paste it) and at most 30 days (a month-long kiosk page). */
export const EMBED_TOKEN_MIN_MINUTES = 5
export const EMBED_TOKEN_MAX_MINUTES = 30 * 24 * 60

/** The lifetimes the screen offers, in minutes; the contract takes any whole number between the bounds. */
export const EMBED_TOKEN_LIFETIMES = [60, 24 * 60, 7 * 24 * 60, EMBED_TOKEN_MAX_MINUTES] as const
export const DEFAULT_EMBED_TOKEN_MINUTES = 24 * 60

export const isEmbedWidget = (value: string): value is EmbedWidget =>
  (EMBED_WIDGETS as readonly string[]).includes(value)

/** True when a token minted for `granted` widgets may serve a read that one of `readers` needs. */
export const widgetsMayRead = (granted: readonly string[], readers: readonly string[]): boolean =>
  granted.some((widget) => readers.includes(widget))

/**
 * The origin of a URL as a browser sends it in the Origin header (`https://tool.example.com`, no path,
 * no trailing slash, default port dropped), or null when the text is not an http(s) origin alone.
 */
export function originOf(text: string): string | null {
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== ''))
    return null
  return url.origin
}

/** The snippet a staff member pastes into another tool's page to show the widgets with a token. */
export function embedSnippet(options: {
  apiBase: string
  token: string
  widgets: readonly EmbedWidget[]
  lang: string
}): string {
  const attributes = `api-base="${options.apiBase}" token="${options.token}" lang="${options.lang}"`
  const own: Record<EmbedWidget, string> = {
    'bo-order-status': 'order-id="ORDER_ID"',
    'bo-order-table': 'status="to_pay" page-size="5"',
    'bo-sales-summary': 'range="7d" country="TH"',
    'bo-order-counts': 'by="status" range="30d" country="TH"',
    'bo-sales-chart': 'range="30d" country="TH"',
  }
  const elements = options.widgets.map((widget) => `<${widget} ${attributes} ${own[widget]}></${widget}>`)
  return [`<script type="module" src="${options.apiBase}/widgets/bo-widgets.js"></script>`, ...elements].join(
    '\n',
  )
}
