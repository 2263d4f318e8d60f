import { describe, expect, it } from 'vitest'
import { insertArticleCategory } from '../support/articles'
import { e2eSuite, signInAsAdmin } from '../support/e2e'
import { pngOf } from '../support/images'
import { palette, runFromPalette } from '../support/shell'

const CATEGORY = 'Desk notes E2E'
const TITLE = 'Monsoon market diary'
const THAI_TITLE = 'บันทึกตลาดหน้ามรสุม'
const png = (name: string, width: number, height = width) => ({
  name,
  mimeType: 'image/png',
  buffer: pngOf(width, height),
})
const words = (bank: readonly string[], count: number) =>
  Array.from({ length: count }, (_, n) => bank[n % bank.length]).join(' ')

const e2e = e2eSuite(async (server) => {
  await insertArticleCategory(server.db, CATEGORY)
})

const day = (offset: number) => new Date(Date.now() + offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)

describe('writing an article from the keyboard', () => {
  it('writes a bilingual article with a body picture, publishes it, and deactivates it with confirmation', async () => {
    const page = await signInAsAdmin(e2e)
    await page.goto('/admin-dashboard/news-&-article/list')
    await page.getByRole('table', { name: /^Articles/ }).waitFor()
    await runFromPalette(page, 'create article', /Create article/)
    await page.waitForURL('**/news-&-article/create-new-article')
    await page.getByRole('heading', { level: 1, name: 'Create article' }).waitFor()

    // English first: the title, then the body with a picture uploaded into it.
    await page.getByRole('textbox', { name: 'Title (English)' }).fill(TITLE)
    const englishBody = page.getByRole('textbox', { name: 'Content (English)' })
    await englishBody.click()
    await page.keyboard.insertText(
      words(['market', 'stalls', 'open', 'early', 'during', 'the', 'rains'], 210),
    )
    // The toolbar's picture button, pressed from the keyboard, opens the file chooser.
    const chooser = page.waitForEvent('filechooser')
    await page
      .getByRole('toolbar', { name: 'Formatting of Content (English)' })
      .getByRole('button', { name: 'Add a picture' })
      .press('Enter')
    await (await chooser).setFiles(png('stall.png', 40))
    await expect.poll(() => englishBody.locator('img[data-key^="content/"]').count()).toBe(1)
    await page.getByText(/210 words/).waitFor()

    // A main image below 603×603 is refused before it is sent; one of that size is taken.
    const mainImage = page.locator('input[type="file"][name="image"]')
    await mainImage.setInputFiles(png('narrow.png', 602, 603))
    await page.getByText('The image must be at least 603×603 pixels.').first().waitFor()
    await mainImage.setInputFiles(png('cover.png', 603))
    await page.getByText('Main image uploaded; it is kept when you save.').waitFor()

    // Then Thai, switched to without losing the English.
    await page.getByRole('button', { name: 'Thai' }).click()
    await page.getByRole('textbox', { name: 'Title (Thai)' }).fill(THAI_TITLE)
    await page.getByRole('textbox', { name: 'Content (Thai)' }).click()
    await page.keyboard.insertText(words(['ตลาด', 'เปิด', 'แต่เช้า', 'ช่วง', 'ฤดูฝน'], 220))
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: CATEGORY })
    await page.getByLabel('Publish from').fill(day(-1))
    await page.getByLabel('Publish until').fill(day(30))
    await page.getByRole('button', { name: 'Create article' }).click()

    await page.waitForURL('**/news-&-article/full-article-detail?id=*')
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor()
    const content = page.getByRole('region', { name: 'Content' })
    await content.getByRole('button', { name: 'English' }).click()
    await expect.poll(() => content.locator('img[src]').count()).toBe(2)

    // Published: active in the list.
    await page.goto('/admin-dashboard/news-&-article/list')
    const row = page.getByRole('row', { name: new RegExp(TITLE) })
    await row.getByText('Active').waitFor()
    await row.getByRole('link', { name: TITLE, exact: true }).click()
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor()

    // On the open article the palette offers its own actions first; deactivating asks first.
    await runFromPalette(page, 'deactivate', /Deactivate this article/)
    const dialog = page.getByRole('dialog', { name: 'Deactivate this article?' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Deactivate' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('region', { name: 'Article details' }).getByText('Inactive').waitFor()
    await expect.poll(() => palette(page).count()).toBe(0)

    await page.goto('/admin-dashboard/news-&-article/list')
    await page
      .getByRole('row', { name: new RegExp(TITLE) })
      .getByText('Inactive')
      .waitFor()
    await page.context().close()
  })
})
