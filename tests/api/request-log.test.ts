import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { loginAsAdmin, suiteServer, type TestServer } from '../support/test-server'

interface LogLine {
  level: number
  msg: string
  method?: string
  url?: string
  statusCode?: number
  ms?: number
  err?: { message: string; stack: string }
}

const LEVEL = { debug: 20, info: 30, warn: 40, error: 50 }
const SLOW_REQUEST_MS = 1000
const UNREAD_COUNT = '/api/admin/notifications/list'

/** A server logging at `logLevel` into an array, as its stdout would. */
function loggedServer(logLevel: string) {
  const lines: LogLine[] = []
  const suite = suiteServer(undefined, {
    config: { logLevel, slowRequestMs: SLOW_REQUEST_MS },
    logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) },
  })
  return { suite, lines }
}

async function getAsAdmin(server: TestServer, path: string, token: string) {
  const response = await fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })
  await response.arrayBuffer()
  return response
}

const linesFor = (lines: LogLine[], path: string) => lines.filter((line) => line.url === path)

describe('request log at the default level (info)', () => {
  const { suite, lines } = loggedServer('info')

  it('does not log a request that answers in time', async () => {
    const token = await loginAsAdmin(suite.server)
    lines.length = 0
    const response = await getAsAdmin(suite.server, UNREAD_COUNT, token)
    expect(response.status).toBe(200)
    // The sign-in itself was not logged either: nothing about requests at info level.
    expect(lines).toEqual([])
  })

  it('logs a request slower than SLOW_REQUEST_MS at warn level, with its time', async () => {
    const token = await loginAsAdmin(suite.server)
    // The guard's session lookup waits for this lock (on PGlite, for its one connection) while it is held.
    const { pending } = await suite.server.db.transaction().execute(async (trx) => {
      await sql`lock table sessions in access exclusive mode`.execute(trx)
      const request = getAsAdmin(suite.server, UNREAD_COUNT, token)
      await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 200))
      // Wrapped: returning the request itself would make the transaction wait for it, and it for the lock.
      return { pending: request }
    })
    expect((await pending).status).toBe(200)
    const [line, ...more] = linesFor(lines, UNREAD_COUNT)
    expect(more).toEqual([])
    expect(line).toMatchObject({ level: LEVEL.warn, msg: 'slow request', method: 'GET', statusCode: 200 })
    expect(line.ms).toBeGreaterThanOrEqual(SLOW_REQUEST_MS)
  })

  it('logs a failed request (5xx) once at error level, with its error and stack', async () => {
    const token = await loginAsAdmin(suite.server)
    lines.length = 0
    // A table the unread count reads is gone: the query fails as a database error would.
    await sql`alter table notification_read_counts rename to notification_read_counts_away`.execute(
      suite.server.db,
    )
    try {
      const response = await getAsAdmin(suite.server, UNREAD_COUNT, token)
      expect(response.status).toBe(500)
    } finally {
      await sql`alter table notification_read_counts_away rename to notification_read_counts`.execute(
        suite.server.db,
      )
    }
    const [line, ...more] = linesFor(lines, UNREAD_COUNT)
    expect(more).toEqual([])
    expect(line).toMatchObject({ level: LEVEL.error, msg: 'request failed', method: 'GET', statusCode: 500 })
    expect(line.err?.message).toMatch(/notification_read_counts/)
    expect(line.err?.stack).toMatch(/\n\s+at /)
  })
})

describe('request log at debug level', () => {
  const { suite, lines } = loggedServer('debug')

  it('logs each request in one line', async () => {
    const token = await loginAsAdmin(suite.server)
    lines.length = 0
    await getAsAdmin(suite.server, UNREAD_COUNT, token)
    expect(linesFor(lines, UNREAD_COUNT)).toEqual([
      expect.objectContaining({
        level: LEVEL.debug,
        msg: 'request completed',
        method: 'GET',
        statusCode: 200,
      }),
    ])
  })

  it('keeps the signature of a signed storage URL out of the log', async () => {
    lines.length = 0
    const url = '/api/storage/x/y.png?expires=1&signature=secret-signature'
    const response = await fetch(`${suite.server.baseUrl}${url}`)
    expect(response.status).toBe(400)
    expect(lines).toEqual([
      expect.objectContaining({
        url: '/api/storage/x/y.png?expires=1&signature=[redacted]',
        statusCode: 400,
      }),
    ])
  })
})
