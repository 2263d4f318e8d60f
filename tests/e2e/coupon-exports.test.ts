import { readFile } from 'node:fs/promises'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { seedDemoCoupons } from '../../server/modules/coupons/coupons.seed'
import { parseCsv } from '../support/csv'
import { e2eSuite } from '../support/e2e'
import { runFromPalette } from '../support/shell'

const LIST = '/admin-dashboard/coupon-management/coupon-list'

// The demo coupons (ten RULE coupons among them), and seven checkout redemptions of MEMBER50.
const e2e = e2eSuite(async (server) => {
  await seedDemoCoupons(server.db, null)
  await sql`insert into coupon_redemptions (coupon_id, order_reference, discount_category, discount_amount, redeemed_at)
    select c.id, 'CXE-' || n, 'Product Price', 50, ${'2026-02-01T00:00:00Z'}::timestamptz + n * interval '1 hour'
    from generate_series(1, 7) n, coupons c where c.code = 'MEMBER50'`.execute(server.db)
})

const rowsOf = async (path: string) => parseCsv((await readFile(path, 'utf8')).replace(/^\uFEFF/, ''))

describe('Export CSV of the coupons', () => {
  it('downloads the list as the screen shows it, searched and sorted, every page of it', async () => {
    const page = await e2e.openAdminPage(LIST)
    const table = page.getByRole('table', { name: 'Coupons' })
    await page.getByRole('searchbox', { name: 'Search coupons' }).fill('RULE')
    await page.keyboard.press('Enter')
    await table.getByRole('row', { name: /RULE/ }).first().waitFor()
    // Sorted by code, then the other way round: RULE10 first.
    await table.getByRole('button', { name: 'Code' }).click()
    await expect
      .poll(() => table.getByRole('columnheader', { name: 'Code' }).getAttribute('aria-sort'))
      .toBe('ascending')
    await table.getByRole('button', { name: 'Code' }).click()
    await expect
      .poll(() => table.getByRole('rowheader').first().textContent())
      .toBe('Limit Per Sponsor Member coupon')
    const shown = await table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .allTextContents()

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const file = await download
    // The browser's own download of the server's URL, with the screen's search and sort.
    expect(file.url()).toMatch(new RegExp(`^${e2e.server.baseUrl}/api/admin/coupons/export\\?`))
    expect(new URL(file.url()).searchParams.get('search')).toBe('RULE')
    expect(new URL(file.url()).searchParams.get('order')).toBe('desc')
    expect(file.suggestedFilename()).toMatch(/^coupons-\d{8}-\d{6}\.csv$/)
    expect(await file.failure()).toBeNull()
    const [header, ...rows] = await rowsOf(await file.path())
    expect(header.slice(0, 2)).toEqual(['Name', 'Code'])
    // Every coupon of the search, not only the page on screen, in the screen's order.
    expect(rows.map((row) => row[1])).toEqual(
      Array.from({ length: 10 }, (_, index) => `RULE${String(10 - index).padStart(2, '0')}`),
    )
    expect(shown.length).toBeGreaterThan(0)
    shown.forEach((text, index) => {
      expect(text).toContain(rows[index][1])
    })
    await page.getByText(`Export complete: 10 rows saved as ${file.suggestedFilename()}.`).waitFor()
    await page.context().close()
  })

  it('downloads a coupon’s redeem history from the palette', async () => {
    const page = await e2e.openAdminPage(LIST)
    const table = page.getByRole('table', { name: 'Coupons' })
    await page.getByRole('searchbox', { name: 'Search coupons' }).fill('MEMBER50')
    await page.keyboard.press('Enter')
    await table.getByRole('link', { name: 'Redeem history of coupon MEMBER50' }).click()
    await page.waitForURL('**/coupon-redeem-history**')
    await page
      .getByRole('table', { name: 'Orders that redeemed the coupon' })
      .getByRole('rowheader')
      .first()
      .waitFor()

    const download = page.waitForEvent('download')
    await runFromPalette(page, 'export', /redeem history as CSV/)
    const file = await download
    expect(file.url()).toMatch(
      new RegExp(`^${e2e.server.baseUrl}/api/admin/coupons/[0-9a-f-]+/history/export\\?`),
    )
    expect(file.suggestedFilename()).toMatch(/^coupon-redeem-history-\d{8}-\d{6}\.csv$/)
    const [header, ...rows] = await rowsOf(await file.path())
    expect(header[0]).toBe('Order')
    expect(rows.map((row) => row[0]).sort()).toEqual(
      Array.from({ length: 7 }, (_, index) => `CXE-${index + 1}`),
    )
    await page.context().close()
  })
})
