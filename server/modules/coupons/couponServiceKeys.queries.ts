// Coupon service keys: what another tool (the checkout) redeems coupons with. A key is shown once when
// made; only its SHA-256 is kept, with a short prefix staff can recognise it by in the list.
import crypto from 'node:crypto'
import { sql } from 'kysely'
import type { ServiceKeyAuth } from '../../appContext'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/errors'

const KEY_PREFIX = 'csk_'

const hashOf = (key: string) => crypto.createHash('sha256').update(key).digest('hex')

/** A new key's text (`csk_` and 43 characters of 32 random bytes), its hash and its shown prefix. */
export function newServiceKey() {
  const key = `${KEY_PREFIX}${crypto.randomBytes(32).toString('base64url')}`
  return { key, hash: hashOf(key), prefix: key.slice(0, KEY_PREFIX.length + 6) }
}

/**
 * The live key of a bearer token, or a 401. The last use is written at most once a minute per key, and
 * outside the caller's transaction: every redemption touching one row would queue them all on it.
 */
export async function authenticateServiceKey(db: Db, token: string): Promise<ServiceKeyAuth> {
  if (!token.startsWith(KEY_PREFIX)) throw new AppError(401, 'coupons.errors.service_key_invalid')
  const row = await db
    .selectFrom('coupon_service_keys')
    .select(['id', 'last_used_at'])
    .where('key_hash', '=', hashOf(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  if (!row) throw new AppError(401, 'coupons.errors.service_key_invalid')
  const lastUsed = row.last_used_at ? new Date(row.last_used_at).getTime() : 0
  if (Date.now() - lastUsed > 60_000)
    await db
      .updateTable('coupon_service_keys')
      .set({ last_used_at: sql<Date>`now()` })
      .where('id', '=', row.id)
      .where((eb) =>
        eb.or([
          eb('last_used_at', 'is', null),
          eb('last_used_at', '<', sql<Date>`now() - interval '1 minute'`),
        ]),
      )
      .execute()
  return { keyId: row.id }
}

export async function insertServiceKey(db: Db, name: string, createdBy: string | null) {
  const made = newServiceKey()
  const row = await db
    .insertInto('coupon_service_keys')
    .values({ name, key_hash: made.hash, key_prefix: made.prefix, created_by: createdBy })
    .returning(['id'])
    .executeTakeFirstOrThrow()
  return { id: row.id, key: made.key }
}

export function serviceKeyRows(db: Db) {
  return db
    .selectFrom('coupon_service_keys as k')
    .leftJoin('internal_users as u', 'u.id', 'k.created_by')
    .select([
      'k.id',
      'k.name',
      'k.key_prefix',
      'k.created_at',
      'k.last_used_at',
      'k.revoked_at',
      'u.email as created_by_email',
    ])
}

/** Revokes a key (again is a no-op); a key that never existed is a 404. */
export async function revokeServiceKey(db: Db, id: string) {
  const row = await db
    .updateTable('coupon_service_keys')
    .set({ revoked_at: sql<Date>`coalesce(revoked_at, now())` })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst()
  if (!row) throw new AppError(404, 'coupons.errors.service_key_not_found')
}
