import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { e2eSuite, signInAsAdmin } from '../support/e2e'
import { insertMember } from '../support/members'

const e2e = e2eSuite()

/** The texts of a select's options, once it offers more than its placeholder. */
async function optionTexts(page: Page, name: string, scope = page.locator('body')): Promise<string[]> {
  const select = scope.getByRole('combobox', { name, exact: true })
  await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1)
  return select.locator('option').allTextContents()
}

describe('members', () => {
  it('finds a member in Thai, offers its orders from the keyboard, and moves its address through the cascades', async () => {
    const member = await insertMember(e2e.server.db, 'ME-5001', {
      first_name_th: 'มาลี',
      last_name_th: 'ศรีสุข',
    })
    const page = await signInAsAdmin(e2e)
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'th'))

    // The list in Thai, searched by the member id.
    await page.goto('/admin-dashboard/user-management/user-list?search=ME-5001')
    await page.getByRole('heading', { level: 1, name: 'ผู้ใช้' }).waitFor()
    const table = page.getByRole('table', { name: 'สมาชิก' })
    await table.getByRole('row').filter({ hasText: 'มาลี ศรีสุข' }).waitFor()
    await table.getByRole('link', { name: 'ME-5001' }).click()
    await page.waitForURL(`**/user-management/edit-user-information/${member.id}`)
    await page.getByRole('heading', { level: 1, name: 'แก้ไข มาลี ศรีสุข' }).waitFor()

    // The open member's orders, from its shortcut: the order list searched by its member id.
    await page.getByRole('heading', { level: 1 }).click()
    await page.keyboard.press('m')
    await page.keyboard.press('o')
    await page.waitForURL('**/order-management/order-list?search=ME-5001')
    await page.goBack()
    await page.getByRole('heading', { level: 1, name: 'แก้ไข มาลี ศรีสุข' }).waitFor()

    // Bangkok → Chiang Mai: each level empties those below it, the sub-district fills the postal code.
    const shipping = page.getByRole('group', { name: 'ที่อยู่จัดส่ง 1' })
    const province = shipping.getByRole('combobox', { name: 'จังหวัด', exact: true })
    await expect.poll(() => province.inputValue()).toBe('10')
    const postalCode = shipping.getByRole('textbox', { name: 'รหัสไปรษณีย์' })
    expect(await postalCode.inputValue()).toBe('10110')
    await province.selectOption({ label: 'เชียงใหม่' })
    expect(await postalCode.inputValue()).toBe('')
    expect(await optionTexts(page, 'อำเภอ/เขต', shipping)).toContain('เมืองเชียงใหม่')
    await shipping
      .getByRole('combobox', { name: 'อำเภอ/เขต', exact: true })
      .selectOption({ label: 'เมืองเชียงใหม่' })
    expect(await optionTexts(page, 'ตำบล/แขวง', shipping)).toContain('ช้างเผือก')
    await shipping
      .getByRole('combobox', { name: 'ตำบล/แขวง', exact: true })
      .selectOption({ label: 'ช้างเผือก' })
    expect(await postalCode.inputValue()).toBe('50300')
    await shipping.getByRole('textbox', { name: 'ที่อยู่ (บ้านเลขที่ อาคาร ถนน)' }).fill('88 ถนนห้วยแก้ว')

    await page.getByRole('button', { name: 'บันทึกสมาชิก' }).click()
    await page.waitForURL('**/user-management/user-list')

    // Saved as the lists name it, in both languages, and the change is in the member's history.
    const saved = await e2e.server.db
      .selectFrom('member_addresses')
      .selectAll()
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow()
    expect(saved).toMatchObject({
      province_th: 'เชียงใหม่',
      province_en: 'Chiang Mai',
      district_th: 'เมืองเชียงใหม่',
      sub_district_th: 'ช้างเผือก',
      sub_district_en: 'Chang Phueak',
      postal_code: '50300',
      address: '88 ถนนห้วยแก้ว',
      is_default: true,
    })
    const history = await e2e.server.db
      .selectFrom('member_history')
      .select(['actor_name', 'changes'])
      .where('member_id', '=', member.id)
      .execute()
    expect(history).toHaveLength(1)
    expect(Object.keys(history[0].changes)).toEqual(['addresses'])

    // Opened again, the editor shows the saved address.
    await page.goto(`/admin-dashboard/user-management/edit-user-information/${member.id}`)
    await expect
      .poll(() =>
        page
          .getByRole('group', { name: 'ที่อยู่จัดส่ง 1' })
          .getByRole('combobox', { name: 'ตำบล/แขวง', exact: true })
          .inputValue(),
      )
      .toBe(String(saved.sub_district_id))
    await page.context().close()
  })
})
