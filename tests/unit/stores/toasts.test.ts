import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dismissToast, showForbiddenToast, showToast, toastState } from '../../../src/stores/toasts'

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
})
