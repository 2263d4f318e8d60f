import createClient, { type Middleware } from 'openapi-fetch'
import { navigate as browserNavigate } from 'wouter/use-browser-location'
import { SESSION_EXPIRED_REDIRECT_MS } from '../domain/constants'
import { preferencesState } from '../stores/preferences'
import { clearPreview, previewToken } from '../stores/preview'
import { clearToken, replaceAccessToken, sessionState } from '../stores/session'
import { showForbiddenToast, showToast } from '../stores/toasts'
import { dataOrThrow } from './apiError'
import { describeApiError, type ErrorEffect } from './errorCatalogue'
import { readTokenClaims, shouldRenew } from './jwt'
import { serializeQuery } from './querySerializer'
import type { paths } from './schema'

export const SIGN_IN_PATH = '/signin'
const REFRESH_PATH = '/auth/admin/refresh-token'

export interface ApiClientOptions {
  baseUrl?: string
  fetch?: (request: Request) => Promise<Response>
  navigate?: (to: string) => void
  now?: () => number
}

async function errorMessage(response: Response): Promise<unknown> {
  try {
    const body = (await response.clone().json()) as { message?: unknown }
    return body?.message
  } catch {
    return undefined
  }
}

export function createApiClient(options: ApiClientOptions = {}) {
  const navigate = options.navigate ?? ((to: string) => browserNavigate(to, { replace: true }))
  const now = options.now ?? Date.now
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '/api',
    fetch: options.fetch,
    querySerializer: serializeQuery,
  })

  let renewal: Promise<void> | null = null
  let redirectTimer: ReturnType<typeof setTimeout> | undefined

  // One renewal at a time, however many calls notice the ageing token together.
  function renew(current: string): Promise<void> {
    renewal ??= client
      .POST(REFRESH_PATH, { headers: { Authorization: `Bearer ${current}` } })
      .then((result) => {
        const fresh = dataOrThrow(result).jwtAccessToken
        if (sessionState.token?.jwtAccessToken === current) replaceAccessToken(fresh)
      })
      .catch(() => {
        // The call that asked for the renewal still goes out; a dead session shows up as its 401.
      })
      .finally(() => {
        renewal = null
      })
    return renewal
  }

  function apply(effect: ErrorEffect): void {
    switch (effect.kind) {
      case 'sessionExpired':
        // Signed out here or in another tab: a call that was under way then has nothing new to say.
        if (!sessionState.token && sessionState.lastEndReason === 'signedOut') return
        showToast({ key: effect.key })
        clearToken('expired')
        clearTimeout(redirectTimer)
        redirectTimer = setTimeout(() => navigate(SIGN_IN_PATH), SESSION_EXPIRED_REDIRECT_MS)
        return
      case 'forbidden':
        showForbiddenToast()
        return
      case 'toast':
        showToast({ key: effect.key })
        return
      case 'message':
        showToast({ text: effect.text })
        return
    }
  }

  const middleware: Middleware = {
    async onRequest({ request, schemaPath }) {
      request.headers.set('lang', preferencesState.language)
      // A call that brings its own bearer (pending 2FA token, verify token) keeps it.
      if (request.headers.has('Authorization')) return request
      // A preview (view as a role) lasts less than its token and is never renewed.
      const preview = previewToken()
      if (preview) {
        request.headers.set('Authorization', `Bearer ${preview}`)
        return request
      }
      const current = sessionState.token?.jwtAccessToken
      if (!current) return request
      if (schemaPath !== REFRESH_PATH && shouldRenew(readTokenClaims(current), now() / 1000))
        await renew(current)
      request.headers.set('Authorization', `Bearer ${sessionState.token?.jwtAccessToken ?? current}`)
      return request
    },
    async onResponse({ request, response, schemaPath }) {
      if (response.ok) return
      const message = await errorMessage(response)
      const preview = previewToken()
      if (preview && request.headers.get('Authorization') === `Bearer ${preview}`) {
        // The preview ended (its 15 minutes, or its viewer's session): this tab goes back to its own view.
        if (response.status === 401) {
          clearPreview()
          showToast({ key: 'shell:preview.ended' })
          return
        }
        // Its writes are refused whatever a screen shows, and the server says why.
        if (response.status === 403 && typeof message === 'string') {
          showToast({ text: message })
          return
        }
      }
      apply(describeApiError({ method: request.method, url: schemaPath, status: response.status, message }))
    },
    onError({ request, error, schemaPath }) {
      if (!(error instanceof Error && error.name === 'AbortError'))
        apply(describeApiError({ method: request.method, url: schemaPath }))
      return error instanceof Error ? error : new Error(String(error))
    },
  }
  client.use(middleware)
  return client
}

export type ApiClient = ReturnType<typeof createApiClient>

/** The one client of the app. */
export const api = createApiClient()
