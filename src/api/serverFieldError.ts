import { ApiError } from './apiError'

/**
 * The server refuses one field as '<field>: <message>' (in the caller's language). The form shows the
 * message under that field; anything else stays a message for the whole form.
 */
export function fieldOfError<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F; text: string } | { field: null; text: string } | null {
  if (!(error instanceof ApiError) || error.status >= 500 || !error.message) return null
  // A field inside an object is named by its path ('shippingAddress.postalCode').
  const match = /^([A-Za-z]+(?:\.[A-Za-z]+)*): (.+)$/s.exec(error.message)
  const field = match?.[1] as F | undefined
  if (match && field && fields.includes(field)) return { field, text: match[2] }
  return { field: null, text: error.message }
}
