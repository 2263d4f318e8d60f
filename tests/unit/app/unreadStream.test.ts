import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { throttle } from '../../../src/app/notifications/throttle'
import { startUnreadStream } from '../../../src/app/notifications/unreadStream'

const encoder = new TextEncoder()

/** A response whose body the test writes to, like a server keeping the stream open. */
function openResponse(status = 200) {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c
    },
  })
  return {
    response: new Response(body, { status, headers: { 'content-type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  }
}

// Lets pending promises run without moving the fake clock (vi.waitFor would move it).
async function settle(): Promise<void> {
  for (let round = 0; round < 20; round++) await vi.advanceTimersByTimeAsync(0)
}

const unread = (count: number) => `event: unread\ndata: {"countAllUnreadNotifications":${count}}\n\n`

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the live unread stream', () => {
  it('sends the bearer token and delivers each count', async () => {
    const server = openResponse()
    const fetch = vi.fn(async () => server.response)
    const counts: number[] = []
    const stop = startUnreadStream({
      url: '/api/admin/notifications/stream',
      token: () => 'token-1',
      beforeConnect: async () => {},
      onUnread: (count) => counts.push(count),
      fetch,
    })
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    const init = (fetch.mock.calls[0] as unknown[])[1] as RequestInit
    expect(init.headers).toMatchObject({ Authorization: 'Bearer token-1' })
    server.send(unread(3))
    server.send(': heartbeat\n\n')
    server.send(unread(4))
    await vi.waitFor(() => expect(counts).toEqual([3, 4]))
    stop()
  })

  it("reconnects after the server's retry when it says reconnect (its instance is shutting down)", async () => {
    const first = openResponse()
    const responses = [first, openResponse()]
    const fetch = vi.fn(async () => (responses.shift() ?? openResponse()).response)
    const stop = startUnreadStream({
      url: '/stream',
      token: () => 't',
      beforeConnect: async () => {},
      onUnread: () => {},
      fetch,
      retryDelaysMs: { first: 5000, max: 30_000 },
    })
    await settle()
    expect(fetch).toHaveBeenCalledTimes(1)
    // The server asks for 700 ms and keeps the stream open: the client leaves it on its own.
    first.send(unread(1))
    first.send('retry: 700\nevent: reconnect\ndata: {}\n\n')
    await settle()
    await vi.advanceTimersByTimeAsync(699)
    expect(fetch).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    await settle()
    expect(fetch).toHaveBeenCalledTimes(2)
    stop()
  })

  it('reconnects after a dropped stream, refreshing first, with a growing wait', async () => {
    const first = openResponse()
    const responses = [first, openResponse(500), openResponse()]
    const fetch = vi.fn(async () => (responses.shift() ?? openResponse()).response)
    const beforeConnect = vi.fn(async () => {})
    const stop = startUnreadStream({
      url: '/stream',
      token: () => 't',
      beforeConnect,
      onUnread: () => {},
      fetch,
      retryDelaysMs: { first: 1000, max: 30_000 },
    })
    await settle()
    expect(fetch).toHaveBeenCalledTimes(1)
    // The first stream ends (a server restart): back after 1 s.
    first.end()
    await settle()
    await vi.advanceTimersByTimeAsync(999)
    expect(fetch).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    await settle()
    expect(fetch).toHaveBeenCalledTimes(2)
    // That one answers 500: the next try waits 2 s.
    await vi.advanceTimersByTimeAsync(1999)
    expect(fetch).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    await settle()
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(beforeConnect).toHaveBeenCalledTimes(3)
    stop()
  })

  it('stops for good on a 401, and when there is no token', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 401 }))
    startUnreadStream({
      url: '/stream',
      token: () => 't',
      beforeConnect: async () => {},
      onUnread: () => {},
      fetch,
    })
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    await vi.advanceTimersByTimeAsync(120_000)
    expect(fetch).toHaveBeenCalledTimes(1)

    const noToken = vi.fn(async () => openResponse().response)
    startUnreadStream({
      url: '/stream',
      token: () => null,
      beforeConnect: async () => {},
      onUnread: () => {},
      fetch: noToken,
    })
    await vi.advanceTimersByTimeAsync(120_000)
    expect(noToken).not.toHaveBeenCalled()
  })

  it('reports a refused session (401) once, so the staff member is told, but not a refused permission (403)', async () => {
    for (const [status, reports] of [
      [401, 1],
      [403, 0],
    ] as const) {
      const onSessionRefused = vi.fn()
      startUnreadStream({
        url: '/stream',
        token: () => 't',
        beforeConnect: async () => {},
        onUnread: () => {},
        onSessionRefused,
        fetch: vi.fn(async () => new Response('{}', { status })),
      })
      await settle()
      await vi.advanceTimersByTimeAsync(120_000)
      expect(onSessionRefused).toHaveBeenCalledTimes(reports)
    }
  })

  it('ignores a malformed event and goes on', async () => {
    const server = openResponse()
    const counts: number[] = []
    const stop = startUnreadStream({
      url: '/stream',
      token: () => 't',
      beforeConnect: async () => {},
      onUnread: (count) => counts.push(count),
      fetch: async () => server.response,
    })
    server.send('event: unread\ndata: {not json\n\n')
    server.send(unread(7))
    await vi.waitFor(() => expect(counts).toEqual([7]))
    stop()
  })
})

describe('the unread refresh throttle', () => {
  it('runs at most once per interval', () => {
    let now = 10_000
    const run = vi.fn()
    const throttled = throttle(run, 3000, () => now)
    throttled()
    throttled()
    now += 2999
    throttled()
    expect(run).toHaveBeenCalledTimes(1)
    now += 1
    throttled()
    expect(run).toHaveBeenCalledTimes(2)
  })
})
