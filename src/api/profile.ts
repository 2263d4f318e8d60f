import { dataOrThrow } from './apiError'
import { api } from './client'
import { invalidateInternalUsers } from './internalUsers'
import type { components } from './schema'

type Schemas = components['schemas']
export type ProfileForm = Schemas['UpdateProfileRequest']
export type TwoFactorSetup = Schemas['TwoFactorSetup']

// The profile reads the member as internalUsersKeys.detail (their own id) and changes the password and
// avatar through changeInternalUserPassword and uploadInternalUserAvatar, as spec section 7 has it.
// Every change here is a change to an internal user: the staff list shows names, avatars and 2FA too.

export async function updateProfile(changes: ProfileForm): Promise<Schemas['InternalUser']> {
  const saved = dataOrThrow(await api.PATCH('/admin/users/profile', { body: changes }))
  void invalidateInternalUsers()
  return saved
}

/** A new secret and its QR code; two-factor verification stays as it is until `enableTwoFactor`. */
export async function generateTwoFactorSecret(): Promise<TwoFactorSetup> {
  return dataOrThrow(await api.POST('/admin/users/security/2fa/generate'))
}

export async function enableTwoFactor(code: string): Promise<boolean> {
  const { googleAuth } = dataOrThrow(await api.POST('/admin/users/security/2fa/enable', { body: { code } }))
  void invalidateInternalUsers()
  return googleAuth
}

export async function disableTwoFactor(code: string): Promise<boolean> {
  const { googleAuth } = dataOrThrow(await api.POST('/admin/users/security/2fa/disable', { body: { code } }))
  void invalidateInternalUsers()
  return googleAuth
}
