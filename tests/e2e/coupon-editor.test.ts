import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seedDemoCoupons } from '../../server/modules/coupons/coupons.seed'
import { e2eSuite, signInAsAdmin } from '../support/e2e'
import { insertMember } from '../support/members'
import { insertCategories, insertProducts } from '../support/products'
import { heading, runFromPalette, sidebar } from '../support/shell'

// Products CPF000001… (member price n × 10 baht) and two members of Thailand: a bronze one and a gold one.
const e2e = e2eSuite(async (server) => {
  const categories = await insertCategories(server.db, 'CPF')
  await insertProducts(server.db, { count: 4, prefix: 'CPF', categories })
  await insertMember(server.db, 'CPFBRONZE', { tier: 'bronze' })
  await insertMember(server.db, 'CPFGOLD', { tier: 'gold' })
  await seedDemoCoupons(server.db, null)
})

const pad = (n: number) => String(n).padStart(2, '0')
/** A datetime-local input's value for an instant, in the browser's (and this process's) time zone. */
const local = (time: number) => {
  const date = new Date(time)
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}
const DAY = 86_400_000

/** Picks a member by the start of their code, puts 20 of CPF000003 (฿600) in the cart, and runs. */
async function dryRunFor(page: Page, memberCode: string) {
  await page.getByRole('searchbox', { name: /Find a member/ }).fill(memberCode)
  await page.getByRole('radio', { name: new RegExp(memberCode) }).check()
  await page.getByRole('textbox', { name: 'Product code 1' }).fill('CPF000003')
  await page.getByRole('spinbutton', { name: 'Quantity 1' }).fill('20')
  await page.getByRole('button', { name: 'Run dry-run' }).click()
}

describe('the coupon editor', () => {
  it('builds a coupon with two rules from the keyboard, then dry-runs it for a member who fails one and one who passes', async () => {
    const page = await signInAsAdmin(e2e)
    // Words no record matches: the palette's best record cannot take the selection from the command.
    await runFromPalette(page, 'create coupon', /^New coupon/)
    await page.waitForURL('**/coupon-management/create-new-coupon')
    await heading(page, 'Create coupon')

    await page.getByRole('textbox', { name: 'Name', exact: true }).focus()
    await page.keyboard.type('Gold members ฿100 off')
    await page.keyboard.press('Tab')
    await page.keyboard.type('gold100')
    await page.getByLabel('Redeem from').fill(local(Date.now() - DAY))
    await page.getByLabel('Redeem until').fill(local(Date.now() + 30 * DAY))
    await page.getByRole('spinbutton', { name: 'Discount amount (฿)' }).focus()
    await page.keyboard.type('100')

    // The first rule: members of the gold tier. Enter adds it, and its first choice takes the keyboard.
    const ruleType = page.getByRole('combobox', { name: 'Condition to add' })
    await ruleType.selectOption('Member Tier')
    await ruleType.press('Enter')
    const tiers = page.getByRole('listitem', { name: 'Member Tier' })
    await expect
      .poll(() =>
        tiers.getByRole('checkbox', { name: 'Bronze' }).evaluate((box) => box === document.activeElement),
      )
      .toBe(true)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    expect(await tiers.getByRole('checkbox', { name: 'Gold' }).isChecked()).toBe(true)

    // The second: a purchase of at least ฿500.
    await ruleType.selectOption('Minimum Purchase Amount')
    await ruleType.press('Enter')
    const minimum = page.getByRole('spinbutton', { name: 'Minimum purchase (฿)' })
    await expect.poll(() => minimum.evaluate((input) => input === document.activeElement)).toBe(true)
    await page.keyboard.type('500')
    await page.keyboard.press('Enter')

    await page.waitForURL('**/coupon-management/edit-coupon?id=*')
    await heading(page, 'Edit coupon GOLD100')
    const stored = await e2e.server.db
      .selectFrom('coupons')
      .select(['condition_types', 'member_tiers', 'minimum_purchase_amount', 'discount_amount'])
      .where('code', '=', 'GOLD100')
      .executeTakeFirstOrThrow()
    expect(stored).toMatchObject({
      condition_types: ['Member Tier', 'Minimum Purchase Amount'],
      member_tiers: ['gold'],
    })
    expect(Number(stored.minimum_purchase_amount)).toBe(500)
    expect(Number(stored.discount_amount)).toBe(100)

    // On the coupon's screen, its dry-run comes from the palette.
    await runFromPalette(page, 'Dry-run this', /Dry-run this coupon/)
    await page.waitForURL('**/coupon-management/coupon-dry-run?id=*')
    await heading(page, 'Dry-run: GOLD100 (Gold members ฿100 off)')

    await dryRunFor(page, 'CPFBRONZE')
    const result = page.getByRole('region', { name: 'Dry-run result' })
    await result.getByRole('status').getByText('The coupon does not apply').waitFor()
    const checks = result.getByRole('list', { name: 'Checks' })
    await checks.getByRole('listitem', { name: 'Member Tier: Failed' }).waitFor()
    await checks.getByRole('listitem', { name: 'Minimum Purchase Amount: Passed' }).waitFor()

    await dryRunFor(page, 'CPFGOLD')
    await result.getByRole('status').getByText('The coupon applies').waitFor()
    await checks.getByRole('listitem', { name: 'Member Tier: Passed' }).waitFor()
    expect(await checks.getByRole('listitem', { name: /: Failed$/ }).count()).toBe(0)
    expect(await result.getByRole('status').textContent()).toContain('฿100.00')
    await page.context().close()
  })

  it("says a chain code is the coupon's own and a code is taken, shows a save made meanwhile, and asks before leaving unsaved changes", async () => {
    const page = await signInAsAdmin(e2e)
    const coupon = await e2e.server.db
      .selectFrom('coupons')
      .select(['id', 'code'])
      .where('code', '=', 'WELCOME100')
      .executeTakeFirstOrThrow()
    await page.goto(`/admin-dashboard/coupon-management/edit-coupon?id=${coupon.id}`)
    await heading(page, 'Edit coupon WELCOME100')

    // Chained to itself: the spec's message, on the field, and the field takes the keyboard.
    const ruleType = page.getByRole('combobox', { name: 'Condition to add' })
    await ruleType.selectOption('Chain to Coupon')
    await ruleType.press('Enter')
    const chain = page.getByRole('combobox', { name: 'Chain to coupon code' })
    await expect.poll(() => chain.evaluate((input) => input === document.activeElement)).toBe(true)
    await page.keyboard.type('welcome100')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Chain to coupon code must be different from Coupon code').waitFor()
    await expect.poll(() => chain.evaluate((input) => input === document.activeElement)).toBe(true)
    await page.getByRole('button', { name: 'Remove condition Chain to Coupon' }).click()

    // A code another coupon has: refused under the code field, which takes the keyboard.
    const code = page.getByRole('textbox', { name: 'Coupon code' })
    await code.fill('MEMBER50')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('This coupon code is already in use.').waitFor()
    await expect.poll(() => code.evaluate((input) => input === document.activeElement)).toBe(true)
    await code.fill('WELCOME100')

    // Someone saves the coupon after this form read it: nothing of ours is written, and the form says so.
    await e2e.server.db
      .updateTable('coupons')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', coupon.id)
      .execute()
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Welcome, renamed')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Someone else changed this coupon').waitFor()
    const stored = await e2e.server.db
      .selectFrom('coupons')
      .select('name')
      .where('id', '=', coupon.id)
      .executeTakeFirstOrThrow()
    expect(stored.name).not.toBe('Welcome, renamed')

    // Leaving with the change unsaved asks first.
    await sidebar(page).getByRole('link', { name: 'Home' }).click()
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' })
    await leave.waitFor()
    await leave.getByRole('button', { name: 'Leave' }).click()
    await page.waitForURL('**/admin-dashboard/home')
    await page.context().close()
  })
})
