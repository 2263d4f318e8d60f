import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient } from '../support/apiClient'
import { call } from '../support/http'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

describe('health and the served contract', () => {
  it('answers health with the database kind', async () => {
    const { data, response } = await apiClient(server.baseUrl).GET('/health')
    expect(response.status).toBe(200)
    expect(data).toEqual({
      status: 'ok',
      database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
    })
  })

  it('serves the contract as JSON at /api/openapi.json', async () => {
    // Raw call: the contract's own document is no operation of it.
    const response = await call<{ openapi: string; paths: Record<string, unknown> }>(
      server.baseUrl,
      'GET',
      '/api/openapi.json',
    )
    expect(response.status).toBe(200)
    expect(response.body.openapi).toMatch(/^3\./)
    expect(Object.keys(response.body.paths)).toContain('/auth/admin/login')
  })

  it('serves browsable docs at /api/docs with their own relaxed style policy', async () => {
    const response = await fetch(`${server.baseUrl}/api/docs/`, { headers: { accept: 'text/html' } })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('swagger-ui')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("style-src 'self' 'unsafe-inline'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'")
  })
})
