import { assign, fromPromise, setup } from 'xstate'
import { ApiError } from '../api/apiError'
import { cancelExport, type ExportProgress, type ExportTicket, exportProgress } from '../api/statistics'
import type { FlowMessage } from './flowMessage'

// An export downloaded by the browser itself, straight to disk: the app asks the server for a
// single-use link, hands it to the browser's own download, and follows the server's progress until
// the file is complete, fails, or is cancelled.

export const PROGRESS_POLL_MS = 400
/** Progress calls that may fail in a row (a network blip) before the export is given up as failed. */
const MAX_MISSED_POLLS = 5

export interface ExportDownloadContext {
  ticket: ExportTicket | null
  rows: number
  /** The rows the list counted for these filters; null until the ticket says. */
  total: number | null
  missedPolls: number
  error: FlowMessage | null
}

export type ExportDownloadEvent = { type: 'export.start' } | { type: 'export.cancel' }

const FAILED: FlowMessage = { key: 'ui:export.failed' }

/**
 * What a refused or failed step says: the server's words for a refusal, the screen's own (a date
 * shown as invalid), or a general failure (the server's fault, or no network: fetch's TypeError).
 */
export function exportFailure(error: unknown): FlowMessage {
  if (error instanceof ApiError) return error.status < 500 && error.message ? { text: error.message } : FAILED
  if (error instanceof Error && !(error instanceof TypeError) && error.message) return { text: error.message }
  return FAILED
}

/** Hands a same-site URL to the browser's own download (the server names the file). */
export function downloadUrl(url: string, fileName: string): void {
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
}

export const exportDownloadMachine = setup({
  types: {
    context: {} as ExportDownloadContext,
    events: {} as ExportDownloadEvent,
  },
  actors: {
    // The screen supplies it (with `.provide()`): it reads the filters as they are when Export is pressed.
    requestTicket: fromPromise<ExportTicket>(() => Promise.reject(new Error('No export to request'))),
    readProgress: fromPromise<ExportProgress, { id: string }>(({ input }) => exportProgress(input.id)),
    cancelDownload: fromPromise<ExportProgress, { id: string }>(({ input }) => cancelExport(input.id)),
  },
  actions: {
    trackRows: assign({
      rows: ({ event }) => ('output' in event ? (event.output as ExportProgress).rows : 0),
    }),
    openDownload: ({ context }) => {
      if (context.ticket) downloadUrl(context.ticket.url, context.ticket.fileName)
    },
  },
  delays: { pollDelay: PROGRESS_POLL_MS },
  guards: {
    progressIs: ({ event }, params: { state: ExportProgress['state'] }) =>
      'output' in event && (event.output as ExportProgress).state === params.state,
    tooManyMissed: ({ context }) => context.missedPolls + 1 >= MAX_MISSED_POLLS,
  },
}).createMachine({
  id: 'exportDownload',
  context: { ticket: null, rows: 0, total: null, missedPolls: 0, error: null },
  initial: 'idle',
  states: {
    idle: { on: { 'export.start': 'requesting' } },
    requesting: {
      tags: ['busy'],
      entry: assign({ ticket: null, rows: 0, total: null, missedPolls: 0, error: null }),
      invoke: {
        src: 'requestTicket',
        onDone: {
          actions: assign({ ticket: ({ event }) => event.output, total: ({ event }) => event.output.rows }),
          target: 'downloading',
        },
        onError: { actions: assign({ error: ({ event }) => exportFailure(event.error) }), target: 'failed' },
      },
      on: { 'export.cancel': 'cancelled' },
    },
    downloading: {
      tags: ['busy'],
      entry: 'openDownload',
      initial: 'waiting',
      on: { 'export.cancel': 'cancelling' },
      states: {
        waiting: { after: { pollDelay: 'polling' } },
        polling: {
          invoke: {
            src: 'readProgress',
            input: ({ context }) => ({ id: context.ticket?._id ?? '' }),
            onDone: [
              {
                guard: { type: 'progressIs', params: { state: 'completed' } },
                actions: 'trackRows',
                target: '#exportDownload.done',
              },
              {
                guard: { type: 'progressIs', params: { state: 'cancelled' } },
                actions: 'trackRows',
                target: '#exportDownload.cancelled',
              },
              {
                guard: { type: 'progressIs', params: { state: 'failed' } },
                actions: ['trackRows', assign({ error: { key: 'ui:export.failed' } })],
                target: '#exportDownload.failed',
              },
              {
                // The browser never opened the link in time (downloads blocked, or the tab was asleep).
                guard: { type: 'progressIs', params: { state: 'expired' } },
                actions: assign({ error: { key: 'ui:export.not_started' } }),
                target: '#exportDownload.failed',
              },
              { actions: ['trackRows', assign({ missedPolls: 0 })], target: 'waiting' },
            ],
            onError: [
              {
                guard: 'tooManyMissed',
                actions: assign({ error: ({ event }) => exportFailure(event.error) }),
                target: '#exportDownload.failed',
              },
              {
                actions: assign({ missedPolls: ({ context }) => context.missedPolls + 1 }),
                target: 'waiting',
              },
            ],
          },
        },
      },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        src: 'cancelDownload',
        input: ({ context }) => ({ id: context.ticket?._id ?? '' }),
        onDone: [
          { guard: ({ event }) => event.output.state === 'completed', target: 'done' },
          { target: 'cancelled' },
        ],
        onError: 'cancelled',
      },
    },
    done: { tags: ['ended'], on: { 'export.start': 'requesting' } },
    failed: { tags: ['ended'], on: { 'export.start': 'requesting' } },
    cancelled: { tags: ['ended'], on: { 'export.start': 'requesting' } },
  },
})
