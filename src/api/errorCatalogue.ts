// The error catalogue of spec section 8, as a pure decision so it can be tested without a browser.

export interface FailedCall {
  method: string
  /** The contract path ('/auth/admin/login') or the full URL. */
  url: string
  /** Absent when no response arrived (network failure). */
  status?: number
  message?: unknown
}

export type ErrorEffect =
  | { kind: 'none' }
  | { kind: 'sessionExpired'; key: 'errors:session_expired' }
  | { kind: 'forbidden'; key: 'errors:you-dont-have-permission' }
  | {
      kind: 'toast'
      key: 'errors:internal_server_error' | 'errors:service_unavailable' | 'errors:network_error'
    }
  | { kind: 'message'; text: string }

const NONE: ErrorEffect = { kind: 'none' }
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
// Messages and calls whose screens show the failure themselves.
const SCREEN_HANDLED_MESSAGES = new Set(['Email already exists', 'Invalid credentials.'])
const AUTH_CALLS = /\/auth\/admin\//
// Push subscription runs in the background of signing in and out; a device without push is no error.
const SILENT_CALLS = /\/auth\/admin\/refresh-token|\/admin\/notifications\/(un)?subscribe\/topic/
// Spec section 6: the review list ignores a 403 (the screen shows no rows, and no toast).
const FORBIDDEN_IGNORED = /\/admin\/reviews(\?|$)/

export function describeApiError(call: FailedCall): ErrorEffect {
  if (call.status === undefined) return { kind: 'toast', key: 'errors:network_error' }
  // Renewal runs in the background; the call it was made for reports any trouble.
  if (SILENT_CALLS.test(call.url)) return NONE
  const ownErrors = AUTH_CALLS.test(call.url)
  switch (call.status) {
    case 401:
      return ownErrors ? NONE : { kind: 'sessionExpired', key: 'errors:session_expired' }
    case 403:
      return WRITE_METHODS.has(call.method.toUpperCase()) || FORBIDDEN_IGNORED.test(call.url)
        ? NONE
        : { kind: 'forbidden', key: 'errors:you-dont-have-permission' }
    case 500:
      return { kind: 'toast', key: 'errors:internal_server_error' }
    case 503:
      return { kind: 'toast', key: 'errors:service_unavailable' }
    case 404:
      return NONE
  }
  // Spec section 7: a refused create, update or delete passes its answer to the screen's error callback,
  // which shows it on the field or in the form; a toast as well would say it twice.
  if (WRITE_METHODS.has(call.method.toUpperCase())) return NONE
  if (ownErrors || /\/verifyOtp/.test(call.url)) return NONE
  if (typeof call.message !== 'string' || call.message.trim() === '') return NONE
  return SCREEN_HANDLED_MESSAGES.has(call.message) ? NONE : { kind: 'message', text: call.message }
}
