import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { e2eSuite } from '../support/e2e'
import { runFromPalette } from '../support/shell'

const e2e = e2eSuite()
const DAY = 86_400_000

/** An FAQ of its own, written straight into the database, in a category of its own. */
async function faqNamed(question: string): Promise<string> {
  const category = await e2e.server.db
    .insertInto('faq_categories')
    .values({ name: `Undo ${question}` })
    .returning('id')
    .executeTakeFirstOrThrow()
  const faq = await e2e.server.db
    .insertInto('faqs')
    .values({
      question_en: question,
      question_th: `${question} (ไทย)`,
      answer_en: '<p>Answer</p>',
      answer_th: '<p>คำตอบ</p>',
      category_id: category.id,
      status: 'active',
      publish_start_date: new Date(Date.now() - DAY),
      publish_end_date: new Date(Date.now() + 30 * DAY),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return faq.id
}

const questionOf = async (id: string) =>
  (await e2e.server.db.selectFrom('faqs').select('question_en').where('id', '=', id).executeTakeFirst())
    ?.question_en

const detail = (id: string) => `/admin-dashboard/FAQ/full-FAQ-detail/${id}`
const toast = (page: Page, text: string) => page.getByRole('status').getByText(text)

describe('undo', () => {
  it('brings a deleted FAQ back with Ctrl+Z while the toast offers Undo', async () => {
    const question = `Can I undo a delete ${Date.now()}?`
    const id = await faqNamed(question)
    const page = await e2e.openAdminPage(detail(id))
    await page.getByRole('heading', { level: 1, name: question }).waitFor()

    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete this FAQ?' })
    await dialog.getByText(/undo it for 10 seconds/).waitFor()
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
    await toast(page, 'FAQ deleted.').waitFor()
    await page.getByRole('status').getByRole('button', { name: 'Undo' }).waitFor()
    expect(await questionOf(id)).toBeUndefined()

    await page.keyboard.press('Control+z')
    await toast(page, 'Undone.').waitFor()
    await expect.poll(() => questionOf(id)).toBe(question)
    // The list on screen is read again: the FAQ is back in it.
    await page.getByRole('link', { name: question, exact: true }).waitFor()
  })

  it('reverts an edit from the FAQ’s change history, from its button and from the palette', async () => {
    const question = `Where is my parcel ${Date.now()}?`
    const id = await faqNamed(question)
    const page = await e2e.openAdminPage(`/admin-dashboard/FAQ/edit-FAQ/${id}`)
    const field = page.getByRole('textbox', { name: /^Question \(English\)/ })
    await field.fill(`${question} (edited)`)
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByRole('heading', { level: 1, name: `${question} (edited)` }).waitFor()
    // The save's toast offers Undo too.
    await page.getByRole('status').getByRole('button', { name: 'Undo' }).waitFor()

    const history = page.getByRole('region', { name: 'Change history' })
    const revert = history.getByRole('button', { name: /^Revert this change: Edited/ })
    await revert.click()
    const dialog = page.getByRole('dialog', { name: 'Revert this change?' })
    await dialog.getByText(/the question \(English\)/).waitFor()
    await dialog.getByRole('button', { name: 'Revert this change' }).click()
    await dialog.waitFor({ state: 'detached' })
    await toast(page, 'Change reverted.').waitFor()
    await page.getByRole('heading', { level: 1, name: question }).waitFor()
    expect(await questionOf(id)).toBe(question)
    await history.getByText(/Reverted a change/).waitFor()

    // The palette's "Revert this change" asks about the newest change: the revert itself.
    await runFromPalette(page, 'Revert this change', /Revert this change/)
    await dialog.getByRole('button', { name: 'Revert this change' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('heading', { level: 1, name: `${question} (edited)` }).waitFor()
    expect(await questionOf(id)).toBe(`${question} (edited)`)
  })

  it('lists what was deleted, kept 30 days, and restores it from the palette’s "Show recently deleted"', async () => {
    const question = `Kept for later ${Date.now()}?`
    const id = await faqNamed(question)
    const page = await e2e.openAdminPage(detail(id))
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete this FAQ?' })
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
    await confirm.waitFor({ state: 'detached' })
    await toast(page, 'FAQ deleted.').waitFor()

    await runFromPalette(page, 'recently deleted', /Show recently deleted/)
    const dialog = page.getByRole('dialog', { name: 'Recently deleted' })
    await dialog.getByText(/kept for 30 days/).waitFor()
    await dialog.getByRole('button', { name: `Restore ${question}` }).click()
    await toast(page, 'Restored.').waitFor()
    await expect.poll(() => questionOf(id)).toBe(question)
    await dialog.getByRole('button', { name: `Restore ${question}` }).waitFor({ state: 'detached' })
  })
})
