import crypto from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { e2eSuite, submitSignIn } from '../support/e2e'
import { createStaff } from '../support/fixtures'
import { palette, paletteSettledOn } from '../support/shell'

const e2e = e2eSuite()

const staffGroup = (page: Page) => palette(page).getByRole('group', { name: /^Search records: Staff/ })
const selectedOption = (page: Page) => palette(page).locator('[role="option"][aria-selected="true"]')

/** A name no other test's records start with. */
const unique = (prefix: string) => `${prefix}${crypto.randomBytes(3).toString('hex')}`
const THAI_LETTERS = 'กขคงจฉชซญดตถทนบปผพฟมยรลวศสหอฮ'
const uniqueThai = (prefix: string) =>
  `${prefix}${Array.from(crypto.randomBytes(5), (byte) => THAI_LETTERS[byte % THAI_LETTERS.length]).join('')}`

/** The record-search calls the page sends, as they go out. */
function searchCalls(page: Page): URL[] {
  const calls: URL[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/api/admin/search') calls.push(url)
  })
  return calls
}

async function openPalette(page: Page): Promise<void> {
  await page.keyboard.press('Control+k')
  await palette(page).getByRole('combobox').waitFor()
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox')
}

/**
 * Types `text` into the palette a character at a time, each its own input event as a key (or a Thai
 * layout's key) gives it, with no pause between them: faster than the palette's pause, however busy the
 * machine running the test is.
 */
async function typeQuickly(page: Page, text: string): Promise<void> {
  await page.evaluate((value) => {
    const input = document.querySelector<HTMLInputElement>('[cmdk-input]')
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
    if (!input || !setValue) throw new Error('no palette input')
    for (const char of value) {
      setValue.call(input, input.value + char)
      input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: char }))
    }
  }, text)
}

async function signInAs(member: { email: string; password: string }): Promise<Page> {
  const page = await e2e.openPage('/signin')
  await submitSignIn(page, member.email, member.password)
  await page.waitForURL('**/admin-dashboard/home')
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).waitFor()
  return page
}

describe('record search in the palette', () => {
  it('asks the search operation once per settled term, and opens a found staff member for editing', async () => {
    const first = unique('Wanida')
    const member = await createStaff(e2e.server.db, {
      firstName: first,
      lastName: 'Srisuk',
      jobTitle: 'Buyer',
    })
    const page = await e2e.openAdminPage()
    const calls = searchCalls(page)
    await openPalette(page)

    // Typed faster than the pause: one call, for the whole word.
    await typeQuickly(page, first)
    await paletteSettledOn(page, first)
    await staffGroup(page)
      .getByRole('option', { name: new RegExp(`${first} Srisuk`) })
      .waitFor()
    expect(calls.map((url) => url.searchParams.toString())).toEqual([
      new URLSearchParams([
        ['q', first],
        // The areas' order, as the sidebar lists them.
        ['types', 'orders'],
        ['types', 'inventory'],
        ['types', 'users'],
        ['types', 'internalUsers'],
        ['types', 'articles'],
        ['types', 'pushNotifications'],
        ['types', 'faq'],
        ['types', 'coupons'],
        ['limit', '5'],
      ]).toString(),
    ])

    // A space changes nothing worth asking; the next letter, typed after a pause, is one more call.
    await page.keyboard.type(' S', { delay: 400 })
    await paletteSettledOn(page, `${first} S`)
    expect(calls.map((url) => url.searchParams.get('q'))).toEqual([first, `${first} S`])
    expect(await staffGroup(page).getByRole('option').allTextContents()).toEqual([
      `${first} Srisuk${member.email} · Buyer`,
    ])

    await expect.poll(() => selectedOption(page).textContent()).toContain(`${first} Srisuk`)
    await page.keyboard.press('Enter')
    await page.waitForURL(`**/internal-user-management/edit-internal-user-account/${member.id}`)
  })

  it('cancels the call under way when the next key arrives, and shows only the newer answer', async () => {
    const first = unique('Thanakorn')
    await createStaff(e2e.server.db, { firstName: first, lastName: 'Boonmee' })
    const page = await e2e.openAdminPage()
    await openPalette(page)
    const calls = searchCalls(page)
    const failed: string[] = []
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).pathname === '/api/admin/search')
        failed.push(`${new URL(request.url()).searchParams.get('q')} ${request.failure()?.errorText}`)
    })
    // A slow network, so the first call is still under way when the next key goes out.
    const network = await page.context().newCDPSession(page)
    await network.send('Network.enable')
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 1500,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })

    const earlier = first.slice(0, 8)
    await typeQuickly(page, earlier)
    await expect.poll(() => calls.length, { timeout: 10_000 }).toBe(1)
    await typeQuickly(page, first.slice(8))
    await expect.poll(() => failed, { timeout: 10_000 }).toEqual([`${earlier} net::ERR_ABORTED`])
    await paletteSettledOn(page, first)
    expect(calls.map((url) => url.searchParams.get('q'))).toEqual([earlier, first])
    await staffGroup(page)
      .getByRole('option', { name: new RegExp(`${first} Boonmee`) })
      .waitFor()
  })

  it('ignores Enter and the arrows while an input method composes, so picking a candidate runs nothing', async () => {
    const page = await e2e.openAdminPage()
    await openPalette(page)
    await page.keyboard.type('orders')
    await expect.poll(() => selectedOption(page).textContent()).toMatch(/^Orders/)

    // Keys as Chrome sends them while a Thai input method is open: isComposing, or keyCode 229.
    const composingKeys = await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('[cmdk-input]')
      if (!input) throw new Error('no palette input')
      const press = (key: string, by: 'isComposing' | 'keyCode229') => {
        const event = new KeyboardEvent('keydown', {
          key,
          bubbles: true,
          cancelable: true,
          isComposing: by === 'isComposing',
        })
        if (by === 'keyCode229') Object.defineProperty(event, 'keyCode', { value: 229 })
        input.dispatchEvent(event)
        return event.defaultPrevented
      }
      return [press('ArrowDown', 'isComposing'), press('Enter', 'isComposing'), press('Enter', 'keyCode229')]
    })
    // Nobody took the keys from the input method, nothing ran, the selection stayed.
    expect(composingKeys).toEqual([false, false, false])
    await page.waitForTimeout(300)
    expect(await palette(page).isVisible()).toBe(true)
    expect(new URL(page.url()).pathname).toBe('/admin-dashboard/home')
    expect(await selectedOption(page).textContent()).toMatch(/^Orders/)

    // The same Enter once composing is over runs the command.
    await page.keyboard.press('Enter')
    await page.waitForURL('**/admin-dashboard/order-management/order-list')
  })

  it('finds staff by a Thai name typed in Thai, and opens the staff list at them for a reader', async () => {
    const first = uniqueThai('สมหญิง')
    const member = await createStaff(e2e.server.db, { firstName: first, lastName: 'ใจดี' })
    const reader = await createStaff(e2e.server.db, {
      roles: [{ name: unique('Staff readers '), permissions: { internalUsers: ['access'] } }],
    })
    const page = await signInAs(reader)
    const calls = searchCalls(page)
    await openPalette(page)

    await typeQuickly(page, first)
    await paletteSettledOn(page, first)
    expect(calls.map((url) => [url.searchParams.get('q'), url.searchParams.getAll('types')])).toEqual([
      [first, ['internalUsers']],
    ])
    const found = staffGroup(page).getByRole('option', { name: new RegExp(`${first} ใจดี`) })
    await found.waitFor()
    expect(await found.textContent()).toContain(member.email)

    await expect.poll(() => selectedOption(page).textContent()).toContain(first)
    await page.keyboard.press('Enter')
    await page.waitForURL(
      (url) =>
        url.pathname.endsWith('/internal-user-management/internal-user-list') &&
        url.searchParams.get('search') === member.email,
    )
    await page.getByRole('rowheader', { name: new RegExp(`${first} ใจดี`) }).waitFor()
  })

  it('asks nothing for a staff member who may open no searched type', async () => {
    const first = unique('Kittipong')
    await createStaff(e2e.server.db, { firstName: first })
    const rolesOnly = await createStaff(e2e.server.db, {
      roles: [{ name: unique('Role readers '), permissions: { roles: ['access'] } }],
    })
    const page = await signInAs(rolesOnly)
    const calls = searchCalls(page)
    await openPalette(page)
    await typeQuickly(page, first)
    await paletteSettledOn(page, first)
    await page.waitForTimeout(500)
    expect(calls).toEqual([])
    expect(await staffGroup(page).count()).toBe(0)
  })
})
