import path from 'node:path'
import { sql } from 'kysely'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { EmbedWidget } from '../../src/domain/embedTokens'
import { checkOpenContexts } from '../support/accessibility'
import { apiClient, dataOf } from '../support/apiClient'
import { launchBrowser, newContext } from '../support/browser'
import { signInAsAdmin } from '../support/e2e'
import { insertOrders } from '../support/orders'
import { runFromPalette } from '../support/shell'
import { type StaticSite, startStaticSite } from '../support/staticSite'
import { loginAsAdmin, startTestServer, type TestServer } from '../support/test-server'
import { REPO_ROOT } from '../support/testDatabase'

// Another tool's pages: the example page served from origins of their own. EMBED_ORIGINS lists the
// first, and a second origin nobody serves (a token for it must not work on the first); the third
// origin is not listed at all.
let tool: StaticSite
let stranger: StaticSite
const OTHER_LISTED = 'http://127.0.0.1:9'
let server: TestServer
let browser: Browser
let closeBrowser: () => Promise<void>

/** The strict policy another tool's page might have: scripts and calls only from itself and the back-office. */
const pageHeaders = () => ({
  'content-security-policy': [
    "default-src 'self'",
    `script-src 'self' ${server.baseUrl}`,
    "style-src 'self'",
    `connect-src ${server.baseUrl}`,
    `img-src 'self' data: ${server.baseUrl}`,
    "object-src 'none'",
  ].join('; '),
})

beforeAll(async () => {
  const examples = path.join(REPO_ROOT, 'examples')
  tool = await startStaticSite(examples, pageHeaders)
  stranger = await startStaticSite(examples, pageHeaders)
  server = await startTestServer({ serveSpa: true, config: { embedOrigins: [tool.origin, OTHER_LISTED] } })
  ;({ browser, close: closeBrowser } = await launchBrowser())
  // 12 orders cycle through the six tabs: to_ship holds EMT000001 and EMT000007.
  await insertOrders(server.db, { count: 12, prefix: 'EMT', from: '2025-05-01T00:00:00Z', stepMinutes: 60 })
  const order = await server.db
    .selectFrom('orders')
    .select('id')
    .where('order_number', '=', 'EMT000007')
    .executeTakeFirstOrThrow()
  await server.db
    .insertInto('order_tracking')
    .values({
      order_id: order.id,
      seq: 1,
      name: 'Khon Kaen hub',
      status_code: 'PICKED_UP',
      description: 'Picked up by the courier',
      tracked_at: new Date('2025-05-02T03:00:00Z'),
      tracking_number: 'TH-EMT-7',
    })
    .execute()
})
afterEach(checkOpenContexts)
afterAll(async () => {
  await closeBrowser?.()
  await server?.close()
  await tool?.close()
  await stranger?.close()
})

async function mintByApi(
  widgets: EmbedWidget[],
  origin = tool.origin,
): Promise<{ id: string; token: string }> {
  const admin = apiClient(server.baseUrl, { token: await loginAsAdmin(server) })
  const minted = dataOf(
    await admin.POST('/admin/embed-tokens', { body: { widgets, origin, expiresInMinutes: 60 } }),
  )
  return { id: minted.embedToken._id, token: minted.token }
}

interface EmbedPage {
  page: Page
  table: Locator
  status: Locator
  violations: string[]
}

/** The example page on `site`, calling the back-office on its own origin, with `token` put in. */
async function openEmbedPage(site: StaticSite, token: string | null): Promise<EmbedPage> {
  const context = await newContext(browser, site.origin)
  const page = await context.newPage()
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.goto(`/embed.html?api-base=${encodeURIComponent(server.baseUrl)}`)
  const embed = {
    page,
    table: page.locator('bo-order-table'),
    status: page.locator('bo-order-status'),
    violations,
  }
  if (token !== null) {
    await page.getByLabel('Access token').fill(token)
    await page.getByLabel('Tab').selectOption('to_ship')
    await page.getByRole('button', { name: 'Use token' }).click()
  }
  return embed
}

const notAllowed = (widget: Locator) => widget.getByRole('alert').filter({ hasText: 'Not allowed' })

/** Chooses an order in the table (as a click on it would) when the table itself may not read. */
async function chooseOrder(page: Page, orderNumber: string) {
  const order = await server.db
    .selectFrom('orders')
    .select('id')
    .where('order_number', '=', orderNumber)
    .executeTakeFirstOrThrow()
  await page
    .locator('bo-order-status')
    .evaluate((element, id) => element.setAttribute('order-id', id), order.id)
}

describe('the order widgets on another origin with an embed token', () => {
  it('are minted on the Embed tokens screen, shown once, and show real orders on the listed origin', async () => {
    const staff = await signInAsAdmin({
      server,
      browser,
      openPage: async (to) => {
        const context = await newContext(browser, server.baseUrl)
        const page = await context.newPage()
        await page.goto(to)
        return page
      },
    })
    await runFromPalette(staff, 'embed token', /^Embed tokens/)
    await staff.waitForURL('**/admin-dashboard/order-management/embed-tokens')
    await staff.getByRole('heading', { level: 1, name: 'Embed tokens' }).waitFor()
    await staff.getByRole('combobox', { name: 'Page origin' }).selectOption(tool.origin)
    await staff.getByRole('combobox', { name: 'Expires after' }).selectOption({ label: '1 hour' })
    await staff.getByRole('button', { name: 'Mint token' }).click()
    const minted = staff.getByRole('region', { name: 'Your new embed token' })
    const token = await minted.getByRole('textbox', { name: 'Embed token' }).inputValue()
    expect(token.split('.')).toHaveLength(3)
    const snippet = await minted.getByRole('textbox', { name: 'Embed snippet' }).inputValue()
    expect(snippet).toContain(`src="${server.baseUrl}/widgets/bo-widgets.js"`)
    expect(snippet).toContain(`<bo-order-table api-base="${server.baseUrl}" token="${token}"`)
    const rows = staff.getByRole('table', { name: 'Embed tokens' }).getByRole('row')
    await rows.filter({ hasText: tool.origin }).filter({ hasText: 'Active' }).first().waitFor()
    // Once dismissed, the token is gone from the screen for good.
    await minted.getByRole('button', { name: 'Done' }).click()
    await minted.waitFor({ state: 'detached' })
    expect(await staff.getByText(token).count()).toBe(0)

    const embed = await openEmbedPage(tool, token)
    const orders = embed.table.getByRole('table', { name: 'Orders: To ship' })
    await expect
      .poll(async () =>
        (await orders.getByRole('rowheader').allTextContents()).filter((text) => text.startsWith('EMT')),
      )
      .toEqual(['EMT000007', 'EMT000001'])
    await orders.getByRole('row').filter({ hasText: 'EMT000007' }).getByRole('cell').first().click()
    const card = embed.status.getByRole('region', { name: 'Order EMT000007' })
    await card.waitFor()
    await card.getByText('Khon Kaen hub').waitFor()
    expect(embed.violations).toEqual([])

    // Revoked on the screen, after a confirmation, the token shows nothing more.
    await staff
      .getByRole('table', { name: 'Embed tokens' })
      .getByRole('button', { name: `Revoke the token for ${tool.origin}` })
      .first()
      .click()
    const dialog = staff.getByRole('dialog', { name: 'Revoke this embed token?' })
    await dialog.getByRole('button', { name: 'Revoke token' }).click()
    await dialog.waitFor({ state: 'detached' })
    await rows.filter({ hasText: 'Revoked' }).first().waitFor()
    await embed.page.reload()
    await embed.page.getByLabel('Access token').fill(token)
    await embed.page.getByRole('button', { name: 'Use token' }).click()
    await notAllowed(embed.table).waitFor()
    await staff.context().close()
    await embed.page.context().close()
  })

  it('refuses a token made for another widget: the status widget says it is not allowed', async () => {
    const { token } = await mintByApi(['bo-order-table'])
    const embed = await openEmbedPage(tool, token)
    await embed.table.getByRole('table', { name: 'Orders: To ship' }).getByRole('row').nth(1).waitFor()
    await chooseOrder(embed.page, 'EMT000007')
    await notAllowed(embed.status).waitFor()
    await embed.page.context().close()
  })

  it('refuses an expired token, and a token made for another listed origin', async () => {
    const expired = await mintByApi(['bo-order-table', 'bo-order-status'])
    await server.db
      .updateTable('embed_tokens')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', expired.id)
      .execute()
    const first = await openEmbedPage(tool, expired.token)
    await notAllowed(first.table).waitFor()
    await chooseOrder(first.page, 'EMT000007')
    await notAllowed(first.status).waitFor()
    await first.page.context().close()

    const elsewhere = await mintByApi(['bo-order-table'], OTHER_LISTED)
    const second = await openEmbedPage(tool, elsewhere.token)
    await notAllowed(second.table).waitFor()
    await second.page.context().close()
  })

  it('loads nothing on an origin EMBED_ORIGINS does not list', async () => {
    const { token } = await mintByApi(['bo-order-table', 'bo-order-status'])
    const embed = await openEmbedPage(stranger, null)
    const problem = embed.page.getByRole('alert').filter({ hasText: 'Not allowed' })
    await problem.waitFor()
    expect(await problem.textContent()).toContain('EMBED_ORIGINS must list this origin')
    expect(await embed.page.evaluate(() => customElements.get('bo-order-table') === undefined)).toBe(true)
    // Nor may the page read the orders itself, even with a valid token.
    const read = await embed.page.evaluate(
      async ({ api, bearer }) => {
        try {
          const response = await fetch(`${api}/api/admin/orders`, {
            headers: { authorization: `Bearer ${bearer}` },
          })
          return `answered ${response.status}`
        } catch {
          return 'refused'
        }
      },
      { api: server.baseUrl, bearer: token },
    )
    expect(read).toBe('refused')
    await embed.page.context().close()
  })
})
