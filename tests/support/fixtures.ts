import crypto from 'node:crypto'
import { generate } from 'otplib'
import type { Db } from '../../server/db/database'
import { hashPassword } from '../../server/lib/passwords'
import { newTotpSecret } from '../../server/lib/totp'
import type { UserStatus } from '../../server/modules/internalUsers/internalUsers.tables'
import type { PermissionMap } from '../../src/domain/permissions'

export const STAFF_PASSWORD = 'Staff#Pass123'

export interface StaffMember {
  id: string
  email: string
  password: string
  totpSecret: string | null
}

/** A staff member written straight into the database (the create-user screen is a later feature). */
export async function createStaff(
  db: Db,
  options: {
    email?: string
    password?: string
    firstName?: string
    lastName?: string
    jobTitle?: string
    status?: UserStatus
    twoFactor?: boolean
    roles?: {
      name?: string
      fullAccess?: boolean
      permissions?: PermissionMap
      status?: 'active' | 'inactive'
    }[]
  } = {},
): Promise<StaffMember> {
  const email = options.email ?? `staff-${crypto.randomBytes(4).toString('hex')}@example.com`
  const password = options.password ?? STAFF_PASSWORD
  const totpSecret = options.twoFactor ? newTotpSecret() : null
  const user = await db
    .insertInto('internal_users')
    .values({
      email,
      password_hash: await hashPassword(password),
      first_name: options.firstName ?? 'Somchai',
      last_name: options.lastName ?? 'Jaidee',
      job_title: options.jobTitle ?? null,
      status: options.status ?? 'active',
      totp_secret: totpSecret,
      totp_enabled: options.twoFactor ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (const role of options.roles ?? []) {
    const row = await db
      .insertInto('roles')
      .values({
        name: role.name ?? 'Role',
        full_access: role.fullAccess ?? false,
        status: role.status ?? 'active',
        permissions: JSON.stringify(role.permissions ?? {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db.insertInto('internal_user_roles').values({ user_id: user.id, role_id: row.id }).execute()
  }
  return { id: user.id, email, password, totpSecret }
}

/** The authenticator code for a moment `offsetSteps` periods from now. */
export function totpCode(secret: string, offsetSteps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 })
}

/** The member the staff-access journeys follow: one role, which opens Orders alone. */
export const ORDER_VIEWER = {
  firstName: 'Kanya',
  lastName: 'Rattanakul',
  email: 'kanya.r@example.com',
  password: 'Kanya#Pass2026',
  role: 'Order viewers',
} as const

/** Kanya, written straight into the database with her role. */
export function createOrderViewer(db: Db): Promise<StaffMember> {
  const { firstName, lastName, email, password, role } = ORDER_VIEWER
  return createStaff(db, {
    firstName,
    lastName,
    email,
    password,
    roles: [{ name: role, permissions: { orders: ['access'] } }],
  })
}
