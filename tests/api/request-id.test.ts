import { describe, expect, it } from 'vitest'
import { loginAsAdmin, suiteServer } from '../support/test-server'

interface LogLine {
  reqId?: string
  msg: string
  url?: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** A server logging every request (debug level) into an array, as its stdout would. */
function loggedServer(trustProxy: boolean) {
  const lines: LogLine[] = []
  const suite = suiteServer(loginAsAdmin, {
    config: { logLevel: 'debug', trustProxy },
    logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) },
  })
  return { suite, lines }
}

describe('request ids behind a trusted proxy', () => {
  const { suite, lines } = loggedServer(true)

  it("keeps the proxy's id and carries it in every log line of the request", async () => {
    const id = 'edge-4f1c.9:b_2'
    const response = await fetch(`${suite.server.baseUrl}/api/health/live`, {
      headers: { 'x-request-id': id },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-request-id')).toBe(id)
    const logged = lines.filter((line) => line.reqId === id)
    expect(logged.map((line) => line.msg)).toContain('request completed')
    expect(logged.every((line) => line.url === '/api/health/live')).toBe(true)
  })

  it('replaces an id that is too long or holds other characters', async () => {
    for (const sent of ['x'.repeat(65), 'id with spaces', 'a"b', '']) {
      const response = await fetch(`${suite.server.baseUrl}/api/health/live`, {
        headers: { 'x-request-id': sent },
      })
      expect(response.headers.get('x-request-id')).toMatch(UUID)
    }
  })
})

describe('request ids without a trusted proxy', () => {
  const { suite, lines } = loggedServer(false)

  it('makes its own id, whatever the caller sends, and logs with it', async () => {
    const response = await fetch(`${suite.server.baseUrl}/api/no-such-path`, {
      headers: { 'x-request-id': 'chosen-by-caller' },
    })
    expect(response.status).toBe(404)
    const id = response.headers.get('x-request-id') ?? ''
    expect(id).toMatch(UUID)
    expect(lines.filter((line) => line.reqId === id).map((line) => line.msg)).toEqual(['request completed'])
    expect(lines.some((line) => line.reqId === 'chosen-by-caller')).toBe(false)
  })

  it('sends one with errors, refusals, unroutable URLs and event streams too', async () => {
    const { baseUrl } = suite.server
    const refused = await fetch(`${baseUrl}/api/admin/orders`)
    expect(refused.status).toBe(401)
    expect(refused.headers.get('x-request-id')).toMatch(UUID)
    const unroutable = await fetch(`${baseUrl}/api/%E0%A4%A`)
    expect(unroutable.status).toBe(400)
    expect(unroutable.headers.get('x-request-id')).toMatch(UUID)
    // An event stream's head is written by hand, past Fastify's reply.
    const stream = await fetch(`${baseUrl}/api/admin/notifications/stream`, {
      headers: { authorization: `Bearer ${suite.prepared}` },
    })
    expect(stream.headers.get('content-type')).toContain('text/event-stream')
    expect(stream.headers.get('x-request-id')).toMatch(UUID)
    await stream.body?.cancel()
  })
})
