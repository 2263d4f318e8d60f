import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  notificationMessage,
  paymentMethodName,
} from '../../server/modules/notifications/notificationMessages'
import { publishNotification } from '../../server/modules/notifications/publishNotification'
import { demoNotifications, publishDemoNotifications } from '../../server/seed/demoNotifications'
import { accessibilityFindings, expectAccessible } from '../support/accessibility'
import { newContext } from '../support/browser'
import { e2eSuite, submitSignIn } from '../support/e2e'

const e2e = e2eSuite((server) =>
  publishDemoNotifications(server.db, demoNotifications(6, { spacingMinutes: 30 })),
)
let context: BrowserContext

beforeAll(async () => {
  context = await newContext(e2e.browser, e2e.server.baseUrl)
})
afterAll(() => context?.close())

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ })

/** The unread count the bell's accessible name announces ('Notifications, 3 unread'). */
async function announcedUnread(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? ''
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0)
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/signin')
  await submitSignIn(page, e2e.server.config.adminEmail, e2e.server.config.adminPassword)
  await page.waitForURL('**/admin-dashboard/home')
}

describe('the notification bell', () => {
  it("changes a second page's badge live when the server publishes, with no polling", async () => {
    // The pages that opened the stream, in order, and the count calls each page made: with the stream
    // there is no polling.
    const streams: Page[] = []
    const countCalls = new Map<Page, number>()
    const listCalls = (page: Page) => countCalls.get(page) ?? 0
    context.on('request', (request) => {
      const page = request.frame().page()
      const { pathname } = new URL(request.url())
      if (pathname === '/api/admin/notifications/stream') streams.push(page)
      if (pathname === '/api/admin/notifications/list') countCalls.set(page, listCalls(page) + 1)
    })
    const first = await context.newPage()
    await signIn(first)
    // The demo notifications are unread for the admin.
    await first.getByRole('button', { name: /^Notifications, \d+ unread$/ }).waitFor()

    const second = await context.newPage()
    await second.goto('/admin-dashboard/home')
    await second.getByRole('button', { name: /^Notifications, \d+ unread$/ }).waitFor()
    const before = await announcedUnread(second)
    expect(before).toBeGreaterThan(0)
    expect(await second.getByTestId('notification-badge').textContent()).toBe(String(before))
    // Let the pages settle (their accessibility checks too, which would compete for the processor with
    // the live update measured below), then count the calls made from here on.
    await accessibilityFindings(context)
    // The live part (the shared stream) starts once each page is idle.
    for (const page of [first, second]) await page.locator('[data-live]').waitFor()
    await second.waitForTimeout(300)
    const callsBefore = [listCalls(first), listCalls(second)]
    // One stream for the browser, not one per tab: the page holding it shares it with the other.
    expect(streams).toHaveLength(1)

    const published = Date.now()
    await publishNotification(e2e.server.db, {
      ...notificationMessage('member_registered', { type: 'REGISTER', category: 'Notice' }, () => ({
        name: 'Kanya Srisuk',
        memberId: 'TH-100318',
      })),
    })
    await second
      .getByRole('button', { name: `Notifications, ${before + 1} unread` })
      .waitFor({ timeout: 1000 })
    expect(Date.now() - published).toBeLessThan(1000)
    await first
      .getByRole('button', { name: `Notifications, ${before + 1} unread` })
      .waitFor({ timeout: 1000 })
    expect([listCalls(first), listCalls(second)]).toEqual(callsBefore)

    // The page holding the stream goes away: the other one takes it over. Either page may hold it:
    // each starts its live part once idle, and a busy machine can make the second idle first.
    const holder = streams[0]
    const other = holder === first ? second : first
    const otherCallsBefore = listCalls(other)
    const takeover = other.waitForRequest((request) =>
      request.url().endsWith('/api/admin/notifications/stream'),
    )
    await holder.close()
    await takeover
    await other.waitForTimeout(200)
    await publishNotification(e2e.server.db, {
      ...notificationMessage('order_paid', { type: 'PAYMENT', category: 'Promotion' }, (lang) => ({
        order: 'ORD-0999999',
        amount: '฿1,250',
        method: paymentMethodName(lang, 'promptpay'),
      })),
    })
    await other
      .getByRole('button', { name: `Notifications, ${before + 2} unread` })
      .waitFor({ timeout: 1000 })
    expect(listCalls(other)).toBe(otherCallsBefore)
  })

  it('lists by category, opens a PAYMENT notification on the order list, and marks all read', async () => {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/admin-dashboard/home')
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).waitFor()
    const before = await announcedUnread(page)

    await bell(page).click()
    const tabs = page.getByRole('tablist', { name: 'Notification categories' })
    await tabs.getByRole('tab', { name: 'Promotion' }).click()
    const newest = page.getByRole('button', { name: /Order paid.*ORD-0999999/ })
    await newest.waitFor()
    // The open panel is no navigation: it is checked here.
    await expectAccessible(page)
    await expect(newest.textContent()).resolves.toMatch(/\d\d-\d\d-\d{4} \d\d:\d\d (AM|PM)/)
    const categories = await page.getByRole('tabpanel').getByRole('listitem').count()
    expect(categories).toBeGreaterThan(0)

    await newest.click()
    await page.waitForURL('**/admin-dashboard/order-management/order-list')
    await page.getByRole('button', { name: `Notifications, ${before - 1} unread` }).waitFor()

    await bell(page).click()
    await page.getByRole('button', { name: 'Mark all as read' }).click()
    await page.getByRole('status').filter({ hasText: 'All notifications have been read.' }).waitFor()
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor()
    expect(await page.getByTestId('notification-badge').count()).toBe(0)
  })

  it('opens and closes from the keyboard, focus going back to the bell', async () => {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/admin-dashboard/home')
    await bell(page).focus()
    await page.keyboard.press('Enter')
    const heading = page.getByRole('heading', { name: 'Notifications', level: 2 })
    await heading.waitFor()
    await page.getByRole('tab', { name: 'All' }).focus()
    await page.keyboard.press('ArrowRight')
    await page.getByRole('tab', { name: 'News', selected: true }).waitFor()
    await page.keyboard.press('Escape')
    await heading.waitFor({ state: 'hidden' })
    expect(await bell(page).evaluate((element) => element === document.activeElement)).toBe(true)
  })

  it('shows titles, bodies and times in Thai once Thai is chosen', async () => {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/admin-dashboard/home')
    await page.getByRole('button', { name: /^Language/ }).click()
    await page.getByRole('menuitem', { name: 'ไทย' }).click()
    await page.getByRole('button', { name: /^การแจ้งเตือน/ }).click()
    await page.getByRole('tab', { name: 'โปรโมชัน' }).click()
    const paid = page.getByRole('button', { name: /ชำระเงินคำสั่งซื้อแล้ว.*ORD-0999999/ })
    await paid.waitFor()
    const text = await paid.textContent()
    expect(text).toContain('คำสั่งซื้อ ORD-0999999 ชำระเงินแล้ว: ฿1,250 ด้วยพร้อมเพย์')
    // The 24-hour clock, with no English (or Thai) before/after-noon words.
    expect(text).toMatch(/\d\d-\d\d-20\d\d \d\d:\d\d$/)
    await page.keyboard.press('Escape')
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'))
  })
})
