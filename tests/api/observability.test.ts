import { describe, expect, it } from 'vitest'
import { loadContract } from '../../server/contract'
import { apiClient } from '../support/apiClient'
import { pngOf } from '../support/images'
import { openEventStream } from '../support/sse'
import { loginAsAdmin, startTestServer, suiteServer, type TestServer } from '../support/test-server'
import { upload } from '../support/uploads'

interface Sample {
  name: string
  labels: Record<string, string>
  value: number
}

// Values as Prometheus reads them (Go's ParseFloat): NaN and Inf in any case, as prom-client writes `Nan`.
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? ([-+]?(?:\d+\.?\d*(?:e[-+]?\d+)?|\.\d+|inf)|nan)$/i
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g

/** Parses Prometheus' text format strictly: a line that is neither a comment nor a sample fails the test. */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = []
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue
    const match = SAMPLE.exec(line)
    if (!match) throw new Error(`not a sample line: ${line}`)
    const labels: Record<string, string> = {}
    for (const [, name, value] of (match[2] ?? '').matchAll(LABEL)) labels[name] = value
    samples.push({ name: match[1], labels, value: Number(match[3]) })
  }
  return samples
}

async function scrape(server: TestServer, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseUrl}/metrics`, { headers })
  return { response, text: await response.text() }
}

async function metricsOf(server: TestServer): Promise<Sample[]> {
  const { response, text } = await scrape(server)
  expect(response.status).toBe(200)
  return parseExposition(text)
}

const sampleValue = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.find(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value ?? 0

const live = (server: TestServer, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}/api/health/live`, { headers })

describe('liveness and readiness', () => {
  const suite = suiteServer()

  it('says the process is live, without the database', async () => {
    const { data, response } = await apiClient(suite.server.baseUrl).GET('/health/live')
    expect(response.status).toBe(200)
    expect(data).toEqual({ status: 'ok' })
  })

  it('says the instance is ready while its database answers and it is not draining', async () => {
    const { data, response } = await apiClient(suite.server.baseUrl).GET('/health/ready')
    expect(response.status).toBe(200)
    expect(data).toEqual({ status: 'ready', draining: false, database: 'ok' })
    // /health keeps answering as it did.
    expect((await apiClient(suite.server.baseUrl).GET('/health')).response.status).toBe(200)
  })

  it('answers "not ready" (503) once the instance drains, and asks clients to close their connections', async () => {
    const server = await startTestServer()
    try {
      server.app.lifecycle.drain()
      const response = await fetch(`${server.baseUrl}/api/health/ready`)
      expect(response.status).toBe(503)
      expect(response.headers.get('connection')).toBe('close')
      expect(await response.json()).toEqual({ status: 'notReady', draining: true, database: 'ok' })
      // Still live: a liveness check must not get a draining instance restarted.
      expect((await live(server)).status).toBe(200)
      const samples = await metricsOf(server)
      expect(sampleValue(samples, 'backoffice_draining')).toBe(1)
    } finally {
      await server.close()
    }
  })
})

describe('metrics', () => {
  const suite = suiteServer(loginAsAdmin)
  const operationIds = new Set(
    Object.values(loadContract().paths).flatMap((path) =>
      Object.values(path as Record<string, { operationId?: string }>).map(
        (operation) => operation.operationId,
      ),
    ),
  )

  it('counts and times requests by operationId and status, in a valid exposition', async () => {
    const before = await metricsOf(suite.server)
    const labels = { operation: 'getLiveness', status: '200' }
    for (let i = 0; i < 3; i++) expect((await live(suite.server)).status).toBe(200)
    const { response, text } = await scrape(suite.server)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(text).toContain('# TYPE backoffice_http_request_duration_seconds histogram')
    const after = parseExposition(text)
    expect(sampleValue(after, 'backoffice_http_requests_total', labels)).toBe(
      sampleValue(before, 'backoffice_http_requests_total', labels) + 3,
    )
    const count = sampleValue(after, 'backoffice_http_request_duration_seconds_count', labels)
    expect(count).toBe(sampleValue(before, 'backoffice_http_request_duration_seconds_count', labels) + 3)
    const buckets = after.filter(
      (sample) =>
        sample.name === 'backoffice_http_request_duration_seconds_bucket' &&
        sample.labels.operation === 'getLiveness' &&
        sample.labels.status === '200',
    )
    expect(buckets.map((bucket) => bucket.labels.le)).toContain('+Inf')
    expect(buckets.find((bucket) => bucket.labels.le === '+Inf')?.value).toBe(count)
    // Cumulative buckets never decrease.
    const values = buckets.map((bucket) => bucket.value)
    expect(values).toEqual([...values].sort((a, b) => a - b))
  })

  it('labels by operationId or route, never by the URL a caller chose', async () => {
    const token = suite.prepared
    await fetch(`${suite.server.baseUrl}/api/no-such-path-7f3a?x=1`)
    await fetch(`${suite.server.baseUrl}/api/admin/orders?page=1&limit=5`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const samples = await metricsOf(suite.server)
    const operations = new Set(
      samples
        .filter((sample) => sample.name === 'backoffice_http_requests_total')
        .map((s) => s.labels.operation),
    )
    expect(operations).toContain('listOrders')
    expect(operations).toContain('notFound')
    for (const operation of operations)
      expect(
        operationIds.has(operation) || /^[A-Z,]+ \/\S*$/.test(operation) || operation === 'notFound',
      ).toBe(true)
    expect([...operations].join(' ')).not.toContain('7f3a')
  })

  it('shows the database pool, event-loop lag, exports, uploads and event streams', async () => {
    const token = suite.prepared
    await upload(suite.server.baseUrl, token, 'category', 'tile.png', pngOf(64, 64))
    await upload(suite.server.baseUrl, token, 'category', 'tile.png', Buffer.from('not a png at all'))
    const refused = await apiClient(suite.server.baseUrl, { token }).GET('/upload/upload-signed-url', {
      params: { query: { fileName: 'tile.exe', moduleName: 'category' } },
    })
    expect(refused.response.status).toBe(400)
    const exported = await fetch(`${suite.server.baseUrl}/api/admin/orders/export`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(exported.status).toBe(200)
    await exported.text()
    const stream = await openEventStream(`${suite.server.baseUrl}/api/admin/notifications/stream`, token)
    try {
      await stream.next((event) => event.event === 'unread')
      const samples = await metricsOf(suite.server)
      expect(
        sampleValue(samples, 'backoffice_db_pool_connections', { state: 'total' }),
      ).toBeGreaterThanOrEqual(1)
      expect(samples.some((s) => s.name === 'backoffice_db_pool_waiting')).toBe(true)
      expect(sampleValue(samples, 'backoffice_db_connection_wait_seconds_count')).toBeGreaterThan(0)
      expect(samples.some((s) => s.name === 'nodejs_eventloop_lag_seconds')).toBe(true)
      expect(sampleValue(samples, 'backoffice_uploads_total', { outcome: 'accepted', reason: 'none' })).toBe(
        1,
      )
      expect(
        sampleValue(samples, 'backoffice_uploads_total', { outcome: 'rejected', reason: 'content' }),
      ).toBe(1)
      expect(
        sampleValue(samples, 'backoffice_uploads_total', { outcome: 'rejected', reason: 'format' }),
      ).toBe(1)
      expect(sampleValue(samples, 'backoffice_exports_total', { outcome: 'completed' })).toBe(1)
      expect(sampleValue(samples, 'backoffice_exports_running')).toBe(0)
      expect(sampleValue(samples, 'backoffice_event_streams_open')).toBe(1)
    } finally {
      stream.close()
    }
  })
})

describe('who may read the metrics', () => {
  const proxied = suiteServer(undefined, { config: { trustProxy: true } })

  it('answers 404 to an address METRICS_ALLOW does not list, as for a path that does not exist', async () => {
    const outside = await scrape(proxied.server, { 'x-forwarded-for': '203.0.113.9' })
    expect(outside.response.status).toBe(404)
    expect(outside.text).not.toContain('backoffice_')
    const unknown = await fetch(`${proxied.server.baseUrl}/no-such-page.txt`)
    expect(JSON.parse(outside.text)).toEqual(await unknown.json())
    // Through a trusted proxy, the client's own address is what counts.
    const inside = await scrape(proxied.server, { 'x-forwarded-for': '127.0.0.1' })
    expect(inside.response.status).toBe(200)
  })

  it('lets in only the listed ranges', async () => {
    const server = await startTestServer({ config: { metricsAllow: ['10.0.0.0/8', '2001:db8::/32'] } })
    try {
      expect((await scrape(server)).response.status).toBe(404)
    } finally {
      await server.close()
    }
  })
})

describe('push sendings in the metrics', () => {
  const sent: string[] = []
  const suite = suiteServer(undefined, {
    firebaseMessaging: {
      subscribeToTopic: async () => ({ failureCount: 0, errors: [] }),
      unsubscribeFromTopic: async () => ({ failureCount: 0, errors: [] }),
      send: async (message) => {
        sent.push(message.topic)
        if (sent.length > 1) throw new Error('messaging/internal-error')
        return 'projects/demo/messages/1'
      },
    },
  })

  it('counts each sending by its outcome', async () => {
    const { server } = suite
    for (const topic of ['Sent one', 'Failed one'])
      await server.db
        .insertInto('push_notifications')
        .values({
          topic: JSON.stringify({ en: topic, th: topic }),
          message: JSON.stringify({ en: 'Body', th: 'เนื้อหา' }),
          target: 'internalUsers',
          channel: 'webApp',
          type: 'notice',
          status: 'active',
          send_at: new Date(Date.now() - 1000),
        })
        .execute()
    server.app.pushScheduler.wake()
    await server.app.background.drain()
    expect(sent).toHaveLength(2)
    const samples = await metricsOf(server)
    expect(sampleValue(samples, 'backoffice_push_sendings_total', { outcome: 'sent' })).toBe(1)
    expect(sampleValue(samples, 'backoffice_push_sendings_total', { outcome: 'failed' })).toBe(1)
  })
})
