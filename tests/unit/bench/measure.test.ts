import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLoadClient, measureDirect } from '../../../bench/support/measure'

const SHORT = { seconds: 0.3, warmupSeconds: 0.1 }

describe('the list benches’ measurements', () => {
  let server: http.Server
  let baseUrl = ''
  const load = createLoadClient()
  const seen: string[] = []

  beforeAll(async () => {
    // Answers after 2 ms, or 500 for /fail; records the authorization header it was sent.
    server = http.createServer((request, response) => {
      seen.push(String(request.headers.authorization))
      setTimeout(() => {
        response.statusCode = request.url === '/fail' ? 500 : 200
        response.end('{}')
      }, 2)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await load.close()
    await new Promise((resolve) => server.close(resolve))
  })

  it('loads a URL through every connection, with the headers, and times each answer', async () => {
    const figures = await load.measure(
      { url: `${baseUrl}/ok`, headers: { authorization: 'Bearer t' }, connections: 4 },
      SHORT,
    )
    expect(figures.count).toBeGreaterThan(20)
    expect(figures.p50).toBeGreaterThanOrEqual(2)
    expect(figures.p99).toBeGreaterThanOrEqual(figures.p50)
    // Four connections answered about every 2 ms each, over the measured 0.3 s only.
    expect(figures.throughput).toBeGreaterThan(100)
    expect(figures.throughput).toBeLessThan(2000)
    expect(new Set(seen)).toEqual(new Set(['Bearer t']))
  })

  it('fails a case whose requests fail', async () => {
    await expect(
      load.measure({ url: `${baseUrl}/fail`, headers: {}, connections: 1 }, SHORT),
    ).rejects.toThrow(/failed requests, first: status 500/)
  })

  it('runs direct calls in as many loops as connections', async () => {
    let running = 0
    let most = 0
    const figures = await measureDirect(
      async () => {
        most = Math.max(most, ++running)
        await new Promise((resolve) => setTimeout(resolve, 5))
        running--
      },
      8,
      SHORT,
    )
    expect(most).toBe(8)
    expect(figures.p50).toBeGreaterThanOrEqual(5)
    expect(figures.throughput).toBeGreaterThan(8 * 20)
  })
})
