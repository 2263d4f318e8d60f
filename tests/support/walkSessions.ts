import type { Permission } from '../../server/appContext'
import { apiClient, dataOf } from './apiClient'
import { createStaff } from './fixtures'
import { readLatestMail } from './mail'
import { login, type TestServer } from './test-server'

/**
 * The tokens a walk over the contract sends, one per kind of session an operation asks for, kept alive
 * while the walk signs out, deletes or edits whatever it reaches: a 401 to one of them renews it, and a
 * 403 to the full-access caller gives the caller its full access back.
 */
export interface WalkSessions {
  /** The token that fits an operation's x-permission. */
  tokenFor(permission: Permission): string
  /** Renews what an answer shows the walk has ended. */
  afterAnswer(permission: Permission, status: number): Promise<void>
}

type SessionKind = 'access' | 'pending2fa' | 'verify'

const kindOf = (permission: Permission): SessionKind =>
  permission === 'twoFactorPending' ? 'pending2fa' : permission === 'passwordReset' ? 'verify' : 'access'

/** A staff member with two-factor verification on, half-way through signing in. */
async function pendingToken(server: TestServer): Promise<string> {
  const staff = await createStaff(server.db, { twoFactor: true })
  return (await login(server.baseUrl, staff.email, staff.password)).jwtAccessToken
}

/** A staff member who has proved a mailed recovery code and may now set a new password. */
async function verifyToken(server: TestServer): Promise<string> {
  const staff = await createStaff(server.db)
  const before = Date.now()
  const api = apiClient(server.baseUrl)
  await api.POST('/auth/admin/sendOtp', { body: { email: staff.email } })
  const mail = await readLatestMail(server.mailDir, { after: before, to: staff.email })
  const verified = await api.POST('/auth/admin/verifyOtp', {
    body: { email: staff.email, code: mail.code as string },
  })
  return dataOf(verified).jwtVerifyToken
}

/** Sessions for a walk whose caller is the seeded super admin: full access, and the last one, so kept by the rules. */
export async function createWalkSessions(server: TestServer): Promise<WalkSessions> {
  const { db, config } = server
  const caller = await db
    .selectFrom('internal_users')
    .innerJoin('internal_user_roles', 'internal_user_roles.user_id', 'internal_users.id')
    .select([
      'internal_users.id',
      'internal_users.email',
      'internal_users.password_hash',
      'internal_user_roles.role_id',
    ])
    .where('internal_users.email', '=', config.adminEmail)
    .executeTakeFirstOrThrow()

  /** The caller as seeded: e-mail, password, active, no second factor, its full-access role, no lock. */
  async function restoreCaller(): Promise<void> {
    await db
      .updateTable('internal_users')
      .set({
        email: caller.email,
        password_hash: caller.password_hash,
        status: 'active',
        totp_enabled: false,
      })
      .where('id', '=', caller.id)
      .execute()
    await db
      .updateTable('roles')
      .set({ full_access: true, status: 'active' })
      .where('id', '=', caller.role_id)
      .execute()
    await db
      .insertInto('internal_user_roles')
      .values({ user_id: caller.id, role_id: caller.role_id })
      .onConflict((conflict) => conflict.doNothing())
      .execute()
    await db.deleteFrom('rate_limits').where('key', '=', `login-fail:${caller.email}`).execute()
  }

  async function accessToken(): Promise<string> {
    try {
      return (await login(server.baseUrl, config.adminEmail, config.adminPassword)).jwtAccessToken
    } catch {
      await restoreCaller()
      return (await login(server.baseUrl, config.adminEmail, config.adminPassword)).jwtAccessToken
    }
  }

  const acquire: Record<SessionKind, () => Promise<string>> = {
    access: accessToken,
    pending2fa: () => pendingToken(server),
    verify: () => verifyToken(server),
  }
  const tokens: Record<SessionKind, string> = {
    access: await acquire.access(),
    pending2fa: await acquire.pending2fa(),
    verify: await acquire.verify(),
  }

  return {
    tokenFor: (permission) => tokens[kindOf(permission)],
    async afterAnswer(permission, status) {
      const kind = kindOf(permission)
      if (status === 401 && permission !== 'public') tokens[kind] = await acquire[kind]()
      if (status === 403 && kind === 'access') await restoreCaller()
    },
  }
}
