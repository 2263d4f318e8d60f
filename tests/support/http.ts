export interface ApiResponse<T = unknown> {
  status: number
  headers: Headers
  body: T
}

export interface CallOptions {
  body?: unknown
  /** Sent as is, for malformed bodies. */
  rawBody?: string
  token?: string
  lang?: string
  headers?: Record<string, string>
}

/**
 * One raw HTTP call to a test server, answering the status, headers and parsed JSON (or text). Only for
 * requests the contract forbids (malformed bodies, wrong types, values past its bounds, unknown paths);
 * everything else goes through the typed client of tests/support/apiClient.ts.
 */
export async function call<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.body !== undefined || options.rawBody !== undefined)
    headers['content-type'] ??= 'application/json'
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.lang) headers.lang = options.lang
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  })
  const text = await response.text()
  const type = response.headers.get('content-type') ?? ''
  const body = (type.includes('json') && text ? JSON.parse(text) : text) as T
  return { status: response.status, headers: response.headers, body }
}
