import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { publishNotification } from '../../server/modules/notifications/publishNotification'
import { expectAccessible } from '../support/accessibility'
import { newContext } from '../support/browser'
import { e2eSuite } from '../support/e2e'
import { createStaff } from '../support/fixtures'
import { goToScreen } from '../support/shell'

// Every page these tests reach is checked by axe-core after it settles (tests/support/accessibility.ts),
// colour contrast included: walking the screens in the dark theme is what checks they read well in it.
// A test about the screens goes from one to the next inside the app, as staff do: the theme is kept
// without loading the page again (the reload test below is about a fresh load).
const e2e = e2eSuite()

const ROLE = 'Night shift reviewers'

beforeAll(async () => {
  await createStaff(e2e.server.db, { roles: [{ name: ROLE, permissions: { orders: ['access'] } }] })
  // An unread notification, so the panel shows an unread row and its type badge.
  await publishNotification(e2e.server.db, {
    topic: { en: 'Order paid', th: 'ชำระคำสั่งซื้อแล้ว' },
    detail: { en: 'Order ORD-1 was paid.', th: 'คำสั่งซื้อ ORD-1 ชำระเงินแล้ว' },
    type: 'PAYMENT',
    category: 'Notice',
  })
})

const TEXT = {
  en: {
    theme: (name: string) => `Theme: ${name}`,
    themeMenu: 'Theme',
    light: 'Light',
    dark: 'Dark',
    system: 'System',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    support: 'Contact IT support',
    palette: 'Command palette',
    shortcuts: 'Keyboard shortcuts',
    bell: /^Notifications/,
    calendar: 'Choose dates from a calendar',
    dateRange: 'Date range',
    deleteRole: `Delete ${ROLE}`,
    createRole: 'Create role',
    saveDetails: 'Save details',
    detailsSaved: 'Your details have been saved.',
    phone: 'Phone number',
    jobTitle: 'Job title',
    openMenu: 'Open the main menu',
  },
  th: {
    theme: (name: string) => `ธีม: ${name}`,
    themeMenu: 'ธีม',
    light: 'สว่าง',
    dark: 'มืด',
    system: 'ตามระบบ',
    email: 'อีเมล',
    password: 'รหัสผ่าน',
    signIn: 'เข้าสู่ระบบ',
    support: 'ติดต่อฝ่ายไอทีซัพพอร์ต',
    palette: 'แถบคำสั่ง',
    shortcuts: 'แป้นพิมพ์ลัด',
    bell: /^การแจ้งเตือน/,
    calendar: 'เลือกวันที่จากปฏิทิน',
    dateRange: 'ช่วงวันที่',
    deleteRole: `ลบ ${ROLE}`,
    createRole: 'สร้างบทบาท',
    saveDetails: 'บันทึกข้อมูล',
    detailsSaved: 'บันทึกข้อมูลของคุณแล้ว',
    phone: 'หมายเลขโทรศัพท์',
    jobTitle: 'ตำแหน่งงาน',
    openMenu: 'เปิดเมนูหลัก',
  },
} as const
type Language = keyof typeof TEXT

/** The theme the page is drawn in: `<html data-theme>`. */
const shownTheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme)
const colorScheme = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)
const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('theme'))
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)
const heading = (page: Page) => page.getByRole('heading', { level: 1 })

/** Picks a theme from the header's theme menu, whatever is chosen now. */
async function chooseTheme(page: Page, language: Language, theme: 'light' | 'dark' | 'system') {
  const text = TEXT[language]
  await page.getByRole('button', { name: new RegExp(`^${text.themeMenu}: `) }).click()
  await page.getByRole('menu', { name: text.themeMenu }).getByRole('menuitem', { name: text[theme] }).click()
  await page.getByRole('button', { name: text.theme(text[theme]) }).waitFor()
}

const palette = (page: Page) => page.getByRole('dialog', { name: /^(Command palette|แถบคำสั่ง)$/ })

/** Ctrl+K, type, wait until the first option is the expected one, Enter. */
async function runFromPalette(page: Page, term: string, expectedOption: RegExp): Promise<void> {
  await page.keyboard.press('Control+k')
  await palette(page).getByRole('combobox').waitFor()
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox')
  await page.keyboard.type(term)
  const selected = palette(page).locator('[role="option"][aria-selected="true"]')
  await expect.poll(() => selected.textContent()).toMatch(expectedOption)
  await page.keyboard.press('Enter')
  await palette(page).waitFor({ state: 'detached' })
}

describe('the dark theme', () => {
  it('is chosen from the header, drawn before the first render after a reload, and left from the keyboard', async () => {
    const page = await e2e.openAdminPage()
    // Chromium reports a light system setting, and nothing is chosen yet.
    expect(await shownTheme(page)).toBe('light')
    const lightBackground = await background(page)

    await chooseTheme(page, 'en', 'dark')
    expect(await shownTheme(page)).toBe('dark')
    expect(await colorScheme(page)).toBe('dark')
    expect(await background(page)).not.toBe(lightBackground)
    expect(await storedTheme(page)).toBe('dark')

    // The open menu marks the choice, and reads well in the dark.
    await page.getByRole('button', { name: 'Theme: Dark' }).click()
    const menu = page.getByRole('menu', { name: 'Theme' })
    expect(await menu.getByRole('menuitem', { name: 'Dark' }).getAttribute('aria-current')).toBe('true')
    expect(await menu.getByRole('menuitem', { name: 'Light' }).getAttribute('aria-current')).toBeNull()
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'detached' })

    // What <html> says when the app first puts something on screen after a reload.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.getElementById('root')?.firstChild) return
        document.documentElement.setAttribute(
          'data-theme-at-first-render',
          document.documentElement.dataset.theme ?? '',
        )
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    })
    await page.reload()
    await heading(page).waitFor()
    expect(
      await page.evaluate(() => document.documentElement.getAttribute('data-theme-at-first-render')),
    ).toBe('dark')
    expect(await shownTheme(page)).toBe('dark')

    // From the keyboard: Arrow Up opens the menu on its last item, System; Enter takes it and the focus
    // goes back to the button.
    await page.getByRole('button', { name: 'Theme: Dark' }).focus()
    await page.keyboard.press('ArrowUp')
    await expect.poll(() => isFocused(page.getByRole('menuitem', { name: 'System' }))).toBe(true)
    await page.keyboard.press('Enter')
    const button = page.getByRole('button', { name: 'Theme: System' })
    await button.waitFor()
    expect(await isFocused(button)).toBe(true)
    expect(await shownTheme(page)).toBe('light')
    expect(await storedTheme(page)).toBe('system')
    await page.context().close()
  })

  it('is chosen from the palette, in English and in Thai, which offers only the themes not chosen', async () => {
    const page = await e2e.openAdminPage()
    await runFromPalette(page, 'dark mode', /^Use dark theme/)
    expect(await shownTheme(page)).toBe('dark')
    expect(await storedTheme(page)).toBe('dark')

    await page.keyboard.press('Control+k')
    await palette(page).getByRole('combobox').waitFor()
    await page.keyboard.type('theme')
    const options = palette(page).getByRole('option')
    await palette(page).getByRole('option', { name: 'Use light theme' }).waitFor()
    expect(await options.allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Follow the system theme/)]),
    )
    expect(await palette(page).getByRole('option', { name: 'Use dark theme' }).count()).toBe(0)
    await page.keyboard.press('Escape')
    await palette(page).waitFor({ state: 'detached' })

    await runFromPalette(page, 'thai', /^Switch language to Thai/)
    await runFromPalette(page, 'ธีมสว่าง', /^ใช้ธีมสว่าง/)
    expect(await shownTheme(page)).toBe('light')
    await page.getByRole('button', { name: 'ธีม: สว่าง' }).waitFor()
    // An English word finds the Thai command.
    await runFromPalette(page, 'system theme', /^ใช้ธีมตามระบบ/)
    expect(await storedTheme(page)).toBe('system')
    await page.getByRole('button', { name: 'ธีม: ตามระบบ' }).waitFor()
    await page.context().close()
  })

  it("follows the device's setting as it changes while System is chosen, and not once a theme is", async () => {
    const page = await e2e.openPage('/signin')
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
    expect(await shownTheme(page)).toBe('light')

    await page.emulateMedia({ colorScheme: 'dark' })
    await expect.poll(() => shownTheme(page)).toBe('dark')
    expect(await colorScheme(page)).toBe('dark')
    await expectAccessible(page)
    await page.emulateMedia({ colorScheme: 'light' })
    await expect.poll(() => shownTheme(page)).toBe('light')

    // The signed-out screens carry the theme menu too.
    await chooseTheme(page, 'en', 'light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.reload()
    await page.getByRole('button', { name: 'Theme: Light' }).waitFor()
    expect(await shownTheme(page)).toBe('light')
    expect(await colorScheme(page)).toBe('light')
    await page.context().close()
  })

  for (const language of ['en', 'th'] as const) {
    const text = TEXT[language]
    const inLanguage = language === 'en' ? 'in English' : 'in Thai'

    let staffMade = 0
    /** A fresh browser on the sign-in page in this language, with Dark chosen from its header. */
    async function darkSignIn(): Promise<Page> {
      const page = await e2e.openPage('/signin')
      if (language === 'th') {
        await page.getByRole('button', { name: 'Language: English' }).click()
        await page.getByRole('menuitem', { name: 'ไทย' }).click()
      }
      await chooseTheme(page, language, 'dark')
      return page
    }
    /** Signed in, in the dark, as a new staff member with full access (and no phone number yet). */
    async function signedInInTheDark(): Promise<Page> {
      const staff = await createStaff(e2e.server.db, {
        roles: [{ name: `Night shift leads ${language} ${++staffMade}`, fullAccess: true }],
      })
      const page = await darkSignIn()
      await page.getByRole('textbox', { name: text.email }).fill(staff.email)
      await page.getByLabel(text.password, { exact: true }).fill(staff.password)
      await page.getByRole('button', { name: text.signIn }).click()
      await page.waitForURL('**/admin-dashboard/home')
      await heading(page).waitFor()
      return page
    }

    it(`reads well on the signed-out screens ${inLanguage}`, { timeout: 180_000 }, async () => {
      const page = await darkSignIn()
      await expectAccessible(page)
      // A failed sign-in's alert, the support dialog, then the other signed-out screens.
      await page.getByRole('textbox', { name: text.email }).fill('nobody@example.com')
      await page.getByLabel(text.password, { exact: true }).fill('Wrong-password-1')
      await page.getByRole('button', { name: text.signIn }).click()
      await page.getByRole('alert').first().waitFor()
      await expectAccessible(page)
      await page.getByRole('button', { name: text.support }).click()
      await page.getByRole('dialog').waitFor()
      await expectAccessible(page)
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      for (const path of ['/password-recovery-1', '/privacy-policy', '/no/such/page']) {
        await goToScreen(page, path)
        expect(await shownTheme(page)).toBe('dark')
        await expectAccessible(page)
      }
      await page.context().close()
    })

    it(`reads well on the lists, forms, profile and histories ${inLanguage}`, {
      timeout: 180_000,
    }, async () => {
      const page = await signedInInTheDark()
      await expectAccessible(page)
      const screens: [path: string, ready: (page: Page) => Locator][] = [
        ['internal-user-management/internal-user-list', (p) => p.getByRole('rowheader').first()],
        ['internal-user-management/create-new-internal-user-account', (p) => p.getByRole('textbox').first()],
        ['role-&-permission-management/role-list', (p) => p.getByRole('button', { name: text.deleteRole })],
        ['role-&-permission-management/create-new-role', (p) => p.getByRole('checkbox').first()],
        ['profile', (p) => p.getByRole('button', { name: text.saveDetails })],
        ['platform-statistic/internal-user-access-history', (p) => p.getByRole('rowheader').first()],
        ['platform-statistic/data-export-history', (p) => heading(p)],
        // A screen not built yet says so.
        ['order-management/order-list', (p) => heading(p)],
      ]
      for (const [path, ready] of screens) {
        await goToScreen(page, `/admin-dashboard/${path}`)
        await ready(page).waitFor()
        expect(await shownTheme(page)).toBe('dark')
        await expectAccessible(page)
      }
      await page.context().close()
    })

    it(`reads well in the dialogs, panels, calendar, toasts and field errors ${inLanguage}`, {
      timeout: 180_000,
    }, async () => {
      const page = await signedInInTheDark()
      await goToScreen(page, '/admin-dashboard/role-&-permission-management/role-list')
      await page.getByRole('button', { name: text.deleteRole }).click()
      await page.getByRole('dialog').waitFor()
      await expectAccessible(page)
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })

      await goToScreen(page, '/admin-dashboard/role-&-permission-management/create-new-role')
      await page.getByRole('button', { name: text.createRole }).click()
      await page.getByRole('alert').first().waitFor()
      await expectAccessible(page)

      await goToScreen(page, '/admin-dashboard/platform-statistic/internal-user-access-history')
      await page.getByRole('button', { name: text.calendar }).click()
      await page.getByRole('dialog', { name: text.dateRange }).getByRole('table').first().waitFor()
      await expectAccessible(page)
      await page.keyboard.press('Escape')

      // The profile's field errors (job title and phone number are required), then its toast once saved.
      await goToScreen(page, '/admin-dashboard/profile')
      await page.getByRole('button', { name: text.saveDetails }).click()
      await page.getByRole('alert').first().waitFor()
      await expectAccessible(page)
      await page.getByRole('textbox', { name: text.jobTitle }).fill('Night shift lead')
      await page.getByRole('textbox', { name: text.phone }).fill('812345678')
      await page.getByRole('button', { name: text.saveDetails }).click()
      await page.getByText(text.detailsSaved).waitFor()
      await expectAccessible(page)

      await page.getByRole('button', { name: text.bell }).click()
      await page.getByRole('tab').first().waitFor()
      await page.getByRole('listitem').first().waitFor()
      await expectAccessible(page)
      await page.keyboard.press('Escape')

      await page.keyboard.press('Control+k')
      await palette(page).getByRole('option').first().waitFor()
      await expectAccessible(page)
      await page.keyboard.press('Escape')
      await palette(page).waitFor({ state: 'detached' })

      await page.keyboard.press('?')
      await page.getByRole('dialog', { name: text.shortcuts }).waitFor()
      await expectAccessible(page)
      await page.keyboard.press('Escape')
      expect(await shownTheme(page)).toBe('dark')
      await page.context().close()
    })
  }

  it('reads well on a phone: the header and the main menu', { timeout: 120_000 }, async () => {
    const context = await newContext(e2e.browser, e2e.server.baseUrl, {
      viewport: { width: 390, height: 844 },
    })
    const page = await context.newPage()
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/signin')
    await page.getByRole('textbox', { name: 'Email' }).fill(e2e.server.config.adminEmail)
    await page.getByLabel('Password', { exact: true }).fill(e2e.server.config.adminPassword)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL('**/admin-dashboard/home')
    expect(await shownTheme(page)).toBe('dark')
    await page.getByRole('button', { name: 'Theme: System' }).click()
    await page.getByRole('menu', { name: 'Theme' }).waitFor()
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: TEXT.en.openMenu }).click()
    await page.getByRole('dialog').getByRole('navigation').waitFor()
    await expectAccessible(page)
    await context.close()
  })
})
