import { proxy } from 'valtio'
import { FORBIDDEN_TOAST_DEBOUNCE_MS, TOAST_DURATION_MS, TOAST_SUPPRESSION_MS } from '../domain/constants'

// Spec section 8: toasts appear top-center, one at a time, with a 3 s suppression window; the 403
// toast at most once a second. Auto-close: 3000 ms for the shell's own toasts (the client's error
// catalogue, the default) and 4000 ms for screens' toasts, which pass SCREEN_TOAST_DURATION_MS.

export const SCREEN_TOAST_DURATION_MS = 4000

/** A translation key ('ns:key') or a text that is already in the user's language (server messages). */
export type ToastMessage = { key: string } | { text: string }
export type ToastKind = 'success' | 'error'

/** A button the toast offers (Undo): its label's translation key and what it does. */
export interface ToastAction {
  labelKey: string
  run(): void
}

export interface Toast {
  id: number
  kind: ToastKind
  message: ToastMessage
  action?: ToastAction
}

export interface ToastOptions {
  /** How long it stays before closing by itself. */
  durationMs?: number
  /** A button on the toast; such a toast is never dropped as a repeat (each offers its own undo). */
  action?: ToastAction
}

export const toastState = proxy({ current: null as Toast | null })

const identity = (message: ToastMessage): string =>
  'key' in message ? `key:${message.key}` : `text:${message.text}`

let nextId = 1
let closeTimer: ReturnType<typeof setTimeout> | undefined
/** When the current toast closes, or how long it had left while it is held. */
let closesAt = 0
let heldRemaining: number | null = null
const lastShown = new Map<string, number>()
let lastForbiddenAt = Number.NEGATIVE_INFINITY

function scheduleClose(id: number, ms: number): void {
  clearTimeout(closeTimer)
  closesAt = Date.now() + ms
  closeTimer = setTimeout(() => dismissToast(id), ms)
}

/**
 * Shows one toast at a time (a new one replaces the one on screen). The same message again less than
 * 3 s after it was last shown is dropped.
 */
export function showToast(
  message: ToastMessage,
  kind: ToastKind = 'error',
  options: ToastOptions = {},
): void {
  const now = Date.now()
  for (const [key, at] of lastShown) if (now - at >= TOAST_SUPPRESSION_MS) lastShown.delete(key)
  const id = identity(message)
  if (lastShown.has(id) && !options.action) return
  lastShown.set(id, now)
  const toast: Toast = { id: nextId++, kind, message, ...(options.action ? { action: options.action } : {}) }
  toastState.current = toast
  heldRemaining = null
  scheduleClose(toast.id, options.durationMs ?? TOAST_DURATION_MS)
}

/** The 403 toast: at most once a second, however many calls are refused together. */
export function showForbiddenToast(): void {
  const now = Date.now()
  if (now - lastForbiddenAt < FORBIDDEN_TOAST_DEBOUNCE_MS) return
  lastForbiddenAt = now
  showToast({ key: 'errors:you-dont-have-permission' })
}

export function dismissToast(id?: number): void {
  if (toastState.current && (id === undefined || toastState.current.id === id)) {
    toastState.current = null
    clearTimeout(closeTimer)
    heldRemaining = null
  }
}

/** Keeps the toast open while the pointer or the keyboard focus is on it (time to read it). */
export function holdToast(id: number): void {
  if (toastState.current?.id !== id || heldRemaining !== null) return
  clearTimeout(closeTimer)
  heldRemaining = Math.max(0, closesAt - Date.now())
}

/** Lets a held toast close again, with the time it had left (at least a second). */
export function releaseToast(id: number): void {
  if (toastState.current?.id !== id || heldRemaining === null) return
  const remaining = Math.max(heldRemaining, 1000)
  heldRemaining = null
  scheduleClose(id, remaining)
}

/**
 * Puts a button on the success toast showing now (a screen's "Saved"), kept open `durationMs` from
 * now; false when no success toast shows (the caller then shows its own).
 */
export function addToastAction(action: ToastAction, durationMs: number): boolean {
  const current = toastState.current
  if (current?.kind !== 'success') return false
  toastState.current = { ...current, action }
  if (heldRemaining !== null) heldRemaining = durationMs
  else scheduleClose(current.id, durationMs)
  return true
}

/** Runs the button of the toast showing now (Ctrl+Z for Undo) and closes it; false when it has none. */
export function runToastAction(): boolean {
  const action = toastState.current?.action
  if (!action) return false
  dismissToast()
  action.run()
  return true
}
