import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaff } from '../support/fixtures'
import { call } from '../support/http'
import { login, loginAsAdmin, startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let publicDir: string
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>'

beforeAll(async () => {
  publicDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bo-spa-'))
  await fs.mkdir(path.join(publicDir, 'assets'))
  await fs.writeFile(path.join(publicDir, 'index.html'), INDEX)
  await fs.writeFile(path.join(publicDir, 'assets', 'app-abc123.js'), 'console.log("app")')
  server = await startTestServer({ config: { publicDir, authRateLimitPerMinute: 5 } })
})
afterAll(async () => {
  await server?.close()
  await fs.rm(publicDir, { recursive: true, force: true })
})

const page = (url: string) =>
  fetch(`${server.baseUrl}${url}`, { headers: { accept: 'text/html,application/xhtml+xml' } })

describe('the SPA and its history fallback', () => {
  it('serves index.html at / and for any page path, never cached', async () => {
    for (const url of [
      '/',
      '/signin',
      '/admin-dashboard/order-management/full-order-detail/42',
      '/error-404-not-found',
    ]) {
      const response = await page(url)
      expect(response.status, url).toBe(200)
      expect(await response.text()).toBe(INDEX)
      expect(response.headers.get('cache-control')).toBe('no-cache')
    }
  })

  it('serves hashed assets with a long cache', async () => {
    const response = await fetch(`${server.baseUrl}/assets/app-abc123.js`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('immutable')
  })

  it('answers a page path asked for with */* (curl, link checkers) with the page', async () => {
    const response = await fetch(`${server.baseUrl}/signin`, { headers: { accept: '*/*' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
  })

  it('answers a missing asset with 404, not with the page', async () => {
    const response = await fetch(`${server.baseUrl}/assets/missing.js`)
    expect(response.status).toBe(404)
  })

  it('answers an unknown /api path with a JSON 404, even from a browser', async () => {
    const response = await page('/api/no-such-thing')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.json()).toEqual({
      statusCode: 404,
      message: 'There is no GET /api/no-such-thing in this API.',
      error: 'Not Found',
    })
    // Raw call: a path the contract does not have.
    const post = await call(server.baseUrl, 'POST', '/api/auth/admin/nothing', { body: {}, lang: 'th' })
    expect(post.status).toBe(404)
    expect(post.body.message).toBe('ไม่มี POST /api/auth/admin/nothing ใน API นี้')
  })
})

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the usual protections on pages and API answers', async () => {
    for (const response of [await page('/signin'), await fetch(`${server.baseUrl}/api/health`)]) {
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("script-src 'self'")
      expect(csp).not.toContain('unsafe-inline')
      expect(csp).not.toContain('unsafe-eval')
      expect(csp).toContain("img-src 'self' data: blob:")
      expect(csp).toContain("font-src 'self' data:")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("object-src 'none'")
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('no-referrer')
      expect(response.headers.get('x-frame-options')).toBe('DENY')
      expect(response.headers.get('x-powered-by')).toBeNull()
    }
  })
})

describe('security headers on every answer', () => {
  const SECURITY_HEADERS = [
    'content-security-policy',
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
    'origin-agent-cluster',
    'referrer-policy',
    'strict-transport-security',
    'x-content-type-options',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-frame-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ]
  const securityOf = (response: Response) =>
    Object.fromEntries(SECURITY_HEADERS.map((name) => [name, response.headers.get(name)]))
  const get = (url: string, init: RequestInit = {}) => fetch(`${server.baseUrl}${url}`, init)
  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } })

  it('come on refusals sent before anything else runs (401, 403, 429), 400s and 404s as on a 200', async () => {
    const ok = await get('/api/health')
    expect(ok.status).toBe(200)
    const expected = securityOf(ok)
    for (const value of Object.values(expected)) expect(value).toBeTruthy()

    const staff = await createStaff(server.db)
    const staffToken = (await login(server.baseUrl, staff.email, staff.password)).jwtAccessToken
    const adminToken = await loginAsAdmin(server)
    const otp = () =>
      get('/api/auth/admin/verifyOtp', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
    for (let i = 0; i < 5; i++) await otp()
    const answers: [number, string, Response][] = [
      [401, 'no token', await get('/api/admin/users')],
      [401, 'a forged token', await get('/api/admin/users', bearer('not.a.token'))],
      [403, 'no permission', await get('/api/admin/users', bearer(staffToken))],
      [429, 'rate limit', await otp()],
      [400, 'validation', await get('/api/upload/upload-signed-url?fileName=a.png', bearer(adminToken))],
      [
        400,
        'bad JSON',
        await get('/api/auth/admin/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{',
        }),
      ],
      [400, 'malformed URL', await get('/api/storage/%E0%A4%A')],
      [404, 'unknown API path', await get('/api/no-such-thing')],
      [404, 'missing asset', await get('/assets/missing.js')],
      [
        403,
        'unsigned storage URL',
        await get('/api/storage/avatar/202401/0f8fad5b-d9cb-469f-a165-70867728950e.png'),
      ],
    ]
    for (const [status, what, response] of answers) {
      expect(response.status, what).toBe(status)
      expect(securityOf(response), what).toEqual(expected)
      await response.body?.cancel()
    }

    // An event stream writes its answer by hand, and still carries them.
    const controller = new AbortController()
    const stream = await get('/api/admin/notifications/stream', {
      ...bearer(adminToken),
      signal: controller.signal,
    })
    expect(stream.status).toBe(200)
    expect(securityOf(stream)).toEqual(expected)
    controller.abort()
  })

  it('answer a malformed URL in the caller language, as every other error', async () => {
    // Raw call: an address no client would build.
    const response = await call(server.baseUrl, 'GET', '/api/storage/%E0%A4%A', { lang: 'th' })
    expect(response.status).toBe(400)
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'ที่อยู่ของคำขอนี้ไม่ถูกต้อง',
      error: 'Bad Request',
    })
  })
})

describe('without a built SPA', () => {
  it('answers page paths with a JSON 404', async () => {
    const bare = await startTestServer()
    try {
      const response = await fetch(`${bare.baseUrl}/signin`, { headers: { accept: 'text/html' } })
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ statusCode: 404, message: 'Not found.', error: 'Not Found' })
    } finally {
      await bare.close()
    }
  })
})
