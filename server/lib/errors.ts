import { STATUS_CODES } from 'node:http'
import type { Language } from '../../src/domain/constants'

/** A failure the client should see, with its message as an i18n key translated per request. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly vars: Record<string, string | number> = {},
    /** Seconds before a retry can succeed, sent as Retry-After. */
    readonly retryAfter?: number,
  ) {
    super(messageKey)
  }

  /** What the answer carries beside its message, in the caller's language (none by default). */
  bodyIn(_lang: Language): Record<string, unknown> {
    return {}
  }
}

export interface ErrorBody {
  statusCode: number
  message: string
  error: string
}

export const errorBody = (statusCode: number, message: string): ErrorBody => ({
  statusCode,
  message,
  error: STATUS_CODES[statusCode] ?? 'Error',
})
