import {
  checkImageSize,
  checkSize,
  type FileFormat,
  KIND_OF_FORMAT,
  maxBytesOf,
  type UploadModule,
} from '../../../src/domain/uploadRules'
import { AppError } from '../../lib/errors'
import { imageDimensions, SIGNATURE_BYTES, sniffFormat } from '../../lib/storage/fileSignature'
import { parseObjectKey } from '../../lib/storage/objectKeys'
import type { StorageDriver } from '../../lib/storage/storage'

export interface VerifiedUpload {
  key: string
  module: UploadModule
  format: FileFormat
  size: number
  width: number | null
  height: number | null
}

/** A key the caller sent: well formed (so it cannot name a path outside storage) and made for `module`. */
export function objectKeyFor(key: string, module: UploadModule) {
  const parsed = parseObjectKey(key)
  if (!parsed) throw new AppError(400, 'staffAccess.errors.upload_key_invalid')
  if (parsed.module !== module)
    throw new AppError(400, 'staffAccess.errors.upload_wrong_module', {
      module: parsed.module,
      expected: module,
    })
  return parsed
}

/**
 * Reads a stored object back before it is attached to a record: its real type from its bytes must
 * be the one its key announces, and its size and (for images) its pixel size must fit the module's
 * rules, the image's at least and at most. Images are read whole, which the size check bounds to 10 MB.
 */
export async function verifyStoredUpload(
  storage: StorageDriver,
  key: string,
  module: UploadModule,
): Promise<VerifiedUpload> {
  const parsed = objectKeyFor(key, module)
  const isImage = KIND_OF_FORMAT[parsed.format] === 'image'
  const object = await storage.inspect(key, isImage ? maxBytesOf(parsed.format) : SIGNATURE_BYTES)
  if (!object) throw new AppError(400, 'staffAccess.errors.upload_not_found')

  const tooBig = checkSize(parsed.format, object.size)
  if (tooBig) throw new AppError(400, `validation:${tooBig.key}`, tooBig.vars)
  const mismatch = () =>
    new AppError(400, 'staffAccess.errors.file_content_mismatch', { format: parsed.format.toUpperCase() })
  if (sniffFormat(object.head) !== parsed.format) throw mismatch()
  if (!isImage) return { key, module, format: parsed.format, size: object.size, width: null, height: null }

  const dimensions = imageDimensions(object.head)
  if (!dimensions) throw mismatch()
  // Checked from the header alone: nothing here ever decodes the pixels a bomb would claim.
  const wrongSize = checkImageSize(module, dimensions)
  if (wrongSize) throw new AppError(400, `validation:${wrongSize.key}`, wrongSize.vars)
  return { key, module, format: parsed.format, size: object.size, ...dimensions }
}
