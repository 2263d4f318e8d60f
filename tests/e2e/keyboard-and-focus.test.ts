import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { publishNotification } from '../../server/modules/notifications/publishNotification'
import { e2eSuite, signInAsAdmin, submitSignIn } from '../support/e2e'
import { createStaff } from '../support/fixtures'
import { readLatestMail } from '../support/mail'

const e2e = e2eSuite()

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)
/** A focus ring is drawn as a box shadow (Tailwind's ring utilities). */
const hasFocusRing = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).boxShadow !== 'none')

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' })

/** Opens the palette and types a term, once the palette has answered for it. */
async function paletteFor(page: Page, term: string): Promise<void> {
  await page.keyboard.press('Control+k')
  await palette(page).getByRole('combobox').waitFor()
  await page.keyboard.type(term)
  const root = palette(page).locator('[cmdk-root]')
  await expect.poll(() => root.getAttribute('data-term')).toBe(term)
  await expect.poll(() => root.getAttribute('data-search')).toBe('idle')
}
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ })

async function publishUnread(count: number): Promise<void> {
  for (let index = 0; index < count; index++)
    await publishNotification(e2e.server.db, {
      topic: { en: `Order paid ${index}`, th: `ชำระคำสั่งซื้อแล้ว ${index}` },
      detail: { en: `Order ${index} was paid.`, th: `คำสั่งซื้อ ${index} ชำระเงินแล้ว` },
      type: 'PAYMENT',
      category: 'Notice',
    })
}

describe('keyboard and focus', () => {
  it('gives the first field of every sign-in step the focus on arrival', async () => {
    const staff = await createStaff(e2e.server.db)
    const page = await e2e.openPage('/signin')
    await expect.poll(() => isFocused(page.getByRole('textbox', { name: 'Email' }))).toBe(true)

    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await page.waitForURL('**/password-recovery-1')
    await expect.poll(() => isFocused(page.getByRole('textbox', { name: 'Email' }))).toBe(true)
    await page.keyboard.type(staff.email)
    await page.keyboard.press('Enter')

    await page.waitForURL('**/password-recovery-2')
    const code = page.getByRole('textbox', { name: 'Verification code' })
    await expect.poll(() => isFocused(code)).toBe(true)
    const mail = await readLatestMail(e2e.server.mailDir, { to: staff.email })
    await page.keyboard.type(mail?.code ?? '')
    await page.keyboard.press('Enter')

    await page.waitForURL('**/change-password')
    await expect.poll(() => isFocused(page.getByLabel('New password', { exact: true }))).toBe(true)
    await page.context().close()

    const twoFactor = await createStaff(e2e.server.db, { twoFactor: true })
    const second = await e2e.openPage('/signin')
    await submitSignIn(second, twoFactor.email, twoFactor.password)
    await second.waitForURL('**/signin-2fa')
    await expect
      .poll(() => isFocused(second.getByRole('textbox', { name: 'Authentication code' })))
      .toBe(true)
    await second.context().close()
  })

  it('keeps the focus in the bell panel after Mark all as read, where Escape still closes it', async () => {
    await publishUnread(2)
    const page = await signInAsAdmin(e2e)
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).waitFor()
    await bell(page).focus()
    await page.keyboard.press('Enter')
    const markAll = page.getByRole('button', { name: 'Mark all as read' })
    await markAll.focus()
    await page.keyboard.press('Enter')
    await page.getByText('All notifications have been read.').waitFor()
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor()
    // Still on the button, which now says it has nothing to do, inside the open panel.
    expect(await isFocused(markAll)).toBe(true)
    expect(await markAll.getAttribute('aria-disabled')).toBe('true')
    await page.keyboard.press('Escape')
    await markAll.waitFor({ state: 'detached' })
    expect(await isFocused(bell(page))).toBe(true)
    await page.context().close()
  })

  it('draws a focus ring on the language menu items and on the palette input', async () => {
    const page = await signInAsAdmin(e2e)
    await page.getByRole('button', { name: 'Language: English' }).focus()
    await page.keyboard.press('Enter')
    const item = page.getByRole('menuitem').first()
    await expect.poll(() => isFocused(item)).toBe(true)
    expect(await hasFocusRing(item)).toBe(true)
    await page.keyboard.press('Escape')

    await page.keyboard.press('Control+k')
    const input = palette(page).getByRole('combobox')
    await expect.poll(() => isFocused(input)).toBe(true)
    expect(await hasFocusRing(input)).toBe(true)
    await page.context().close()
  })

  it("offers Mark all as read and the screen's Export CSV in the palette, under the screen's actions", async () => {
    await publishUnread(1)
    const page = await signInAsAdmin(e2e)
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).waitFor()
    await paletteFor(page, 'mark all as read')
    const actions = palette(page).getByRole('group', { name: 'Actions on the current screen' })
    await actions.getByRole('option', { name: 'Mark all notifications as read' }).waitFor()
    await page.keyboard.press('Enter')
    await page.getByText('All notifications have been read.').waitFor()
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor()

    await page.goto('/admin-dashboard/platform-statistic/data-export-history')
    await page.getByRole('heading', { level: 1, name: 'Data export history' }).waitFor()
    await paletteFor(page, 'export csv')
    await actions.getByRole('option', { name: 'Export CSV' }).waitFor()
    const download = page.waitForEvent('download')
    await page.keyboard.press('Enter')
    expect((await download).suggestedFilename()).toMatch(/\.csv$/)
    await page.getByText(/^Export complete: \d+ rows saved as /).waitFor()
    // The screen's own button is the one that ran: one Export CSV button, not a second in an action bar.
    expect(await page.getByRole('button', { name: /^Export CSV$/ }).count()).toBe(1)
    await page.context().close()
  })
})
