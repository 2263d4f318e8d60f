import { fullPermissionMap } from '../../src/domain/permissions'
import type { Config } from '../config'
import type { Db } from '../db/database'
import { hashPassword } from '../lib/passwords'
import { DEMO_STEPS } from './demoStepList'

export const SUPER_ADMIN_ROLE = 'Super admin'

/**
 * On an empty database: the super-admin role and the first staff member, and with demo data the list of
 * its steps, which `startDemoData` makes once the server answers. One transaction: a start that stops
 * half-way leaves an empty database, and the next start begins again.
 */
export async function seedInitialData(db: Db, config: Config): Promise<boolean> {
  const existing = await db.selectFrom('internal_users').select('id').limit(1).executeTakeFirst()
  if (existing) return false
  const passwordHash = await hashPassword(config.adminPassword)
  await db.transaction().execute(async (trx) => {
    const role = await trx
      .insertInto('roles')
      .values({ name: SUPER_ADMIN_ROLE, full_access: true, permissions: JSON.stringify(fullPermissionMap()) })
      .returning('id')
      .executeTakeFirstOrThrow()
    const user = await trx
      .insertInto('internal_users')
      .values({
        email: config.adminEmail,
        password_hash: passwordHash,
        first_name: 'Super',
        last_name: 'Admin',
        job_title: 'Administrator',
        phone_code: '66',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx.insertInto('internal_user_roles').values({ user_id: user.id, role_id: role.id }).execute()
    if (config.seedDemoData) await listDemoData(trx, user.id)
  })
  return true
}

/** The demo data's steps, each still to make, for the job that makes them under `adminId`. */
export async function listDemoData(trx: Db, adminId: string): Promise<void> {
  await trx.insertInto('demo_data_job').values({ admin_id: adminId }).execute()
  await trx
    .insertInto('demo_data_steps')
    .values(DEMO_STEPS.map((step, position) => ({ step: step.name, position, total: step.total })))
    .execute()
}
