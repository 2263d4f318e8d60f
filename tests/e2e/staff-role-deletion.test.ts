import { describe, expect, it } from 'vitest'
import { apiClient, dataOf } from '../support/apiClient'
import { e2eSuite, signInAsAdmin } from '../support/e2e'
import { createOrderViewer, ORDER_VIEWER as STAFF } from '../support/fixtures'
import { loginAsAdmin } from '../support/test-server'

const e2e = e2eSuite(async (server) => {
  await createOrderViewer(server.db)
})
const ROLE = STAFF.role

describe('deleting staff access', () => {
  it('deletes a role its staff hold only after choosing the role they move to', async () => {
    const api = apiClient(e2e.server.baseUrl, { token: await loginAsAdmin(e2e.server) })
    dataOf(
      await api.POST('/admin/roles', {
        body: { name: 'Order team', permissions: { orders: ['access', 'update'] } },
      }),
    )
    const admin = await signInAsAdmin(e2e)
    await admin.goto(
      `/admin-dashboard/role-&-permission-management/role-list?search=${encodeURIComponent(ROLE)}`,
    )
    await admin.getByRole('button', { name: `Delete ${ROLE}` }).click()
    const dialog = admin.getByRole('dialog', { name: `Delete the role “${ROLE}”?` })
    await dialog.waitFor()
    await dialog.getByText('1 staff member holds this role.', { exact: false }).waitFor()
    await dialog.getByRole('button', { name: 'Delete role' }).click()
    await dialog.getByText('Choose the role its staff move to.').waitFor()
    await dialog.getByRole('combobox', { name: 'Move its staff to' }).selectOption({ label: 'Order team' })
    await dialog.getByRole('button', { name: 'Delete role' }).click()
    await dialog.waitFor({ state: 'detached' })
    await admin.getByText('The role has been deleted.').waitFor()
    await admin.getByText(`Nothing matches “${ROLE}”.`).waitFor()

    // Esc closes a confirmation without doing anything.
    await admin.goto('/admin-dashboard/internal-user-management/internal-user-list?search=kanya')
    await admin.getByRole('button', { name: `Delete ${STAFF.firstName} ${STAFF.lastName}` }).click()
    await admin.getByRole('dialog').waitFor()
    // As staff would, once the dialog has taken the focus (a busy machine can show it a moment before).
    await expect
      .poll(() =>
        admin.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement)),
      )
      .toBe(true)
    await admin.keyboard.press('Escape')
    await admin.getByRole('dialog').waitFor({ state: 'detached' })
    await expect(admin.getByRole('row').filter({ hasText: 'Order team' }).count()).resolves.toBe(1)

    // Nobody deletes their own account: the server's refusal is shown in the dialog.
    await admin.goto('/admin-dashboard/internal-user-management/internal-user-list?search=admin')
    await admin
      .getByRole('button', { name: /^Delete / })
      .first()
      .click()
    const own = admin.getByRole('dialog')
    await own.getByRole('button', { name: 'Delete internal user' }).click()
    await own.getByRole('alert').filter({ hasText: 'You cannot delete your own account.' }).waitFor()
    await admin.context().close()
  })
})
