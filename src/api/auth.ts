import { dataOrThrow } from './apiError'
import { api } from './client'
import { clientInfo } from './clientInfo'
import type { components } from './schema'

export type LoginResponse = components['schemas']['LoginResponse']
export type VerifyOtpResponse = components['schemas']['VerifyOtpResponse']

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

export async function login(credentials: { username: string; password: string }): Promise<LoginResponse> {
  return dataOrThrow(await api.POST('/auth/admin/login', { body: { ...credentials, ...clientInfo() } }))
}

export async function verifyTwoFactor(pendingToken: string, code: string): Promise<LoginResponse> {
  return dataOrThrow(
    await api.POST('/auth/admin/2fa', {
      headers: bearer(pendingToken),
      body: { twoFactorAuthenticationCode: code, ...clientInfo() },
    }),
  )
}

/** Ends the session of `accessToken` on the server (the browser may have forgotten it already). */
export async function signOut(accessToken: string): Promise<void> {
  dataOrThrow(await api.POST('/auth/admin/sign-out', { headers: bearer(accessToken), body: clientInfo() }))
}

export async function sendOtp(email: string): Promise<void> {
  dataOrThrow(await api.POST('/auth/admin/sendOtp', { body: { email } }))
}

export async function verifyOtp(email: string, code: string): Promise<VerifyOtpResponse> {
  return dataOrThrow(await api.POST('/auth/admin/verifyOtp', { body: { email, code } }))
}

export async function resetPassword(
  verifyToken: string,
  form: { email: string; password: string },
): Promise<void> {
  dataOrThrow(await api.PUT('/auth/admin/resetPassword', { headers: bearer(verifyToken), body: form }))
}
