import type { components } from '../../../src/api/schema'
import type { PermissionMap } from '../../../src/domain/permissions'
import type { StorageDriver } from '../../lib/storage/storage'
import type { InternalUserRecord } from './internalUsers.queries'

export type InternalUser = components['schemas']['InternalUser']

interface RoleOfUser {
  id: string
  name: string
  full_access: boolean
}

/** A staff member as the API shows them: no hash or secret, the avatar as a signed URL. */
export async function toInternalUser(
  storage: StorageDriver,
  user: InternalUserRecord,
  roles: readonly RoleOfUser[],
  extra: { permissions?: PermissionMap; manageable?: boolean } = {},
): Promise<InternalUser> {
  return {
    _id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    jobType: user.job_title,
    phoneCode: user.phone_code,
    phoneNumber: user.phone_number,
    citizenship: user.citizenship,
    gender: user.gender,
    dateOfBirth: user.date_of_birth,
    status: user.status,
    avatarUrl: user.avatar_key ? await storage.downloadUrl(user.avatar_key) : null,
    googleAuth: user.totp_enabled,
    fullAccess: roles.some((role) => role.full_access),
    roles: roles.map((role) => ({ _id: role.id, name: role.name })),
    lastSignInAt: user.last_sign_in_at?.toISOString() ?? null,
    createdAt: user.created_at.toISOString(),
    updatedAt: user.updated_at.toISOString(),
    ...(extra.permissions ? { permissions: extra.permissions as InternalUser['permissions'] } : {}),
    ...(extra.manageable !== undefined ? { manageable: extra.manageable } : {}),
  }
}
