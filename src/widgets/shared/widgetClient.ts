import createClient from 'openapi-fetch'
import { serializeQuery } from '../../api/querySerializer'
import type { paths } from '../../api/schema'
import type { WidgetConnection } from './widgetAttributes'
import { apiUrlOf } from './widgetAttributes'

/**
 * A widget's own API client: the token and language it was given, nothing of the signed-in app's session,
 * so a widget on another tool's page never renews, clears or redirects anybody's session.
 */
export function createWidgetClient({ apiBase, token, lang }: Omit<WidgetConnection, 'theme'>) {
  const client = createClient<paths>({ baseUrl: apiUrlOf(apiBase), querySerializer: serializeQuery })
  client.use({
    onRequest({ request }) {
      request.headers.set('lang', lang)
      if (token) request.headers.set('Authorization', `Bearer ${token}`)
      return request
    },
  })
  return client
}

export type WidgetClient = ReturnType<typeof createWidgetClient>
