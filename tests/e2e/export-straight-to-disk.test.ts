import { readFile } from 'node:fs/promises'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { e2eSuite } from '../support/e2e'

const HISTORY = '/admin-dashboard/platform-statistic/internal-user-access-history'
// Seconds of export on a busy machine, a second or so on an idle one: the bar and its row count are
// shown while the browser downloads, and Cancel reaches the server before the last batch is written.
const SIGN_INS = 20_000

// A history large enough that its export takes a while: the admin's sign-ins, one a second.
const e2e = e2eSuite(async (server) => {
  const admin = await server.db
    .selectFrom('internal_users')
    .select('id')
    .where('email', '=', server.config.adminEmail)
    .executeTakeFirstOrThrow()
  await sql`insert into access_history (actor_kind, user_id, event, os, device, ip, created_at)
    select 'internal', ${admin.id}::uuid, case when n % 2 = 0 then 'sign-in' else 'sign-out' end, 'Linux',
      '{"browser": "Firefox 128", "type": "desktop", "model": null}', '10.2.' || (n % 250) || '.1',
      now() - interval '2 days' - n * interval '1 second'
    from generate_series(1, ${SIGN_INS}::int) n`.execute(server.db)
  await sql`analyze access_history`.execute(server.db)
})

describe('Export CSV of a large history', () => {
  it('shows its progress from the keyboard while the browser saves the file straight to disk', async () => {
    const page = await e2e.openAdminPage(HISTORY)
    const table = page.getByRole('table', { name: 'Internal user access history' })
    await table.getByRole('rowheader').first().waitFor()

    const exportButton = page.getByRole('button', { name: 'Export CSV' })
    await exportButton.focus()
    const download = page.waitForEvent('download')
    await page.keyboard.press('Enter')
    const progress = page.getByRole('progressbar', { name: 'Export progress' })
    await progress.waitFor()
    // The rows written of those the list counts, while the browser takes the file.
    const counted = page.getByRole('status').filter({ hasText: /^[\d,]+ of [\d,]+ rows$/ })
    await counted.waitFor()
    const total = Number((await counted.textContent())?.match(/of ([\d,]+) rows/)?.[1].replace(/,/g, ''))
    expect(total).toBeGreaterThanOrEqual(SIGN_INS)

    const file = await download
    // The browser's own download of the server's URL, not a file the tab assembled in its memory.
    expect(file.url()).toMatch(new RegExp(`^${e2e.server.baseUrl}/api/internal-user-history/export\\?`))
    expect(file.suggestedFilename()).toMatch(/^internal-user-access-history-\d{8}-\d{6}\.csv$/)
    const saved = await file.path()
    expect(await file.failure()).toBeNull()
    const text = await readFile(saved, 'utf8')
    expect(text.startsWith('\uFEFFName,E-mail,Event,OS,Device,IP,Date (')).toBe(true)
    expect(text.trimEnd().split('\r\n')).toHaveLength(total + 1)

    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('100')
    await page.getByText(`Downloaded ${file.suggestedFilename()}`).waitFor()
    await page.getByText(`Export complete: ${total} rows saved as ${file.suggestedFilename()}.`).waitFor()
    await page.context().close()
  })

  it('stops the download when cancelled, and says so', async () => {
    const page = await e2e.openAdminPage(HISTORY)
    await page
      .getByRole('table', { name: 'Internal user access history' })
      .getByRole('rowheader')
      .first()
      .waitFor()
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const file = await download
    await page.getByRole('button', { name: 'Cancel export' }).click()
    await page.getByRole('status').filter({ hasText: 'Export cancelled.' }).waitFor()
    // Cut off, so the browser does not keep a part of the file as if it were whole.
    expect(await file.failure()).not.toBeNull()
    // The keyboard stays on Export CSV, which starts again.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Export CSV')
    await page.context().close()
  })
})
