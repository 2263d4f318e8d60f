import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  addToastAction,
  dismissToast,
  holdToast,
  releaseToast,
  runToastAction,
  SCREEN_TOAST_DURATION_MS,
  showForbiddenToast,
  showToast,
  toastState,
} from '../../../src/stores/toasts'

let day = 1
beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date(2030, 0, day++))
  dismissToast()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('toasts', () => {
  it('shows one toast at a time, the latest', () => {
    showToast({ text: 'first' })
    showToast({ key: 'auth:your-password-has-been-changed' }, 'success')
    expect(toastState.current).toMatchObject({
      kind: 'success',
      message: { key: 'auth:your-password-has-been-changed' },
    })
  })

  it('closes by itself after 3000 ms', () => {
    showToast({ text: 'saved' })
    vi.advanceTimersByTime(2999)
    expect(toastState.current).not.toBeNull()
    vi.advanceTimersByTime(1)
    expect(toastState.current).toBeNull()
  })

  it('drops the same message within 3 s', () => {
    showToast({ text: 'same' })
    const first = toastState.current?.id
    vi.advanceTimersByTime(1000)
    showToast({ text: 'same' })
    expect(toastState.current?.id).toBe(first)
    vi.advanceTimersByTime(2000)
    showToast({ text: 'same' })
    expect(toastState.current?.id).not.toBe(first)
  })

  it('shows the permission toast at most once per second', () => {
    showForbiddenToast()
    const first = toastState.current?.id
    expect(toastState.current?.message).toEqual({ key: 'errors:you-dont-have-permission' })
    dismissToast()
    vi.advanceTimersByTime(500)
    showForbiddenToast()
    expect(toastState.current).toBeNull()
    vi.advanceTimersByTime(3000)
    showForbiddenToast()
    expect(toastState.current?.id).not.toBe(first)
  })

  it('a later toast is not closed by the timer of an earlier one', () => {
    showToast({ text: 'one' })
    vi.advanceTimersByTime(2000)
    showToast({ text: 'two' })
    vi.advanceTimersByTime(1500)
    expect(toastState.current?.message).toEqual({ text: 'two' })
  })

  it("keeps a screen's toast 4000 ms when it asks", () => {
    showToast({ key: 'notifications:all_notifications_have_been_read' }, 'success', {
      durationMs: SCREEN_TOAST_DURATION_MS,
    })
    vi.advanceTimersByTime(3999)
    expect(toastState.current).not.toBeNull()
    vi.advanceTimersByTime(1)
    expect(toastState.current).toBeNull()
  })

  it('still drops the same message within 3 s after it was closed', () => {
    showToast({ text: 'again' })
    dismissToast()
    vi.advanceTimersByTime(2999)
    showToast({ text: 'again' })
    expect(toastState.current).toBeNull()
    vi.advanceTimersByTime(1)
    showToast({ text: 'again' })
    expect(toastState.current?.message).toEqual({ text: 'again' })
  })

  it('lets a different message through at once, replacing the one on screen', () => {
    showToast({ text: 'first' })
    showToast({ text: 'second' })
    expect(toastState.current?.message).toEqual({ text: 'second' })
  })

  it('stays open while held (pointer or focus on it), then closes with the time it had left', () => {
    showToast({ text: 'read me' })
    const id = toastState.current?.id ?? 0
    vi.advanceTimersByTime(1000)
    holdToast(id)
    vi.advanceTimersByTime(10_000)
    expect(toastState.current?.id).toBe(id)
    releaseToast(id)
    vi.advanceTimersByTime(1999)
    expect(toastState.current?.id).toBe(id)
    vi.advanceTimersByTime(1)
    expect(toastState.current).toBeNull()
  })

  it('gives a released toast at least a second', () => {
    showToast({ text: 'almost gone' })
    const id = toastState.current?.id ?? 0
    vi.advanceTimersByTime(2900)
    holdToast(id)
    releaseToast(id)
    vi.advanceTimersByTime(999)
    expect(toastState.current?.id).toBe(id)
    vi.advanceTimersByTime(1)
    expect(toastState.current).toBeNull()
  })

  it('ignores holding a toast that is no longer on screen', () => {
    showToast({ text: 'old' })
    const old = toastState.current?.id ?? 0
    showToast({ text: 'new' })
    holdToast(old)
    vi.advanceTimersByTime(3000)
    expect(toastState.current).toBeNull()
  })

  it('offers a button (Undo) that a repeat of the message never drops, and runs it once', () => {
    const run = vi.fn()
    showToast({ key: 'faq:deleted' }, 'success', {
      durationMs: 10_000,
      action: { labelKey: 'ui:undo.undo', run },
    })
    showToast({ key: 'faq:deleted' }, 'success', {
      durationMs: 10_000,
      action: { labelKey: 'ui:undo.undo', run },
    })
    expect(toastState.current?.action?.labelKey).toBe('ui:undo.undo')
    vi.advanceTimersByTime(9_999)
    expect(runToastAction()).toBe(true)
    expect(run).toHaveBeenCalledTimes(1)
    expect(toastState.current).toBeNull()
    expect(runToastAction()).toBe(false)
  })

  it('puts a button on the success toast showing, kept open the time asked from then', () => {
    const run = vi.fn()
    expect(addToastAction({ labelKey: 'ui:undo.undo', run }, 10_000)).toBe(false)
    showToast({ key: 'faq:updated' }, 'success', { durationMs: SCREEN_TOAST_DURATION_MS })
    vi.advanceTimersByTime(3_000)
    expect(addToastAction({ labelKey: 'ui:undo.undo', run }, 10_000)).toBe(true)
    vi.advanceTimersByTime(9_999)
    expect(toastState.current?.message).toEqual({ key: 'faq:updated' })
    vi.advanceTimersByTime(1)
    expect(toastState.current).toBeNull()
    showToast({ text: 'failed' }, 'error')
    expect(addToastAction({ labelKey: 'ui:undo.undo', run }, 10_000)).toBe(false)
  })
})
