import { describe, expect, it } from 'vitest'
import { e2eSuite, signInAsAdmin } from '../support/e2e'

const e2e = e2eSuite()

describe('the staff screens, for assistive technology', () => {
  it('gives every control an accessible name, in English and in Thai', async () => {
    const admin = await signInAsAdmin(e2e)
    const unnamed = () =>
      admin.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('main button, main a[href], main input, main select')]
          .filter((element) => element.getClientRects().length > 0 || element.matches('input[type="file"]'))
          .filter((element) => {
            const labelled = element
              .getAttribute('aria-labelledby')
              ?.split(' ')
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join('')
            const byFor = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : ''
            const wrapped = element.closest('label')?.textContent
            return !(
              element.getAttribute('aria-label') ||
              labelled?.trim() ||
              byFor?.trim() ||
              wrapped?.trim() ||
              element.textContent?.trim()
            )
          })
          .map((element) => element.outerHTML.slice(0, 160)),
      )
    const screens = [
      ['/admin-dashboard/profile', /Profile|โปรไฟล์/],
      ['/admin-dashboard/role-&-permission-management/role-list', /Roles|บทบาท/],
      ['/admin-dashboard/role-&-permission-management/create-new-role', /Create role|สร้างบทบาท/],
      ['/admin-dashboard/internal-user-management/internal-user-list', /Internal users|ผู้ใช้ภายใน/],
      [
        '/admin-dashboard/internal-user-management/create-new-internal-user-account',
        /Create internal user account|สร้างบัญชีผู้ใช้ภายใน/,
      ],
      [
        '/admin-dashboard/platform-statistic/user-access-history',
        /User access history|ประวัติการเข้าใช้งานของผู้ใช้/,
      ],
      ['/admin-dashboard/platform-statistic/data-export-history', /Data export history|ประวัติการส่งออกข้อมูล/],
    ] as const
    for (const language of ['en', 'th']) {
      await admin.evaluate((value) => localStorage.setItem('i18nextLng', value), language)
      for (const [path, title] of screens) {
        await admin.goto(path)
        await admin.getByRole('heading', { level: 1, name: title }).waitFor()
        await admin.locator('main [aria-busy="true"]').waitFor({ state: 'detached' })
        await admin.locator('main form, main table').first().waitFor()
        expect({ path, language, unnamed: await unnamed() }).toEqual({ path, language, unnamed: [] })
      }
    }
    // Nothing left untranslated: no raw 'namespace:key' of the shared parts or the staff areas on a Thai screen.
    await expect(admin.locator('main').textContent()).resolves.not.toMatch(
      /\b(ui|internalUsers|roles|profile|statistics|shell):[a-z_]+[.a-z_]*/,
    )
    await admin.context().close()
  })
})
