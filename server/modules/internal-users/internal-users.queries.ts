import type { Db } from '../../db/database'

export async function findInternalUser(db: Db, id: string) {
  return db
    .selectFrom('internal_users')
    .select([
      'id',
      'email',
      'first_name',
      'last_name',
      'job_title',
      'phone_code',
      'phone_number',
      'citizenship',
      'gender',
      'date_of_birth',
      'status',
      'avatar_key',
      'totp_enabled',
      'last_sign_in_at',
      'created_at',
      'updated_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst()
}
