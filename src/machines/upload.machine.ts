import { assign, setup } from 'xstate'
import type { UploadTarget } from '../api/uploads'
import {
  checkImageSize,
  checkSelection,
  formatForModule,
  type ImageSize,
  KIND_OF_FORMAT,
} from '../domain/uploadRules'
import { uploadActors } from './uploadActors'
import {
  counting,
  current,
  DEFAULT_MAX_ATTEMPTS,
  failureMessage,
  isTransient,
  nextQueued,
  problemMessage,
  RETRY_BASE_DELAY_MS,
  type UploadContext,
  type UploadEvent,
  type UploadInput,
  type UploadItem,
  unfinished,
  update,
} from './uploadQueue'

export const uploadMachine = setup({
  types: {
    input: {} as UploadInput,
    context: {} as UploadContext,
    events: {} as UploadEvent,
  },
  actors: uploadActors,
  delays: {
    retryDelay: ({ context }) =>
      RETRY_BASE_DELAY_MS * 2 ** Math.max(0, (current(context)?.attempts ?? 1) - 1),
  },
  guards: {
    hasQueued: ({ context }) => nextQueued(context) !== undefined,
    // Every image: each module has a maximum size, some a minimum too.
    needsMeasuring: ({ context }) => nextQueued(context)?.kind === 'image',
    isCurrent: ({ context, event }) => 'id' in event && event.id === context.currentId,
    canRetryAutomatically: ({ context, event }) =>
      event.type === 'upload.putFailed' &&
      isTransient(event.error) &&
      (current(context)?.attempts ?? 0) < context.maxAttempts,
  },
  actions: {
    addFiles: assign(({ context, event }) => {
      if (event.type !== 'upload.add') return {}
      const holding = context.items.filter(counting)
      const problems = checkSelection(
        context.moduleName,
        {
          files: context.existing.files + holding.length,
          videos: context.existing.videos + holding.filter((item) => item.kind === 'video').length,
        },
        event.files.map((file) => ({ name: file.name, size: file.size })),
      )
      let serial = context.serial
      const added = event.files.map((file, index): UploadItem => {
        const format = formatForModule(context.moduleName, file.name)
        const problem = problems[index]
        return {
          id: `upload-${++serial}`,
          file,
          kind: format ? KIND_OF_FORMAT[format] : null,
          status: problem ? 'invalid' : 'queued',
          progress: 0,
          key: null,
          error: problem ? problemMessage(problem) : null,
          attempts: 0,
        }
      })
      return { items: [...context.items, ...added], serial }
    }),
    startNext: assign(({ context }) => {
      const item = nextQueued(context)
      if (!item) return {}
      return {
        currentId: item.id,
        target: null,
        items: update(context, item.id, { status: 'checking', progress: 0, error: null, attempts: 0 }),
      }
    }),
    markRequesting: assign(({ context }) => ({
      target: null,
      items: context.items.map((item) =>
        item.id === context.currentId
          ? { ...item, status: 'requesting' as const, attempts: item.attempts + 1 }
          : item,
      ),
    })),
    storeTarget: assign(({ context }, params: { target: UploadTarget }) => ({
      target: params.target,
      items: update(context, context.currentId, { status: 'uploading', key: params.target.key }),
    })),
    trackProgress: assign(({ context, event }) => {
      if (event.type !== 'upload.progress' || event.total <= 0) return {}
      return {
        items: update(context, context.currentId, { progress: Math.min(1, event.loaded / event.total) }),
      }
    }),
    markRetrying: assign(({ context }) => ({
      items: update(context, context.currentId, { status: 'retrying', progress: 0 }),
    })),
    markDone: assign(({ context }) => ({
      items: update(context, context.currentId, { status: 'done', progress: 1 }),
      currentId: null,
      target: null,
    })),
    markFailed: assign(({ context }, params: { error: unknown }) => ({
      items: update(context, context.currentId, {
        status: 'failed',
        key: null,
        error: failureMessage(params.error),
      }),
      currentId: null,
      target: null,
    })),
    markWrongSize: assign(({ context }, params: { size: ImageSize }) => {
      const problem = checkImageSize(context.moduleName, params.size)
      return {
        items: update(context, context.currentId, {
          status: 'invalid',
          error: problem ? problemMessage(problem) : null,
        }),
        currentId: null,
      }
    }),
    markUnreadable: assign(({ context }) => ({
      items: update(context, context.currentId, {
        status: 'invalid',
        error: { key: 'validation:invalid-format-file', vars: { formats: '' } },
      }),
      currentId: null,
    })),
    cancel: assign(({ context, event }) => {
      if (event.type !== 'upload.cancel') return {}
      const cancels = (item: UploadItem) =>
        unfinished(item) && (event.id === undefined || item.id === event.id)
      const stopsCurrent = context.items.some((item) => item.id === context.currentId && cancels(item))
      return {
        items: context.items.map((item) =>
          cancels(item) ? { ...item, status: 'cancelled' as const, progress: 0, key: null } : item,
        ),
        ...(stopsCurrent ? { currentId: null, target: null } : {}),
      }
    }),
    retry: assign(({ context, event }) => {
      if (event.type !== 'upload.retry') return {}
      return {
        items: context.items.map((item) =>
          item.id === event.id && (item.status === 'failed' || item.status === 'cancelled')
            ? { ...item, status: 'queued' as const, error: null, progress: 0, attempts: 0 }
            : item,
        ),
      }
    }),
    remove: assign(({ context, event }) => {
      if (event.type !== 'upload.remove') return {}
      return {
        items: context.items.filter((item) => item.id !== event.id),
        ...(event.id === context.currentId ? { currentId: null, target: null } : {}),
      }
    }),
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({
    moduleName: input.moduleName,
    existing: input.existing ?? { files: 0, videos: 0 },
    maxAttempts: input.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    items: [],
    currentId: null,
    target: null,
    serial: 0,
  }),
  initial: 'idle',
  on: {
    'upload.add': { actions: 'addFiles', target: '.settle' },
    'upload.retry': { actions: 'retry', target: '.settle' },
  },
  states: {
    settle: {
      always: [{ guard: 'hasQueued', target: 'working' }, { target: 'idle' }],
    },
    idle: {
      tags: ['idle'],
      on: {
        'upload.remove': { actions: 'remove' },
        'upload.cancel': { actions: 'cancel' },
      },
    },
    working: {
      tags: ['busy'],
      initial: 'next',
      on: {
        // Adding or retrying while busy only queues: the file in progress carries on.
        'upload.add': { actions: 'addFiles' },
        'upload.retry': { actions: 'retry' },
        'upload.cancel': [
          {
            guard: ({ context, event }) => event.id === undefined || event.id === context.currentId,
            actions: 'cancel',
            target: '.next',
          },
          { actions: 'cancel' },
        ],
        'upload.remove': [{ guard: 'isCurrent', actions: 'remove', target: '.next' }, { actions: 'remove' }],
      },
      states: {
        next: {
          always: [
            { guard: ({ context }) => nextQueued(context) === undefined, target: '#upload.idle' },
            { guard: 'needsMeasuring', actions: 'startNext', target: 'measuring' },
            { actions: 'startNext', target: 'requesting' },
          ],
        },
        measuring: {
          invoke: {
            src: 'measureImage',
            input: ({ context }) => ({ file: current(context)?.file as Blob }),
            onDone: [
              {
                guard: ({ context, event }) => checkImageSize(context.moduleName, event.output) !== null,
                actions: { type: 'markWrongSize', params: ({ event }) => ({ size: event.output }) },
                target: 'next',
              },
              { target: 'requesting' },
            ],
            onError: { actions: 'markUnreadable', target: 'next' },
          },
        },
        requesting: {
          entry: 'markRequesting',
          invoke: {
            src: 'requestUrl',
            input: ({ context }) => ({
              fileName: current(context)?.file.name ?? '',
              moduleName: context.moduleName,
            }),
            onDone: {
              actions: { type: 'storeTarget', params: ({ event }) => ({ target: event.output }) },
              target: 'uploading',
            },
            onError: {
              actions: { type: 'markFailed', params: ({ event }) => ({ error: event.error }) },
              target: 'next',
            },
          },
        },
        uploading: {
          invoke: {
            src: 'putFile',
            input: ({ context }) => ({
              url: context.target?.preSignedUrl ?? '',
              file: current(context)?.file as Blob,
            }),
          },
          on: {
            'upload.progress': { actions: 'trackProgress' },
            'upload.sent': { actions: 'markDone', target: 'next' },
            'upload.putFailed': [
              { guard: 'canRetryAutomatically', actions: 'markRetrying', target: 'waiting' },
              {
                actions: { type: 'markFailed', params: ({ event }) => ({ error: event.error }) },
                target: 'next',
              },
            ],
          },
        },
        // A fresh URL on each try: the last one may have expired while the network was down.
        waiting: {
          after: { retryDelay: { target: 'requesting' } },
        },
      },
    },
  },
})
