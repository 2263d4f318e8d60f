import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newContext } from '../support/browser'
import { e2eSuite } from '../support/e2e'
import { insertOrders } from '../support/orders'
import { loginAsAdmin } from '../support/test-server'

const e2e = e2eSuite()

interface Recorded {
  type: string
  tag: string
  detail: unknown
}

/**
 * The example page the build ships (/widgets/embed.html) under the server's own strict CSP
 * (`script-src 'self'; style-src 'self'`), with every widget event the page hears recorded from the start.
 */
async function openEmbedPage(): Promise<Page> {
  const context = await newContext(e2e.browser, e2e.server.baseUrl)
  await context.addInitScript(() => {
    const events: Recorded[] = []
    ;(window as unknown as { widgetEvents: Recorded[] }).widgetEvents = events
    for (const type of ['order-select', 'resize'])
      document.addEventListener(type, (event) => {
        if (event instanceof CustomEvent)
          events.push({ type, tag: (event.target as Element).localName, detail: event.detail })
      })
  })
  const page = await context.newPage()
  const styleViolations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) styleViolations.push(message.text())
  })
  ;(page as Page & { cspViolations?: string[] }).cspViolations = styleViolations
  await page.goto(`/widgets/embed.html?api-base=${encodeURIComponent(e2e.server.baseUrl)}`)
  return page
}

const recorded = (page: Page, type: string) =>
  page.evaluate(
    (wanted) =>
      (window as unknown as { widgetEvents: Recorded[] }).widgetEvents.filter(
        (event) => event.type === wanted,
      ),
    type,
  )

describe('the order widgets embedded in another page', () => {
  it('show real orders for a staff token, hand out the chosen order and show its tracking', async () => {
    // 12 orders cycle through the six tabs: to_ship holds WGT000001 and WGT000007.
    await insertOrders(e2e.server.db, {
      count: 12,
      prefix: 'WGT',
      from: '2025-04-01T00:00:00Z',
      stepMinutes: 60,
    })
    const order = await e2e.server.db
      .selectFrom('orders')
      .select('id')
      .where('order_number', '=', 'WGT000007')
      .executeTakeFirstOrThrow()
    await e2e.server.db
      .insertInto('order_tracking')
      .values([
        {
          order_id: order.id,
          seq: 1,
          name: 'Bangkok hub',
          status_code: 'PICKED_UP',
          description: 'Picked up by the courier',
          tracked_at: new Date('2025-04-02T03:00:00Z'),
          tracking_number: 'TH-WGT-7',
        },
        {
          order_id: order.id,
          seq: 2,
          name: 'Chiang Mai branch',
          status_code: 'DELIVERED',
          description: 'Delivered to the buyer',
          tracked_at: new Date('2025-04-03T03:00:00Z'),
          tracking_number: 'TH-WGT-7',
        },
      ])
      .execute()

    const page = await openEmbedPage()
    const table = page.locator('bo-order-table')
    const status = page.locator('bo-order-status')

    // Without a token the server refuses the list, and the table says why instead of showing nothing.
    await table.getByRole('alert').filter({ hasText: 'Not allowed' }).waitFor()
    await status.getByText('No order chosen yet.').waitFor()

    await page.getByLabel('Access token').fill(await loginAsAdmin(e2e.server))
    await page.getByLabel('Tab').selectOption('to_ship')
    await page.getByRole('button', { name: 'Use token' }).click()
    const orders = table.getByRole('table', { name: 'Orders: To ship' })
    const shown = async () =>
      (await orders.getByRole('rowheader').allTextContents()).filter((text) => text.startsWith('WGT'))
    await expect.poll(shown).toEqual(['WGT000007', 'WGT000001'])
    const row = orders.getByRole('row').filter({ hasText: 'WGT000007' })
    expect(await row.textContent()).toContain('Somying Rakthai')
    expect(await row.textContent()).toContain('฿409.00')
    expect(await row.textContent()).toContain('To ship')
    // Tailwind's `border` holds in the shadow root although its @property rules do not (shadowSafeCss).
    expect(
      await orders.evaluate((element) => getComputedStyle(element.parentElement as Element).borderTopStyle),
    ).toBe('solid')

    // A click on the row hands out the order; the page shows it in the status widget.
    await row.getByRole('cell', { name: 'Somying Rakthai' }).click()
    await expect
      .poll(() => recorded(page, 'order-select'))
      .toEqual([
        { type: 'order-select', tag: 'bo-order-table', detail: { id: order.id, orderNumber: 'WGT000007' } },
      ])
    const card = status.getByRole('region', { name: 'Order WGT000007' })
    await card.waitFor()
    expect(await card.textContent()).toContain('To ship')
    expect(await card.textContent()).toContain('฿409.00')
    const steps = card.getByRole('list', { name: 'Tracking timeline' }).getByRole('listitem')
    await expect.poll(() => steps.count()).toBe(2)
    const texts = await steps.allTextContents()
    expect(texts[0]).toContain('Bangkok hub')
    expect(texts[1]).toContain('Chiang Mai branch')
    expect(texts[1]).toContain('TH-WGT-7')

    // Enter on another order's number chooses it too.
    await orders.getByRole('button', { name: 'WGT000001' }).focus()
    await page.keyboard.press('Enter')
    await status.getByRole('region', { name: 'Order WGT000001' }).waitFor()
    expect(
      (await recorded(page, 'order-select')).map(
        (event) => (event.detail as { orderNumber: string }).orderNumber,
      ),
    ).toEqual(['WGT000007', 'WGT000001'])

    // Both elements told the page their height as it changed.
    const heights = await recorded(page, 'resize')
    for (const tag of ['bo-order-table', 'bo-order-status'])
      expect(
        heights.some((event) => event.tag === tag && (event.detail as { height: number }).height > 0),
      ).toBe(true)

    // Thai and the dark theme come from the attributes alone.
    await page.getByLabel('Language').selectOption('th')
    await page.getByLabel('Theme').selectOption('dark')
    await table.getByRole('table', { name: 'คำสั่งซื้อ: ที่ต้องจัดส่ง' }).waitFor()
    // WGT000001 has no tracking yet: the widget says so, in Thai.
    const thaiCard = status.getByRole('region', { name: 'คำสั่งซื้อ WGT000001' })
    await thaiCard.getByText('ยังไม่มีข้อมูลการจัดส่ง').waitFor()
    expect(await table.evaluate((element) => getComputedStyle(element).colorScheme)).toBe('dark')

    // The server's strict CSP refused nothing: the styles came in through adopted sheets.
    expect((page as Page & { cspViolations?: string[] }).cspViolations).toEqual([])
    await page.context().close()
  })

  it('serves the bundle under /widgets/ with the security headers of every answer, and no CORS to an origin EMBED_ORIGINS does not list', async () => {
    const response = await fetch(`${e2e.server.baseUrl}/widgets/bo-widgets.js`, {
      headers: { origin: 'https://tool.example.com' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/javascript/)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(response.headers.get('content-security-policy')).toContain("style-src 'self'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    const missing = await fetch(`${e2e.server.baseUrl}/widgets/nothing-here.js`)
    expect(missing.status).toBe(404)
  })
})
