import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newContext } from '../support/browser'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let browser: Browser
let closeBrowser: () => Promise<void>
beforeAll(async () => {
  server = await startTestServer()
  ;({ browser, close: closeBrowser } = await launchBrowser())
})
afterAll(async () => {
  await closeBrowser?.()
  await server?.close()
})

/** The docs page opened at one operation (Swagger UI's deep link expands it), and its text. */
async function openOperation(tag: string, operationId: string): Promise<{ page: Page; text: string }> {
  const context = await newContext(browser, server.baseUrl)
  const page = await context.newPage()
  await page.goto(`/api/docs/#/${tag}/${operationId}`)
  const operation = page.locator(`#operations-${tag}-${operationId}`)
  await operation.getByText('Responses', { exact: true }).waitFor()
  // biome-ignore lint/performance/useDomNodeTextContent: the text a reader sees, not the hidden nodes' too
  return { page, text: await operation.innerText() }
}

describe('the API docs at /api/docs', () => {
  it('show who may call an operation, its security, and the bounds of its parameters and answer', async () => {
    const { page, text } = await openOperation('internalUsers', 'listInternalUsers')
    expect(text).toContain('Permission: internalUsers · access')
    expect(text).toContain('Security: bearerAuth (internalUsers:access)')
    expect(text).toMatch(/search\s+string\s+\(query\)[\s\S]{0,200}maxLength: 255/)
    expect(text).toMatch(/page\s+integer\(\$int32\)\s+\(query\)[\s\S]{0,200}maximum: 1000000/)
    expect(text).toContain('≤ 100 items')
    await page.context().close()
  })

  it('show the bounds of a request body', async () => {
    const { page, text } = await openOperation('internalUsers', 'createInternalUser')
    expect(text).toContain('Permission: internalUsers · create')
    expect(text).toMatch(/phoneNumber[\s\S]{0,40}≤ 15 characters/)
    expect(text).toMatch(/roles[\s\S]{0,40}≤ 50 items/)
    await page.context().close()
  })

  it('show a public, rate-limited operation as such', async () => {
    const { page, text } = await openOperation('auth', 'login')
    expect(text).toContain('Permission: public: no token')
    expect(text).toContain('Security: none')
    expect(text).toContain('Rate limit: AUTH_RATE_LIMIT_PER_MINUTE calls a minute per client address')
    expect(text).toContain('RateLimit-Remaining')
    await page.context().close()
  })
})
