import { proxy } from 'valtio'
import { FORBIDDEN_TOAST_DEBOUNCE_MS, TOAST_DURATION_MS, TOAST_SUPPRESSION_MS } from '../domain/constants'

/** A translation key ('ns:key') or a text that is already in the user's language (server messages). */
export type ToastMessage = { key: string } | { text: string }
export type ToastKind = 'success' | 'error'

export interface Toast {
  id: number
  kind: ToastKind
  message: ToastMessage
}

export const toastState = proxy({ current: null as Toast | null })

const identity = (message: ToastMessage): string =>
  'key' in message ? `key:${message.key}` : `text:${message.text}`

let nextId = 1
let closeTimer: ReturnType<typeof setTimeout> | undefined
const lastShown = new Map<string, number>()
let lastForbiddenAt = Number.NEGATIVE_INFINITY

/** Shows one toast at a time; the same message again within the suppression window is dropped. */
export function showToast(message: ToastMessage, kind: ToastKind = 'error'): void {
  const now = Date.now()
  const id = identity(message)
  const previous = lastShown.get(id)
  if (previous !== undefined && now - previous < TOAST_SUPPRESSION_MS) return
  lastShown.set(id, now)
  const toast: Toast = { id: nextId++, kind, message }
  toastState.current = toast
  clearTimeout(closeTimer)
  closeTimer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS)
}

export function showForbiddenToast(): void {
  const now = Date.now()
  if (now - lastForbiddenAt < FORBIDDEN_TOAST_DEBOUNCE_MS) return
  lastForbiddenAt = now
  showToast({ key: 'errors:you-dont-have-permission' })
}

export function dismissToast(id?: number): void {
  if (toastState.current && (id === undefined || toastState.current.id === id)) toastState.current = null
}
