import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { e2eSuite, signInAsAdmin } from '../support/e2e'
import { insertReviews } from '../support/reviews'

const e2e = e2eSuite()

const REVIEWS = '/admin-dashboard/review-approval'
const reviewsTable = (page: Page) => page.getByRole('table', { name: 'Pending reviews' })
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) })

async function tabCount(page: Page, name: string): Promise<number> {
  const text = (await tab(page, name).textContent()) ?? ''
  return Number(text.replace(/\D/g, ''))
}

describe('review approval', () => {
  it('approves three picked reviews at once from the keyboard, and the product’s rating follows', async () => {
    // Product A has reviews 1, 3, 5, 7, 9 with product ratings 2, 4, 1, 3, 5 (newest first: 5, 3, 1, 4, 2).
    const { productA } = await insertReviews(e2e.server.db, {
      count: 10,
      prefix: 'EKB',
      from: '2025-09-01T00:00:00Z',
      stepMinutes: 60,
    })
    const page = await signInAsAdmin(e2e)
    await page.goto(`${REVIEWS}?product=${productA}`)
    const table = reviewsTable(page)
    const boxes = table.getByRole('checkbox', { name: /^Select the review by Somchai Jaidee on EKB-A/ })
    await boxes.first().waitFor()
    await expect.poll(() => boxes.count(), { timeout: 10_000 }).toBe(5)
    await table.getByText('No approved reviews yet').first().waitFor()
    const pendingBefore = await tabCount(page, 'Pending')

    // The newest three (ratings 5, 3 and 1), picked with the space bar.
    for (const index of [0, 1, 2]) {
      await boxes.nth(index).focus()
      await page.keyboard.press('Space')
    }
    const picked = page.getByRole('region', { name: 'Picked reviews' })
    await picked.getByText('3 selected').waitFor()
    await picked.getByRole('button', { name: 'Approve 3 reviews' }).waitFor()

    await page.keyboard.press('r')
    await page.keyboard.press('a')
    const dialog = page.getByRole('dialog', { name: 'Approve 3 reviews?' })
    await dialog.waitFor()
    await page.keyboard.press('Enter')
    await page.getByText('3 reviews approved.').waitFor()
    await dialog.waitFor({ state: 'detached' })

    // The two still pending show the product's new rating: (5 + 3 + 1) / 3.
    await expect.poll(() => boxes.count()).toBe(2)
    await table.getByText('★ 3.0 from 3 approved reviews').first().waitFor()
    await expect.poll(() => tabCount(page, 'Pending')).toBe(pendingBefore - 3)
    expect(await tabCount(page, 'Approved')).toBe(3)
    const product = await e2e.server.db
      .selectFrom('products')
      .select(['rating', 'approved_review_count'])
      .where('id', '=', productA)
      .executeTakeFirstOrThrow()
    expect(product).toEqual({ rating: '3.0', approved_review_count: 3 })
    await page.context().close()
  })
})
