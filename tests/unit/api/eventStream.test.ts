import { describe, expect, it } from 'vitest'
import { createEventParser, type StreamEvent } from '../../../src/api/eventStream'

function parseAll(chunks: string[]): StreamEvent[] {
  const events: StreamEvent[] = []
  const feed = createEventParser((event) => events.push(event))
  for (const chunk of chunks) feed(chunk)
  return events
}

describe('the event-stream parser', () => {
  it('reads named events and skips heartbeat comments', () => {
    expect(
      parseAll(['event: unread\ndata: {"countAllUnreadNotifications":3}\n\n: heartbeat\n\ndata: plain\n\n']),
    ).toEqual([
      { event: 'unread', data: '{"countAllUnreadNotifications":3}' },
      { event: 'message', data: 'plain' },
    ])
  })

  it('joins events split anywhere across chunks, CRLF included', () => {
    const text = 'event: unread\r\ndata: {"a":1}\r\n\r\nevent: unread\ndata: line 1\ndata: line 2\n\n'
    const chunks = [...text].map((char) => char)
    expect(parseAll(chunks)).toEqual([
      { event: 'unread', data: '{"a":1}' },
      { event: 'unread', data: 'line 1\nline 2' },
    ])
  })

  it('waits for the blank line that ends an event', () => {
    expect(parseAll(['event: unread\ndata: 1\n'])).toEqual([])
  })
})

describe("the event-stream parser's retry", () => {
  it('reports each retry: in milliseconds and ignores one that is not a number', () => {
    const retries: number[] = []
    const events: StreamEvent[] = []
    const feed = createEventParser(
      (event) => events.push(event),
      (ms) => retries.push(ms),
    )
    feed('retry: 1500\nevent: reconnect\ndata: {}\n\nretry: soon\n\nretry:250\n\n')
    expect(retries).toEqual([1500, 250])
    expect(events).toEqual([{ event: 'reconnect', data: '{}' }])
  })
})
