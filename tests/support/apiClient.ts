import createClient, { type Client } from 'openapi-fetch'
import type { components, paths } from '../../src/api/schema'

/** The contract's client: a call whose path, parameters or body no longer fit the contract fails to compile. */
export type ApiClient = Client<paths>

export type Lang = components['parameters']['Lang']

/** The query parameters of the GET operation at `Path`. */
export type QueryOf<Path extends keyof paths> = paths[Path] extends {
  get: { parameters: { query?: infer Query } }
}
  ? Query
  : never

export interface ApiClientOptions {
  /** The caller's bearer token: an access token, a pending two-factor token or a verify token. */
  token?: string
  /** The language the answers' messages are asked in. */
  lang?: Lang
  /** Any other header sent on every call, e.g. a user agent. */
  headers?: Record<string, string>
}

/**
 * The typed client against a test server's `baseUrl`, calling as one caller in one language.
 * Each call answers `{ data, error, response }` as openapi-fetch does: `data` for a 2xx, `error` (the
 * server's `{ statusCode, message, error }`) otherwise, and the `response` for its status and headers.
 */
export function apiClient(baseUrl: string, options: ApiClientOptions = {}): ApiClient {
  return createClient<paths>({
    baseUrl: `${baseUrl}/api`,
    headers: {
      ...options.headers,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.lang ? { lang: options.lang } : {}),
    },
  })
}

/** The data of a 2xx answer; anything else throws with its status and the server's message. */
export function dataOf<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (!result.response.ok)
    throw new Error(
      `${result.response.url} answered ${result.response.status}: ${JSON.stringify(result.error)}`,
    )
  return result.data as T
}

/** The `params` of an operation whose path holds one `{id}`. */
export const withId = (id: string) => ({ params: { path: { id } } })
