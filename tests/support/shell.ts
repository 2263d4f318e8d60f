import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** The app's parts every browser journey finds by role and name, and the ways staff drive them. */

export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })

export const palette = (page: Page) => page.getByRole('dialog', { name: /Command palette|แถบคำสั่ง/ })

/**
 * Takes the open app to `path` as its own links do, without loading a new document: the router follows
 * history.pushState. For screens a test visits, not for what a fresh load of the page does.
 */
export const goInApp = (page: Page, path: string) =>
  page.evaluate((to) => window.history.pushState(null, '', to), path)

/** goInApp to another screen, and waits until its level-one heading has replaced the one shown before. */
export async function goToScreen(page: Page, path: string): Promise<void> {
  const shown = page.getByRole('heading', { level: 1 })
  const before = await shown.textContent()
  await goInApp(page, path)
  await expect.poll(() => shown.textContent()).not.toBe(before)
}

/** Waits for the screen's level-one heading. */
export const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name }).waitFor()

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name') ?? null)

/** Signs in with the keyboard alone: Tab to the e-mail field, type, Tab, type, Enter. */
export async function signInWithKeyboard(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('button', { name: 'Sign in' }).waitFor()
  for (let presses = 0; (await focusedName(page)) !== 'username'; presses++) {
    if (presses > 10) throw new Error('Tab never reached the e-mail field')
    await page.keyboard.press('Tab')
  }
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  expect(await focusedName(page)).toBe('password')
  await page.keyboard.type(password)
  await page.keyboard.press('Enter')
  await page.waitForURL('**/admin-dashboard/home')
  await page.getByRole('heading', { level: 1 }).waitFor()
}

/** Ctrl+K, type, wait for the first option to be the expected one, Enter. */
export async function runFromPalette(
  page: Page,
  term: string,
  expectedOption: string | RegExp,
): Promise<void> {
  await page.keyboard.press('Control+k')
  const input = palette(page).getByRole('combobox')
  await input.waitFor()
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox')
  await page.keyboard.type(term)
  const selected = palette(page).locator('[role="option"][aria-selected="true"]')
  await expect.poll(() => selected.textContent()).toMatch(expectedOption)
  await page.keyboard.press('Enter')
  await palette(page).waitFor({ state: 'detached' })
}

/** Waits until the palette shows the records answering `term` (or knows no call is needed for it). */
export async function paletteSettledOn(page: Page, term: string): Promise<void> {
  const root = palette(page).locator('[cmdk-root]')
  await expect.poll(() => root.getAttribute('data-results-term')).toBe(term)
  await expect.poll(() => root.getAttribute('data-search')).toBe('idle')
}

/** The options the palette offers for a term, once it has answered for that term. */
export async function paletteOptions(page: Page, term: string): Promise<string[]> {
  await page.keyboard.press('Control+k')
  await palette(page).getByRole('combobox').waitFor()
  await page.keyboard.type(term)
  const root = palette(page).locator('[cmdk-root]')
  await expect.poll(() => root.getAttribute('data-term')).toBe(term)
  await expect.poll(() => root.getAttribute('data-search')).toBe('idle')
  const options = await palette(page).getByRole('option').allTextContents()
  await page.keyboard.press('Escape')
  await palette(page).waitFor({ state: 'detached' })
  return options
}

/**
 * Notes, inside the page, where `text` first shows on each load from now on (kept in sessionStorage, so
 * reloads keep it), and answers a function that reads those paths. A message that shows only briefly
 * before the app moves on is then caught however busy the test machine is.
 */
export async function noteWhereShown(page: Page, text: string): Promise<() => Promise<string[]>> {
  const key = 'e2e:shown'
  await page.addInitScript(
    ([wanted, storageKey]) => {
      const observer = new MutationObserver(() => {
        // biome-ignore lint/performance/useDomNodeTextContent: only text shown on screen counts as shown
        if (!document.body?.innerText.includes(wanted)) return
        observer.disconnect()
        const seen = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]') as string[]
        sessionStorage.setItem(storageKey, JSON.stringify([...seen, window.location.pathname]))
      })
      observer.observe(document, { subtree: true, childList: true, characterData: true })
    },
    [text, key] as const,
  )
  return () => page.evaluate((storageKey) => JSON.parse(sessionStorage.getItem(storageKey) ?? '[]'), key)
}
