import { sql } from 'kysely'
import type { Db } from '../../db/database'

export async function twoFactorState(db: Db, userId: string) {
  return db
    .selectFrom('internal_users')
    .select(['email', 'totp_enabled', 'totp_secret', 'totp_pending_secret', 'totp_last_step'])
    .where('id', '=', userId)
    .executeTakeFirst()
}

export async function setPendingSecret(db: Db, userId: string, secret: string): Promise<void> {
  await db
    .updateTable('internal_users')
    .set({ totp_pending_secret: secret })
    .where('id', '=', userId)
    .where('totp_enabled', '=', false)
    .execute()
}

/**
 * Makes the pending secret the active one, if it is still the one the code was checked against: two
 * racing requests cannot both succeed, and a newer set-up in between wins.
 */
export async function activatePendingSecret(
  db: Db,
  userId: string,
  secret: string,
  step: number,
): Promise<boolean> {
  const result = await db
    .updateTable('internal_users')
    .set({
      totp_secret: secret,
      totp_pending_secret: null,
      totp_enabled: true,
      totp_last_step: step,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', userId)
    .where('totp_enabled', '=', false)
    .where('totp_pending_secret', '=', secret)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function deactivateTwoFactor(db: Db, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('internal_users')
    .set({
      totp_secret: null,
      totp_pending_secret: null,
      totp_enabled: false,
      totp_last_step: step,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', userId)
    .where('totp_enabled', '=', true)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}
