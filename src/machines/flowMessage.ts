import { ApiError } from '../api/apiError'

/** What a flow shows beside a field or form: a translation key ('ns:key') or the server's own words. */
export type FlowMessage = { key: string } | { text: string }

/** The server's message for a refused call; nothing when a toast already told the user (5xx, network). */
export function serverMessage(error: unknown): FlowMessage | null {
  if (!(error instanceof ApiError) || error.status >= 500 || !error.message) return null
  return { text: error.message }
}

export const statusOf = (error: unknown): number | null => (error instanceof ApiError ? error.status : null)
