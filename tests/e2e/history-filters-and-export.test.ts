import type { Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { e2eSuite, signInAsAdmin } from '../support/e2e'

const e2e = e2eSuite()

const HISTORY = '/admin-dashboard/platform-statistic/internal-user-access-history'

const dayText = (date: Date) =>
  `${String(date.getDate()).padStart(2, '0')}${String(date.getMonth() + 1).padStart(2, '0')}${date.getFullYear()}`

/** The exports the page asks the server for from now on (each a ticket for the browser's download). */
function exportCalls(page: Page): URL[] {
  const calls: URL[] = []
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    if (url.pathname === '/api/internal-user-history/export-ticket') calls.push(url)
  })
  return calls
}

describe('the date fields and the export of a history', () => {
  it('turns 16112026 typed as digits into 16-11-2026', async () => {
    const page = await signInAsAdmin(e2e)
    await page.goto(HISTORY)
    const from = page.getByRole('textbox', { name: /^From/ })
    await from.pressSequentially('16112026')
    expect(await from.inputValue()).toBe('16-11-2026')
    await page.context().close()
  })

  it('never exports with dates shown as invalid, and exports the dates typed even before Apply', async () => {
    const page = await signInAsAdmin(e2e)
    await page.goto(HISTORY)
    await page
      .getByRole('table', { name: 'Internal user access history' })
      .getByRole('rowheader')
      .first()
      .waitFor()
    const calls = exportCalls(page)
    const from = page.getByRole('textbox', { name: /^From/ })
    const to = page.getByRole('textbox', { name: /^To/ })

    // A day that does not exist: the field says so and nothing is exported.
    await to.pressSequentially('31022026')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: 'Correct the dates shown in red before exporting.' })
      .waitFor()
    await page.getByText('Enter a real date as DD-MM-YYYY', { exact: false }).waitFor()
    expect(await to.getAttribute('aria-invalid')).toBe('true')
    expect(calls).toHaveLength(0)

    // Real days typed, Apply not pressed: the export takes exactly those days, and the list shows them too.
    const today = new Date()
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1)
    await from.pressSequentially(dayText(yesterday))
    await to.fill('')
    await to.pressSequentially(dayText(today))
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const downloaded = new URL((await download).url())
    expect(calls).toHaveLength(1)
    const expected = await page.evaluate(
      ([first, last]) => ({
        startDate: new Date(first[0], first[1], first[2], 0, 0, 0, 0).toISOString(),
        endDate: new Date(last[0], last[1], last[2], 23, 59, 59, 999).toISOString(),
      }),
      [
        [yesterday.getFullYear(), yesterday.getMonth(), yesterday.getDate()],
        [today.getFullYear(), today.getMonth(), today.getDate()],
      ],
    )
    for (const url of [calls[0], downloaded]) {
      expect(url.searchParams.get('startDate')).toBe(expected.startDate)
      expect(url.searchParams.get('endDate')).toBe(expected.endDate)
    }
    expect(downloaded.pathname).toBe('/api/internal-user-history/export')
    await page.waitForURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/)

    // A search typed a moment ago, before the list has searched: the export takes it too.
    await page.getByRole('searchbox').fill('adm')
    const second = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    await second
    expect(calls).toHaveLength(2)
    expect(calls[1].searchParams.get('search')).toBe('adm')
    expect(calls[1].searchParams.get('startDate')).toBe(expected.startDate)
    await page.context().close()
  })
})
