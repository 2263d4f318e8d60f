import type { components } from '../../../src/api/schema'
import { acceptedExtensions } from '../../../src/domain/uploadRules'
import { defineHandlers, type OperationRequest } from '../../http/defineHandlers'
import { AppError } from '../../lib/errors'
import { newObjectKey, parseObjectKey } from '../../lib/storage/objectKeys'

type Schemas = components['schemas']

async function getUploadSignedUrl(
  request: OperationRequest<'getUploadSignedUrl'>,
): Promise<Schemas['UploadSignedUrl']> {
  const { fileName, moduleName } = request.query
  const object = newObjectKey(moduleName, fileName.trim())
  if (!object) {
    // Refused before any byte is sent: counted with the uploads the storage refuses.
    request.server.metrics.uploadRejected('format')
    throw new AppError(400, 'validation:invalid-format-file', { formats: acceptedExtensions(moduleName) })
  }
  return { preSignedUrl: await request.server.storage.uploadUrl(object.key), key: object.key }
}

async function getSignedUrl(request: OperationRequest<'getSignedUrl'>): Promise<Schemas['SignedUrl']> {
  const { key } = request.query
  const { storage } = request.server
  if (!parseObjectKey(key)) throw new AppError(400, 'staffAccess.errors.upload_key_invalid')
  if (!(await storage.inspect(key, 0))) throw new AppError(404, 'staffAccess.errors.upload_not_found')
  return { url: await storage.downloadUrl(key) }
}

export const uploadsHandlers = defineHandlers({ getUploadSignedUrl, getSignedUrl })
