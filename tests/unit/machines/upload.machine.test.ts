import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { ApiError } from '../../../src/api/apiError'
import type { UploadTarget } from '../../../src/api/uploads'
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '../../../src/domain/constants'
import type { ImageSize, UploadModule } from '../../../src/domain/uploadRules'
import { uploadMachine } from '../../../src/machines/upload.machine'
import { type UploadEvent, type UploadInput, uploadedKeys } from '../../../src/machines/uploadQueue'

/** A File of a given name and size without allocating its bytes. */
function fileOf(name: string, size = 1000): File {
  const file = new File(['x'], name)
  Object.defineProperty(file, 'size', { value: size })
  return file
}

interface PutControl {
  url: string
  file: Blob
  progress(loaded: number, total: number): void
  succeed(): void
  fail(error: unknown): void
  aborted: boolean
}

function start(
  input: UploadInput,
  fakes: { sizes?: Record<string, ImageSize>; requestUrl?: (name: string) => Promise<UploadTarget> } = {},
) {
  const puts: PutControl[] = []
  const requests: string[] = []
  const machine = uploadMachine.provide({
    actors: {
      // Images measure 1000×1000 unless the test says otherwise; those called broken.* cannot be read.
      measureImage: fromPromise(async ({ input: { file } }) => {
        const name = (file as File).name
        if (name.startsWith('broken.')) throw new Error('not an image')
        return fakes.sizes?.[name] ?? { width: 1000, height: 1000 }
      }),
      requestUrl: fromPromise(async ({ input: { fileName, moduleName } }) => {
        requests.push(fileName)
        if (fakes.requestUrl) return fakes.requestUrl(fileName)
        return {
          preSignedUrl: `/api/storage/${moduleName}/${requests.length}`,
          key: `${moduleName}/key-${requests.length}`,
        }
      }),
      putFile: fromCallback<UploadEvent, { url: string; file: Blob }>(
        ({ input: { url, file }, sendBack }) => {
          const control: PutControl = {
            url,
            file,
            aborted: false,
            progress: (loaded, total) => sendBack({ type: 'upload.progress', loaded, total }),
            succeed: () => sendBack({ type: 'upload.sent' }),
            fail: (error) => sendBack({ type: 'upload.putFailed', error }),
          }
          puts.push(control)
          return () => {
            control.aborted = true
          }
        },
      ),
    },
  })
  const actor = createActor(machine, { input }).start()
  const items = () => actor.getSnapshot().context.items
  return { actor, puts, requests, items }
}

const settle = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const product = (extra: Partial<UploadInput> = {}): UploadInput => ({
  moduleName: 'product' as UploadModule,
  ...extra,
})

describe('choosing files', () => {
  it('refuses a wrong format, an oversize file, more than 10 files and a second video, before any call', async () => {
    const { actor, items, requests } = start(product({ existing: { files: 7, videos: 0 } }), {
      sizes: { 'a.png': { width: 800, height: 800 } },
    })
    actor.send({
      type: 'upload.add',
      files: [
        fileOf('notes.pdf'),
        fileOf('huge.jpg', IMAGE_MAX_BYTES + 1),
        fileOf('clip.mp4', VIDEO_MAX_BYTES),
        fileOf('second.mp4'),
        fileOf('a.png'),
        fileOf('b.png'),
        fileOf('c.png'),
      ],
    })
    expect(items().map((item) => [item.file.name, item.status, item.error])).toEqual([
      [
        'notes.pdf',
        'invalid',
        { key: 'validation:invalid-format-file', vars: { formats: '.jpg, .jpeg, .png, .mp4' } },
      ],
      ['huge.jpg', 'invalid', { key: 'validation:file-size-exceeded', vars: { max: 10 } }],
      ['clip.mp4', 'requesting', null],
      ['second.mp4', 'invalid', { key: 'validation:only-one-video-allowed', vars: { max: 1 } }],
      ['a.png', 'queued', null],
      ['b.png', 'queued', null],
      ['c.png', 'invalid', { key: 'validation:file-count-exceeded', vars: { max: 10 } }],
    ])
    await settle()
    expect(requests).toEqual(['clip.mp4'])
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
  })

  it('measures images and refuses one below the module minimum', async () => {
    const { actor, items, requests } = start(product(), {
      sizes: { 'small.png': { width: 650, height: 649 }, 'ok.png': { width: 650, height: 650 } },
    })
    actor.send({ type: 'upload.add', files: [fileOf('small.png'), fileOf('ok.png'), fileOf('broken.png')] })
    await settle()
    await settle()
    expect(items()[0]).toMatchObject({
      status: 'invalid',
      error: { key: 'validation:image-below-minimum', vars: { width: 650, height: 650 } },
    })
    expect(items()[1].status).toBe('uploading')
    expect(requests).toEqual(['ok.png'])
  })

  it('refuses an image of more than 8000 pixels on a side before asking for a URL', async () => {
    const { actor, items, requests } = start(
      { moduleName: 'banner' },
      { sizes: { 'bomb.png': { width: 50_000, height: 50_000 }, 'me.jpeg': { width: 8000, height: 6000 } } },
    )
    actor.send({ type: 'upload.add', files: [fileOf('bomb.png'), fileOf('me.jpeg'), fileOf('broken.png')] })
    await settle()
    await settle()
    await settle()
    expect(items().map((item) => [item.file.name, item.status, item.error])).toEqual([
      ['bomb.png', 'invalid', { key: 'validation:image-above-maximum', vars: { width: 8000, height: 8000 } }],
      ['me.jpeg', 'uploading', null],
      ['broken.png', 'queued', null],
    ])
    expect(requests).toEqual(['me.jpeg'])
  })
})

describe('sending files', () => {
  it('requests a URL, PUTs the file with progress, and keeps the key; files go one after another', async () => {
    const { actor, items, puts } = start({ moduleName: 'banner' })
    actor.send({ type: 'upload.add', files: [fileOf('one.png'), fileOf('two.jpg')] })
    await settle()
    expect(puts).toHaveLength(1)
    expect(puts[0].url).toBe('/api/storage/banner/1')
    puts[0].progress(250, 1000)
    expect(items()[0]).toMatchObject({ status: 'uploading', progress: 0.25, key: 'banner/key-1' })
    puts[0].progress(1000, 1000)
    puts[0].succeed()
    await settle()
    expect(items()[0]).toMatchObject({ status: 'done', progress: 1 })
    expect(puts).toHaveLength(2)
    puts[1].succeed()
    await settle()
    expect(actor.getSnapshot().hasTag('idle')).toBe(true)
    expect(uploadedKeys(actor.getSnapshot().context)).toEqual(['banner/key-1', 'banner/key-2'])
  })

  it('tries again by itself after a network failure, with a new URL, then gives up and lets the user retry', async () => {
    const { actor, items, puts, requests } = start({ moduleName: 'avatar', maxAttempts: 3 })
    actor.send({ type: 'upload.add', files: [fileOf('me.png')] })
    await settle()
    puts[0].fail(new ApiError(0, 'Network Error'))
    await settle()
    expect(items()[0].status).toBe('retrying')
    await vi.advanceTimersByTimeAsync(999)
    expect(requests).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(requests).toHaveLength(2)
    puts[1].fail(new ApiError(503, 'Something went wrong. Please try again.'))
    await vi.advanceTimersByTimeAsync(2000)
    puts[2].fail(new ApiError(0, 'Network Error'))
    await settle()
    expect(items()[0]).toMatchObject({ status: 'failed', error: { text: 'Network Error' }, key: null })
    expect(actor.getSnapshot().hasTag('idle')).toBe(true)

    actor.send({ type: 'upload.retry', id: items()[0].id })
    await settle()
    expect(items()[0].status).toBe('uploading')
    puts[3].succeed()
    await settle()
    expect(items()[0].status).toBe('done')
  })

  it('does not retry by itself a file the server refuses, and shows its message', async () => {
    const { actor, items, puts } = start({ moduleName: 'avatar' })
    actor.send({ type: 'upload.add', files: [fileOf('me.png')] })
    await settle()
    puts[0].fail(new ApiError(400, "The file's content is not a PNG file."))
    await settle()
    expect(puts).toHaveLength(1)
    expect(items()[0]).toMatchObject({
      status: 'failed',
      error: { text: "The file's content is not a PNG file." },
    })
  })

  it('marks a file failed when no URL can be had', async () => {
    const { actor, items } = start(
      { moduleName: 'avatar' },
      {
        requestUrl: async () => {
          throw new ApiError(400, 'Invalid file format. Accepted formats: .jpg, .jpeg, .png.')
        },
      },
    )
    actor.send({ type: 'upload.add', files: [fileOf('me.png')] })
    await settle()
    expect(items()[0]).toMatchObject({
      status: 'failed',
      error: { text: 'Invalid file format. Accepted formats: .jpg, .jpeg, .png.' },
    })
  })
})

describe('cancelling', () => {
  it('cancels the file being sent (aborting the transfer) and goes on with the next', async () => {
    const { actor, items, puts } = start({ moduleName: 'banner' })
    actor.send({ type: 'upload.add', files: [fileOf('one.png'), fileOf('two.png')] })
    await settle()
    actor.send({ type: 'upload.cancel', id: items()[0].id })
    expect(puts[0].aborted).toBe(true)
    expect(items()[0]).toMatchObject({ status: 'cancelled', key: null })
    await settle()
    expect(items()[1].status).toBe('uploading')
    // A late answer of the cancelled transfer changes nothing.
    puts[0].succeed()
    expect(items()[0].status).toBe('cancelled')
  })

  it('cancels everything not yet stored, and a cancelled file can be sent again', async () => {
    const { actor, items, puts } = start({ moduleName: 'banner' })
    actor.send({ type: 'upload.add', files: [fileOf('one.png'), fileOf('two.png')] })
    await settle()
    actor.send({ type: 'upload.cancel' })
    expect(items().map((item) => item.status)).toEqual(['cancelled', 'cancelled'])
    expect(actor.getSnapshot().hasTag('idle')).toBe(true)
    actor.send({ type: 'upload.retry', id: items()[1].id })
    await settle()
    expect(puts).toHaveLength(2)
    expect(items()[1].status).toBe('uploading')
  })

  it('removes a file from the list, freeing its place in the count', async () => {
    const { actor, items, puts } = start({ moduleName: 'avatar' })
    actor.send({ type: 'upload.add', files: [fileOf('one.png'), fileOf('two.png')] })
    expect(items()[1].error).toEqual({ key: 'validation:file-count-exceeded', vars: { max: 1 } })
    await settle()
    actor.send({ type: 'upload.remove', id: items()[0].id })
    expect(puts[0].aborted).toBe(true)
    actor.send({ type: 'upload.remove', id: items()[0].id })
    expect(items()).toEqual([])
    actor.send({ type: 'upload.add', files: [fileOf('three.png')] })
    // Measured first, as every image is.
    expect(items()[0]).toMatchObject({ status: 'checking', error: null })
  })
})
