import { describe, expect, it } from 'vitest'
import { e2eSuite, signInAsAdmin } from '../support/e2e'
import { createOrderViewer } from '../support/fixtures'
import { heading } from '../support/shell'
import { login } from '../support/test-server'

// Kanya has signed in today.
const e2e = e2eSuite(async (server) => {
  const member = await createOrderViewer(server.db)
  await login(server.baseUrl, member.email, member.password)
})

describe('staff access history', () => {
  it('lists staff sign-ins between two days and exports them as CSV with a progress bar', async () => {
    const admin = await signInAsAdmin(e2e)
    await admin.goto('/admin-dashboard/platform-statistic/internal-user-access-history')
    await heading(admin, 'Internal user access history')
    const table = admin.getByRole('table', { name: 'Internal user access history' })
    await table
      .getByRole('rowheader', { name: /Kanya Rattanakul/ })
      .first()
      .waitFor()
    const today = new Date()
    const day = `${String(today.getDate()).padStart(2, '0')}-${String(today.getMonth() + 1).padStart(2, '0')}-${today.getFullYear()}`
    await admin.getByRole('textbox', { name: /^From/ }).fill('31-02-2026')
    await admin.getByRole('textbox', { name: /^From/ }).press('Enter')
    await admin.getByText('Enter a real date as DD-MM-YYYY', { exact: false }).waitFor()
    await admin.getByRole('button', { name: 'Clear dates' }).click()
    // The two-month calendar from the keyboard: yesterday, then today.
    await admin.getByRole('button', { name: 'Choose dates from a calendar' }).click()
    await admin.getByRole('dialog', { name: 'Date range' }).getByRole('table').first().waitFor()
    await admin.keyboard.press('ArrowLeft')
    await admin.keyboard.press('Enter')
    await admin.keyboard.press('ArrowRight')
    await admin.keyboard.press('Enter')
    await admin.getByRole('dialog', { name: 'Date range' }).waitFor({ state: 'detached' })
    expect(await admin.getByRole('textbox', { name: /^To/ }).inputValue()).toBe(day)
    await admin.waitForURL(/from=\d{4}-\d{2}-\d{2}&to=/)
    await table
      .getByRole('rowheader', { name: /Kanya Rattanakul/ })
      .first()
      .waitFor()

    const download = admin.waitForEvent('download')
    await admin.getByRole('button', { name: 'Export CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/\.csv$/)
    const progress = admin.getByRole('progressbar', { name: 'Export progress' })
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('100')
    await admin.getByText(`Downloaded ${file.suggestedFilename()}`).waitFor()

    // The export itself is now in the data export history.
    await admin.goto('/admin-dashboard/platform-statistic/data-export-history')
    await admin
      .getByRole('table', { name: 'Data export history' })
      .getByRole('rowheader', { name: 'Internal user access history' })
      .first()
      .waitFor()
    await admin.context().close()
  })
})
