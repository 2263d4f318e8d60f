import { describe, expect, it } from 'vitest'
import { e2eSuite, signInAsAdmin } from '../support/e2e'

const e2e = e2eSuite()
const DAY = 86_400_000

/** FAQs of a category of their own, so the list can be searched down to exactly them. */
async function faqs(tag: string, count: number): Promise<string[]> {
  const db = e2e.server.db
  const category = await db
    .insertInto('faq_categories')
    .values({ name: `Bulk ${tag}` })
    .returning('id')
    .executeTakeFirstOrThrow()
  const rows = await db
    .insertInto('faqs')
    .values(
      Array.from({ length: count }, (_, i) => ({
        question_en: `${tag} question ${i + 1}`,
        question_th: `${tag} คำถาม ${i + 1}`,
        answer_en: '<p>Answer</p>',
        answer_th: '<p>คำตอบ</p>',
        category_id: category.id,
        status: 'active' as const,
        publish_start_date: new Date(Date.now() - DAY),
        publish_end_date: new Date(Date.now() + 30 * DAY),
      })),
    )
    .returning('id')
    .execute()
  return rows.map((row) => row.id)
}

describe('bulk actions on the FAQ list', () => {
  it('picks FAQs, asks naming the count, deactivates them, and says what was done; a refused one changes nothing and is named', async () => {
    const tag = `Bulk${Date.now()}`
    const ids = await faqs(tag, 3)
    const page = await signInAsAdmin(e2e)
    await page.goto(`/admin-dashboard/FAQ/list?search=${tag}`)
    const table = page.getByRole('table', { name: 'FAQ' })
    await table
      .getByRole('row')
      .filter({ hasText: `${tag} question 3` })
      .waitFor()

    await page.getByRole('checkbox', { name: 'Select every row on this page' }).check()
    const bar = page.getByRole('region', { name: 'Selected FAQs' })
    await bar.getByText('3 selected').waitFor()
    await bar.getByRole('button', { name: 'Deactivate 3' }).click()
    const ask = page.getByRole('dialog', { name: 'Deactivate 3 FAQs?' })
    await ask.getByRole('button', { name: 'Deactivate' }).click()
    const summary = page.getByRole('dialog', { name: 'What was done' })
    await summary.getByText('3 FAQs deactivated.').waitFor()
    await summary.getByRole('button', { name: 'Close' }).click()
    await bar.waitFor({ state: 'detached' })
    const statuses = await e2e.server.db.selectFrom('faqs').select('status').where('id', 'in', ids).execute()
    expect(statuses.map((row) => row.status)).toEqual(['inactive', 'inactive', 'inactive'])

    // One of them goes while the list still shows it: deleting the three is refused as a whole.
    await page.getByRole('checkbox', { name: 'Select every row on this page' }).check()
    await e2e.server.db.deleteFrom('faqs').where('id', '=', ids[0]).execute()
    await bar.getByRole('button', { name: 'Delete 3' }).click()
    await page.getByRole('dialog', { name: 'Delete 3 FAQs?' }).getByRole('button', { name: 'Delete' }).click()
    await summary.getByText('1 could not be changed:').waitFor()
    await summary.getByText(`${tag} question 1:`, { exact: false }).waitFor()
    await summary.getByText(/2 others were left as they were/).waitFor()
    expect(await e2e.server.db.selectFrom('faqs').select('id').where('id', 'in', ids).execute()).toHaveLength(
      2,
    )

    await summary.getByRole('button', { name: 'Do the 2 others' }).click()
    await summary.getByText('2 FAQs deleted.').waitFor()
    expect(await e2e.server.db.selectFrom('faqs').select('id').where('id', 'in', ids).execute()).toEqual([])
  })
})
