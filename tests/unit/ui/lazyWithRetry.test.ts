import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { waitUntilReachable } from '../../../src/api/serverReachable'
import { connectionState } from '../../../src/stores/connection'
import { importWithRetry } from '../../../src/ui/lazyWithRetry'

const failing = (times: number) => {
  let calls = 0
  return vi.fn(async () => {
    calls += 1
    if (calls <= times) throw new TypeError('Failed to fetch dynamically imported module')
    return { default: 'Page' }
  })
}

beforeEach(() => {
  vi.useFakeTimers()
  const items = new Map<string, string>()
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
    removeItem: (key: string) => items.delete(key),
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('importWithRetry', () => {
  it('loads at once when the chunk is there', async () => {
    const load = failing(0)
    await expect(importWithRetry(load)).resolves.toEqual({ default: 'Page' })
    expect(load).toHaveBeenCalledOnce()
  })

  it('tries again one second apart', async () => {
    const load = failing(4)
    const reload = vi.fn()
    const result = importWithRetry(load, { reload })
    await vi.advanceTimersByTimeAsync(0)
    expect(load).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(load).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(load).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(3000)
    await expect(result).resolves.toEqual({ default: 'Page' })
    expect(load).toHaveBeenCalledTimes(5)
    expect(reload).not.toHaveBeenCalled()
  })

  it('reloads the page after 5 failed tries', async () => {
    const load = failing(Number.POSITIVE_INFINITY)
    const reload = vi.fn()
    let settled = false
    void importWithRetry(load, { reload }).finally(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(3999)
    expect(reload).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(load).toHaveBeenCalledTimes(5)
    expect(reload).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(load).toHaveBeenCalledTimes(5)
    expect(settled).toBe(false)
  })

  it('reports the failure instead of reloading again right after a reload', async () => {
    const reload = vi.fn()
    void importWithRetry(failing(Number.POSITIVE_INFINITY), { reload })
    await vi.advanceTimersByTimeAsync(4000)
    expect(reload).toHaveBeenCalledOnce()

    const again = importWithRetry(failing(Number.POSITIVE_INFINITY), { reload })
    const outcome = expect(again).rejects.toThrow('Failed to fetch dynamically imported module')
    await vi.advanceTimersByTimeAsync(4000)
    await outcome
    expect(reload).toHaveBeenCalledOnce()
  })

  it('while the server is out of reach, says so and waits for it instead of reloading, then loads', async () => {
    let online = false
    const load = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module')
      return { default: 'Page' }
    })
    const reachable = vi.fn(async () => online)
    const reload = vi.fn()
    const result = importWithRetry(load, { reload, reachable })
    await vi.advanceTimersByTimeAsync(0)
    expect(connectionState.offline).toBe(true)
    // A long outage: far more than 5 tries' worth of time, and no reload into the browser's error page.
    await vi.advanceTimersByTimeAsync(120_000)
    expect(reload).not.toHaveBeenCalled()
    expect(load).toHaveBeenCalledTimes(1)
    online = true
    await vi.advanceTimersByTimeAsync(10_000)
    await expect(result).resolves.toEqual({ default: 'Page' })
    expect(connectionState.offline).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })

  it('reloads at once when the server is back but the browser still fails the import it kept', async () => {
    let online = false
    const load = vi.fn(async () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    const reachable = vi.fn(async () => online)
    const reload = vi.fn()
    void importWithRetry(load, { reload, reachable })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(reload).not.toHaveBeenCalled()
    online = true
    await vi.advanceTimersByTimeAsync(10_000)
    expect(reload).toHaveBeenCalledTimes(1)
    // Once when the outage began, once when the server was back: not five more tries a second apart.
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('checks again at once when the browser comes back online', async () => {
    const target = new EventTarget()
    vi.stubGlobal('addEventListener', target.addEventListener.bind(target))
    vi.stubGlobal('removeEventListener', target.removeEventListener.bind(target))
    let online = false
    const back = vi.fn()
    void waitUntilReachable(async () => online).then(back)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(back).not.toHaveBeenCalled()
    online = true
    target.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(back).toHaveBeenCalledOnce()
  })
})
