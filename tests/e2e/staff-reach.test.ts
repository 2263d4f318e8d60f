import crypto from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { e2eSuite, submitSignIn } from '../support/e2e'
import { createStaff } from '../support/fixtures'

// The screens offer a staff manager only what the server would allow: no actions on accounts or roles
// holding more than they do, no role in the picker that grants more, no box in the matrix they lack.

const e2e = e2eSuite()

const STAFF_ADMIN = {
  internalUsers: ['access', 'create', 'update', 'delete'],
  roles: ['access', 'create', 'update', 'delete'],
} as const

async function signInAsStaffManager(): Promise<{ page: Page; roleName: string }> {
  const roleName = `Staff managers ${crypto.randomBytes(3).toString('hex')}`
  const manager = await createStaff(e2e.server.db, {
    roles: [
      {
        name: roleName,
        permissions: { internalUsers: [...STAFF_ADMIN.internalUsers], roles: [...STAFF_ADMIN.roles] },
      },
    ],
  })
  const page = await e2e.openPage('/signin')
  await submitSignIn(page, manager.email, manager.password)
  await page.waitForURL('**/admin-dashboard/home')
  return { page, roleName }
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text })

describe('a staff manager without full access', () => {
  it('sees no actions on a full-access account and no full-access role to give', async () => {
    const { page, roleName } = await signInAsStaffManager()
    const peer = await createStaff(e2e.server.db, {
      email: `peer-${crypto.randomBytes(3).toString('hex')}@example.com`,
    })

    await page.goto('/admin-dashboard/internal-user-management/internal-user-list')
    await page.getByRole('heading', { level: 1, name: 'Internal users' }).waitFor()
    const admin = rowOf(page, e2e.server.config.adminEmail)
    await admin.waitFor()
    await expect(admin.textContent()).resolves.toContain('View only')
    expect(await admin.getByRole('link', { name: /^Edit/ }).count()).toBe(0)
    const peerRow = rowOf(page, peer.email)
    await peerRow.getByRole('link', { name: /^Edit/ }).waitFor()

    await page.goto('/admin-dashboard/internal-user-management/create-new-internal-user-account')
    await page.getByRole('checkbox', { name: roleName }).waitFor()
    expect(await page.getByRole('checkbox', { name: 'Super admin' }).count()).toBe(0)
    await page.context().close()
  })

  it('may not edit a full-access role, and grants in a role only what they hold', async () => {
    const { page } = await signInAsStaffManager()
    await page.goto('/admin-dashboard/role-&-permission-management/role-list')
    const superAdmin = rowOf(page, 'Super admin')
    await superAdmin.waitFor()
    await expect(superAdmin.textContent()).resolves.toContain('View only')

    await page.goto('/admin-dashboard/role-&-permission-management/create-new-role')
    await page.getByRole('heading', { level: 1, name: 'Create role' }).waitFor()
    expect(await page.getByRole('switch', { name: 'Full access' }).isDisabled()).toBe(true)
    expect(await page.getByRole('checkbox', { name: 'Roles & permissions: Update' }).isDisabled()).toBe(false)
    const orders = page.getByRole('checkbox', { name: /^Orders: Access/ })
    expect(await orders.isDisabled()).toBe(true)
    // Ticking every permission ticks only the ones the manager holds.
    await page.getByRole('checkbox', { name: 'Every permission on every feature' }).check()
    expect(await orders.isChecked()).toBe(false)
    expect(await page.getByRole('checkbox', { name: 'Internal users: Delete' }).isChecked()).toBe(true)
    await page.context().close()
  })
})
