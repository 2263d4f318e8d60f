import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { e2eSuite, signInAsAdmin } from '../support/e2e'

const e2e = e2eSuite()
const CREATE = '/admin-dashboard/FAQ/create-new-FAQ'

async function faqCategory(name: string): Promise<string> {
  const row = await e2e.server.db
    .insertInto('faq_categories')
    .values({ name })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

const question = (page: Page, language: 'English' | 'Thai') =>
  page.getByRole('textbox', { name: new RegExp(`^Question \\(${language}\\)`) })
const answer = (page: Page, language: 'English' | 'Thai') =>
  page.getByRole('textbox', { name: new RegExp(`^Answer \\(${language}\\)`) })
const languageButton = (page: Page, language: 'English' | 'Thai') =>
  page.getByRole('button', { name: language, exact: true })

describe('the FAQ form', () => {
  it('asks before a content-language switch deletes unsaved fields: cancel keeps them, confirm clears them', async () => {
    const page = await signInAsAdmin(e2e)
    await page.goto(CREATE)
    await question(page, 'English').fill('Where is my parcel?')

    await languageButton(page, 'Thai').click()
    const dialog = page.getByRole('dialog', { name: 'Switch content language?' })
    await dialog.waitFor()
    await dialog.getByText(/unfinished question and answer in English/).waitFor()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(await question(page, 'English').inputValue()).toBe('Where is my parcel?')
    expect(await languageButton(page, 'English').getAttribute('aria-pressed')).toBe('true')

    await languageButton(page, 'Thai').click()
    await dialog.getByRole('button', { name: 'Switch and delete' }).click()
    await dialog.waitFor({ state: 'detached' })
    await question(page, 'Thai').waitFor()
    await languageButton(page, 'English').click()
    expect(await question(page, 'English').inputValue()).toBe('')
  })

  it('creates an FAQ in both languages, refusing to save while one language is missing', async () => {
    const name = `Shipping ${Date.now()}`
    await faqCategory(name)
    const page = await signInAsAdmin(e2e)
    await page.goto(CREATE)
    await question(page, 'English').fill('How long does delivery take?')
    await answer(page, 'English').click()
    await page.keyboard.type('Two to four working days.')
    await page.getByLabel('Category').selectOption({ label: name })
    await page.getByLabel('Publish from').fill('2026-01-01')
    await page.getByLabel('Publish until').fill('2030-12-31')

    await page.getByRole('button', { name: 'Create FAQ' }).click()
    const required = page.getByRole('dialog', { name: 'Both languages are required' })
    await required.getByText('Please fill in the question and the answer in both Thai and English.').waitFor()
    await required.getByRole('button', { name: 'OK' }).click()
    await required.waitFor({ state: 'detached' })

    // English is written whole, so switching keeps it without asking.
    await languageButton(page, 'Thai').click()
    await question(page, 'Thai').fill('จัดส่งใช้เวลากี่วัน')
    await answer(page, 'Thai').click()
    await page.keyboard.type('สองถึงสี่วันทำการ')
    await page.getByRole('button', { name: 'Create FAQ' }).click()
    await page.getByText('FAQ created.').waitFor()
    await page.getByRole('heading', { name: 'How long does delivery take?', level: 1 }).waitFor()

    const saved = await e2e.server.db
      .selectFrom('faqs')
      .select(['question_en', 'question_th', 'answer_en', 'answer_th'])
      .where('question_en', '=', 'How long does delivery take?')
      .executeTakeFirstOrThrow()
    expect(saved).toEqual({
      question_en: 'How long does delivery take?',
      question_th: 'จัดส่งใช้เวลากี่วัน',
      answer_en: '<p>Two to four working days.</p>',
      answer_th: '<p>สองถึงสี่วันทำการ</p>',
    })
  })
})
