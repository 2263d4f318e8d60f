import { AppError } from '../../lib/errors'
import type { UploadRejection } from '../../lib/metrics'

const KEY_ERRORS = new Set([
  'staffAccess.errors.upload_key_invalid',
  'staffAccess.errors.upload_wrong_module',
])

/** The class of reason an upload was refused for, as the metrics count it. */
export function uploadRejectionOf(error: unknown): UploadRejection {
  if (!(error instanceof AppError)) return 'error'
  if (error.statusCode === 403) return 'signature'
  if (error.statusCode === 413) return 'tooLarge'
  if (error.statusCode === 409) return 'duplicate'
  if (KEY_ERRORS.has(error.messageKey)) return 'key'
  if (error.messageKey === 'validation:invalid-format-file') return 'format'
  if (error.statusCode === 400) return 'content'
  return 'error'
}
