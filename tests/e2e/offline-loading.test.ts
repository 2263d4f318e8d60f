import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { e2eSuite, signInAsAdmin } from '../support/e2e'

const e2e = e2eSuite()

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })
const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline' })

/**
 * Marks the loaded document, so a reload (into the browser's error page or not) shows as a lost mark.
 * Once the server answers again the screen may come by one reload: a browser that keeps a failed
 * import() in its module map (Chromium 150 does) cannot load that chunk in the same document.
 */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { loadedOnce: true }))
const sameDocument = (page: Page) => page.evaluate(() => 'loadedOnce' in window).catch(() => false)

describe("a screen's code while the server is out of reach", () => {
  it('says the browser is offline, stays on the page, and loads the screen when the network returns', async () => {
    const page = await signInAsAdmin(e2e)
    await markDocument(page)
    await page.context().setOffline(true)
    await sidebar(page).getByRole('link', { name: 'Roles' }).click()
    await offlineNotice(page).waitFor()
    // Longer than 5 tries 1 s apart: the spec's reload would have happened by now.
    await page.waitForTimeout(6500)
    expect(await sameDocument(page)).toBe(true)
    await offlineNotice(page).waitFor()

    await page.context().setOffline(false)
    await page.getByRole('heading', { level: 1, name: 'Roles' }).waitFor()
    await offlineNotice(page).waitFor({ state: 'detached' })
    await page.context().close()
  })

  it('also when the browser thinks it is online but the server does not answer', async () => {
    const page = await signInAsAdmin(e2e)
    await markDocument(page)
    await page.route('**/*', (route) => route.abort('connectionrefused'))
    await sidebar(page).getByRole('link', { name: 'Internal users' }).click()
    await offlineNotice(page).waitFor()
    await page.waitForTimeout(6500)
    expect(await sameDocument(page)).toBe(true)

    await page.unrouteAll()
    await page.getByRole('heading', { level: 1, name: 'Internal users' }).waitFor({ timeout: 20_000 })
    await offlineNotice(page).waitFor({ state: 'detached' })
    await page.context().close()
  })
})
