import { describe, expect, it } from 'vitest'
import { apiClient, dataOf } from '../support/apiClient'
import { e2eSuite, signInAsAdmin } from '../support/e2e'
import { pngOf } from '../support/images'
import { insertCategories, insertProducts } from '../support/products'
import { heading, paletteOptions } from '../support/shell'
import { loginAsAdmin, type TestServer } from '../support/test-server'

/** Thirty Thai products of their own, codes EP000001 to EP000030, none with media yet. */
async function withProducts(server: TestServer): Promise<void> {
  const categories = await insertCategories(server.db, 'E')
  await insertProducts(server.db, { count: 30, prefix: 'EP', categories })
}

const e2e = e2eSuite(withProducts)
const png = (name: string, side: number) => ({ name, mimeType: 'image/png', buffer: pngOf(side, side) })

describe('inventory', () => {
  it('filters the list by a price range, clamping an end above the maximum', async () => {
    const page = await signInAsAdmin(e2e)
    await page.goto('/admin-dashboard/inventory-management/product-list?search=EP')
    await heading(page, 'Inventory')
    await page.getByRole('rowheader', { name: 'EP000030' }).waitFor()
    await page.getByRole('spinbutton', { name: 'Lowest price' }).fill('250')
    await page.getByRole('spinbutton', { name: 'Highest price' }).fill('200000')
    await page.getByRole('button', { name: 'Apply' }).click()
    await page.getByRole('alert').filter({ hasText: 'Price cannot be higher than 100,000.' }).waitFor()
    expect(await page.getByRole('spinbutton', { name: 'Highest price' }).inputValue()).toBe('100000')
    await page.waitForURL(/from=250&to=100000/)
    // Member prices are ten times the number: EP000025 to EP000030 are from 250.
    await expect
      .poll(() => page.getByRole('rowheader').allTextContents())
      .toEqual(['EP000030', 'EP000029', 'EP000028', 'EP000027', 'EP000026'])
  })

  it('uploads product images, reorders them by keyboard and saves the order', async () => {
    const page = await signInAsAdmin(e2e)
    await page.goto('/admin-dashboard/inventory-management/product-list?search=EP000003')
    await page.getByRole('rowheader', { name: 'EP000003' }).waitFor()
    // The list is down to one product: its actions come first in the palette, with their shortcut.
    expect((await paletteOptions(page, 'images'))[0]).toMatch(/Open this product's images and video/)
    // Its shortcut, as the palette showed it, opens them.
    await page.keyboard.press('p')
    await page.keyboard.press('m')
    await heading(page, 'Images and video of EP000003')

    await page
      .getByLabel('Choose images or video')
      .setInputFiles([
        png('front.png', 700),
        png('side.png', 660),
        png('back.png', 650),
        png('tiny.png', 100),
      ])
    await page
      .getByRole('alert')
      .filter({ hasText: 'tiny.png: The image must be at least 650×650 pixels.' })
      .waitFor()
    const items = page
      .getByRole('list', { name: 'Product images and video, cover first' })
      .getByRole('listitem')
    await expect.poll(() => items.count()).toBe(3)
    expect(await items.first().getAttribute('aria-label')).toBe('front.png (Cover)')

    // back.png to the cover's place from the keyboard: the focus stays on its Move up button.
    await page.getByRole('button', { name: 'Move up: back.png' }).focus()
    await page.keyboard.press('Enter')
    await page.getByText('back.png is now number 2 of 3.').waitFor()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Move up: back.png',
    )
    await page.keyboard.press('Enter')
    await page.getByText('back.png is now number 1 of 3.').waitFor()
    await expect.poll(() => items.first().getAttribute('aria-label')).toBe('back.png (Cover)')

    // Remove asks first.
    await page.getByRole('button', { name: 'Remove: side.png' }).click()
    const dialog = page.getByRole('dialog', { name: 'Remove this file?' })
    await dialog.getByRole('button', { name: 'Remove' }).click()
    await expect.poll(() => items.count()).toBe(2)

    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByText('The images and video are saved.').waitFor()
    const token = await loginAsAdmin(e2e.server)
    const saved = dataOf(
      await apiClient(e2e.server.baseUrl, { token }).GET('/admin/products/productCode', {
        params: { query: { countryCode: 'TH', productCode: 'EP000003' } },
      }),
    )
    expect(saved.media.map((item) => item.fileType)).toEqual(['image', 'image'])
    // back.png (650 px) is the cover, then front.png (700 px): each PNG's width is in its header.
    const widths = await Promise.all(
      saved.media.map(async (item) =>
        Buffer.from(await (await fetch(`${e2e.server.baseUrl}${item.url}`)).arrayBuffer()).readUInt32BE(16),
      ),
    )
    expect(widths).toEqual([650, 700])
    const images = page.getByRole('img', { name: /^Image [12]$/ })
    await expect.poll(() => images.count()).toBe(2)
  })
})
