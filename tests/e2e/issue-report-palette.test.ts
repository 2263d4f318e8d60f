import { describe, expect, it } from 'vitest'
import { e2eSuite } from '../support/e2e'
import { runFromPalette } from '../support/shell'

// Uploads rejected on the server: issues with no record screen, so they sort by `since` alone.
const e2e = e2eSuite(async (server) => {
  const now = Date.now()
  await server.db
    .insertInto('operational_issues')
    .values(
      ['ISSUE-NEWER.png', 'ISSUE-OLDER.png'].map((label, index) => ({
        kind: 'upload_rejected' as const,
        record_kind: 'upload' as const,
        record_id: `uploads/e2e/${label}`,
        record_label: label,
        detail: 'not an image',
        since: new Date(now - (index + 1) * 60_000),
      })),
    )
    .execute()
})

describe('the issue report', () => {
  it('acknowledges and resolves the chosen issue from the palette', async () => {
    const page = await e2e.openAdminPage()
    const report = page.getByRole('table', { name: 'Issue report' })
    const row = (label: string) => report.getByRole('row').filter({ hasText: label })
    await row('ISSUE-OLDER.png').waitFor()

    // Focus on the older issue's button chooses it; the palette then acts on it, not on the first row.
    await row('ISSUE-OLDER.png')
      .getByRole('button', { name: /^Acknowledge/ })
      .focus()
    await runFromPalette(page, 'acknowledge', /Report: acknowledge the chosen issue/)
    await expect.poll(() => row('ISSUE-OLDER.png').textContent()).toContain('Acknowledged')
    expect(await row('ISSUE-NEWER.png').textContent()).toContain('Open')

    // The same issue stays chosen: resolving it takes it off the report, the other stays open.
    await runFromPalette(page, 'resolve issue', /Report: resolve the chosen issue/)
    await row('ISSUE-OLDER.png').waitFor({ state: 'detached' })
    expect(await row('ISSUE-NEWER.png').textContent()).toContain('Open')
    await page.context().close()
  })
})
