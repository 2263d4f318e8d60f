// The upload machine's side effects (upload.machine.ts): measuring an image, asking where a file goes,
// and sending it. Tests replace them with `.provide()`.
import { fromCallback, fromPromise } from 'xstate'
import { getUploadUrl, putFile, type UploadTarget } from '../api/uploads'
import type { ImageSize, UploadModule } from '../domain/uploadRules'
import type { UploadEvent } from './uploadQueue'

export const uploadActors = {
  // An <img> learns its size from the file's header without decoding every pixel, which a file
  // claiming 50,000×50,000 pixels would make cost gigabytes.
  measureImage: fromPromise<ImageSize, { file: Blob }>(
    ({ input }) =>
      new Promise((resolve, reject) => {
        const image = new Image()
        const url = URL.createObjectURL(input.file)
        const settle = () => {
          URL.revokeObjectURL(url)
          image.onload = null
          image.onerror = null
        }
        image.onload = () => {
          settle()
          resolve({ width: image.naturalWidth, height: image.naturalHeight })
        }
        image.onerror = () => {
          settle()
          reject(new Error('The image cannot be read.'))
        }
        image.src = url
      }),
  ),
  requestUrl: fromPromise<UploadTarget, { fileName: string; moduleName: UploadModule }>(({ input }) =>
    getUploadUrl(input.fileName, input.moduleName),
  ),
  // Reports progress and the outcome as events; stopping it (cancel, leaving the state) aborts the transfer.
  putFile: fromCallback<UploadEvent, { url: string; file: Blob }>(({ input, sendBack }) => {
    const controller = new AbortController()
    putFile(input.url, input.file, {
      signal: controller.signal,
      onProgress: ({ loaded, total }) => sendBack({ type: 'upload.progress', loaded, total }),
    }).then(
      () => sendBack({ type: 'upload.sent' }),
      (error: unknown) => {
        if (!controller.signal.aborted) sendBack({ type: 'upload.putFailed', error })
      },
    )
    return () => controller.abort()
  }),
}
