import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { accessibilityFindings, expectAccessible } from '../support/accessibility'
import { e2eSuite } from '../support/e2e'

const e2e = e2eSuite()

/** Puts markup at the top of the page's main content, the way a broken component would render it. */
const inject = (page: Page, html: string) =>
  page.evaluate((markup) => {
    const holder = document.createElement('div')
    holder.id = 'injected'
    holder.innerHTML = markup
    document.querySelector('main')?.prepend(holder)
  }, html)
const removeInjected = (page: Page) => page.evaluate(() => document.getElementById('injected')?.remove())

describe('the accessibility checks every browser test runs', () => {
  it('passes the sign-in page and fails on serious violations', async () => {
    const page = await e2e.openPage('/signin')
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
    // The check that follows the navigation is over (and found nothing) before the page is broken below.
    await accessibilityFindings(page.context())
    await expectAccessible(page)

    await inject(page, '<a href="/elsewhere" aria-label="Open the reports">Home</a>')
    await expect(expectAccessible(page)).rejects.toThrow(/serious label-content-name-mismatch on \/signin/)
    await removeInjected(page)

    await inject(page, '<div aria-hidden="true"><button type="button">Hidden but focusable</button></div>')
    await expect(expectAccessible(page)).rejects.toThrow(/serious aria-hidden-focus/)
    await removeInjected(page)
    await page.context().close()
  })

  it('checks each screen a test reaches, without the test asking', async () => {
    const page = await e2e.openPage('/signin')
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
    // A screen that breaks the rules as soon as it is shown: the check after the navigation finds it.
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        const main = document.querySelector('main')
        if (main?.querySelector('h1')?.textContent !== 'Reset your password') return
        observer.disconnect()
        main.insertAdjacentHTML('afterbegin', '<a id="bad" href="/x" aria-label="Somewhere">Elsewhere</a>')
      })
      observer.observe(document, { subtree: true, childList: true })
    })
    await page.getByRole('link', { name: /Forgot/ }).click()
    await page.waitForURL('**/password-recovery-1')
    await expect(accessibilityFindings(page.context())).rejects.toThrow(
      /serious label-content-name-mismatch on \/password-recovery-1/,
    )
    // Once the screen is mended nothing is left to report, and closing the context passes.
    await page.evaluate(() => document.getElementById('bad')?.remove())
    await page.context().close()
  })
})
