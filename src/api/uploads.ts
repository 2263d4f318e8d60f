import type { UploadModule } from '../domain/uploadRules'
import { ApiError, dataOrThrow } from './apiError'
import { api } from './client'
import type { components } from './schema'

export type UploadTarget = components['schemas']['UploadSignedUrl']

/** Where to PUT a file of this name for this module, and the key to attach it by afterwards. */
export async function getUploadUrl(fileName: string, moduleName: UploadModule): Promise<UploadTarget> {
  return dataOrThrow(
    await api.GET('/upload/upload-signed-url', { params: { query: { fileName, moduleName } } }),
  )
}

/** A URL that shows a stored file. */
export async function getFileUrl(key: string): Promise<string> {
  return dataOrThrow(await api.GET('/upload/signed-url', { params: { query: { key } } })).url
}

export interface PutProgress {
  loaded: number
  total: number
}

/**
 * Sends the file's bytes to a signed URL as spec section 7 says (PUT, empty Content-Type, any status
 * below 400 is success), only where nothing is stored yet (`If-None-Match: *`, which S3 URLs are signed
 * with). XMLHttpRequest rather than fetch, because only it reports upload progress.
 * Aborting the signal cancels the transfer and rejects with an AbortError.
 */
export function putFile(
  url: string,
  file: Blob,
  options: { onProgress?: (progress: PutProgress) => void; signal?: AbortSignal } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    const abort = () => request.abort()
    const done = () => options.signal?.removeEventListener('abort', abort)
    request.open('PUT', url)
    request.setRequestHeader('Content-Type', '')
    request.setRequestHeader('If-None-Match', '*')
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total })
    }
    request.onload = () => {
      done()
      if (request.status < 400) return resolve()
      let message = request.statusText
      try {
        const body = JSON.parse(request.responseText) as { message?: unknown }
        if (typeof body.message === 'string') message = body.message
      } catch {
        // A storage service answering XML or nothing: the status text says enough.
      }
      reject(new ApiError(request.status, message))
    }
    request.onerror = () => {
      done()
      reject(new ApiError(0, 'Network Error'))
    }
    request.onabort = () => {
      done()
      reject(new DOMException('The upload was cancelled.', 'AbortError'))
    }
    if (options.signal?.aborted) return reject(new DOMException('The upload was cancelled.', 'AbortError'))
    options.signal?.addEventListener('abort', abort, { once: true })
    request.send(file)
  })
}
