// The queue of an upload: its files, their states and messages, and the pure steps the upload machine
// (upload.machine.ts) takes on them.
import { ApiError } from '../api/apiError'
import type { UploadTarget } from '../api/uploads'
import type { MediaKind, UploadModule, UploadProblem } from '../domain/uploadRules'

/** A translation key with its values, or the server's own words. */
export type UploadMessage = { key: string; vars?: Record<string, string | number> } | { text: string }

export type UploadStatus =
  | 'queued'
  | 'checking'
  | 'requesting'
  | 'uploading'
  /** Waiting a moment before trying again after a network or server failure. */
  | 'retrying'
  | 'done'
  | 'failed'
  | 'invalid'
  | 'cancelled'

export interface UploadItem {
  id: string
  file: File
  kind: MediaKind | null
  status: UploadStatus
  /** Share of the bytes sent, 0 to 1. */
  progress: number
  /** The storage key to attach, once the file is stored. */
  key: string | null
  error: UploadMessage | null
  /** Tries of the current round; a manual retry starts a new round. */
  attempts: number
}

export interface UploadInput {
  moduleName: UploadModule
  /** Files and videos the record already holds, which count against the limits. */
  existing?: { files: number; videos: number }
  /** Tries per file when the network or the server fails (not when the file is refused). */
  maxAttempts?: number
}

export interface UploadContext {
  moduleName: UploadModule
  existing: { files: number; videos: number }
  maxAttempts: number
  items: UploadItem[]
  currentId: string | null
  /** Where the current file goes, once asked for. */
  target: UploadTarget | null
  serial: number
}

export type UploadEvent =
  | { type: 'upload.add'; files: readonly File[] }
  | { type: 'upload.remove'; id: string }
  | { type: 'upload.retry'; id: string }
  /** Cancels one file, or every file not yet stored when no id is given. */
  | { type: 'upload.cancel'; id?: string }
  | { type: 'upload.progress'; loaded: number; total: number }
  | { type: 'upload.sent' }
  | { type: 'upload.putFailed'; error: unknown }

export const DEFAULT_MAX_ATTEMPTS = 3
export const RETRY_BASE_DELAY_MS = 1000

export const problemMessage = (problem: UploadProblem): UploadMessage => ({
  key: `validation:${problem.key}`,
  vars: problem.vars,
})

export function failureMessage(error: unknown): UploadMessage {
  if (error instanceof ApiError && error.message) return { text: error.message }
  return { key: 'errors:network_error' }
}

/** Worth another try by itself: no answer, or the server failing rather than refusing. */
export const isTransient = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500

// Files that still count against the limits: all but those refused or cancelled.
export const counting = (item: UploadItem) => item.status !== 'invalid' && item.status !== 'cancelled'
export const unfinished = (item: UploadItem) =>
  item.status === 'queued' ||
  item.status === 'checking' ||
  item.status === 'requesting' ||
  item.status === 'uploading' ||
  item.status === 'retrying'

export function update(context: UploadContext, id: string | null, change: Partial<UploadItem>): UploadItem[] {
  return context.items.map((item) => (item.id === id ? { ...item, ...change } : item))
}

export const current = (context: UploadContext) => context.items.find((item) => item.id === context.currentId)
export const nextQueued = (context: UploadContext) => context.items.find((item) => item.status === 'queued')

/** The keys of the stored files, in the order they were chosen, for the record's save call. */
export const uploadedKeys = (context: UploadContext): string[] =>
  context.items.filter((item) => item.status === 'done' && item.key).map((item) => item.key as string)
