import { fullPermissionMap } from '../../src/domain/permissions'
import type { Config } from '../config'
import type { BulkLoad } from '../db/bulkCopy'
import type { Db } from '../db/database'
import { hashPassword } from '../lib/passwords'
import type { StorageDriver } from '../lib/storage/storage'
import { seedDemoAppearance } from '../modules/appearance/appearance.seed'
import { seedDemoCoupons } from '../modules/coupons/coupons.seed'
import { seedDemoPushNotifications } from '../modules/pushNotifications/pushNotifications.seed'
import { seedDemoContent } from './demoContent'
import { demoNotifications, publishDemoNotifications } from './demoNotifications'
import { seedDemoStaffAccess } from './demoStaffAccess'

export const SUPER_ADMIN_ROLE = 'Super admin'

/**
 * On an empty database: the demo pictures into `storage`, the super-admin role, the first staff member
 * and the demo staff data in one transaction, then the demo members, products and orders with
 * `bulkLoad`'s COPY.
 */
export async function seedInitialData(
  db: Db,
  config: Config,
  bulkLoad: BulkLoad,
  storage: StorageDriver,
): Promise<boolean> {
  const existing = await db.selectFrom('internal_users').select('id').limit(1).executeTakeFirst()
  if (existing) return false
  // First, so that a start that cannot store them seeds nothing and the next start tries again; the
  // rows below only name their keys.
  if (config.seedDemoData) await (await import('./demoPictures')).storeDemoPictures(storage)
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
    if (config.seedDemoData) await seedDemoStaffAccess(trx, user.id)
    if (config.seedDemoData) await seedDemoPushNotifications(trx, user.id)
    // A bell with something in it on the first start: a few hours of member and order events.
    if (config.seedDemoData) await publishDemoNotifications(trx, demoNotifications(6, { spacingMinutes: 47 }))
    // Categories, articles and FAQs, so the content screens are not empty.
    if (config.seedDemoData) await seedDemoContent(trx)
    // Coupons before the orders that name them, of every rule type.
    if (config.seedDemoData) await seedDemoCoupons(trx, user.id)
  })
  // Every order, member and product screen shows real rows on a fresh machine: loaded with COPY after
  // the first staff member is in, all or nothing.
  // Loaded only here, so servers without demo data never load the generator and its name lists.
  if (config.seedDemoData) await (await import('./demoCommerce')).seedDemoCommerce(db, bulkLoad)
  // The home page's appearance names demo products, so it comes once they are in.
  if (config.seedDemoData) await seedDemoAppearance(db)
  return true
}
