import type { FastifyRequest } from 'fastify'
import { generateURI } from 'otplib'
import QRCode from 'qrcode'
import type { components } from '../../../src/api/schema'
import { validateInternalUser } from '../../../src/domain/validators'
import { authOf } from '../../http/authOf'
import { defineHandlers, type OperationRequest } from '../../http/defineHandlers'
import { AppError } from '../../lib/errors'
import { assertNoFieldErrors, fieldError } from '../../lib/fieldErrors'
import { clearKey, hit, peek } from '../../lib/rateLimit'
import { checkTotp, newTotpSecret } from '../../lib/totp'
import { TWO_FACTOR_MAX_FAILURES, TWO_FACTOR_WINDOW_SECONDS } from '../auth/auth.handlers'
import { internalUserView } from '../internalUsers/internalUsers.handlers'
import { updateInternalUser } from '../internalUsers/internalUsers.queries'
import type { InternalUser } from '../internalUsers/internalUserView'
import { userOr404 } from '../internalUsers/staffAccountWrites'
import {
  activatePendingSecret,
  deactivateTwoFactor,
  setPendingSecret,
  twoFactorState,
} from './profile.queries'

type Schemas = components['schemas']

/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = 'PV Back-office'

async function updateProfile(request: OperationRequest<'updateProfile'>): Promise<InternalUser> {
  const { body } = request
  const { userId } = authOf(request)
  assertNoFieldErrors(request.lang, validateInternalUser(body, { partial: true }))
  if (body.dateOfBirth && body.dateOfBirth > new Date().toISOString().slice(0, 10))
    throw fieldError(request.lang, 'dateOfBirth', 'date_of_birth_in_future')
  await userOr404(request.server.db, userId)
  await updateInternalUser(request.server.db, userId, {
    ...(body.firstName !== undefined && { first_name: body.firstName.trim() }),
    ...(body.lastName !== undefined && { last_name: body.lastName.trim() }),
    ...(body.jobTitle !== undefined && { job_title: body.jobTitle.trim() }),
    ...(body.phoneCode !== undefined && { phone_code: body.phoneCode }),
    ...(body.phoneNumber !== undefined && { phone_number: body.phoneNumber }),
    ...(body.citizenship !== undefined && { citizenship: body.citizenship }),
    ...(body.gender !== undefined && { gender: body.gender }),
    ...(body.dateOfBirth !== undefined && { date_of_birth: body.dateOfBirth }),
  })
  return internalUserView(request, userId)
}

async function generateTwoFactorSecret(
  request: OperationRequest<'generateTwoFactorSecret'>,
): Promise<Schemas['TwoFactorSetup']> {
  const { userId } = authOf(request)
  const { db } = request.server
  const state = await twoFactorState(db, userId)
  if (!state) throw new AppError(404, 'errors.user_not_found')
  // A new secret while one is active would lock the member out of their own app's codes.
  if (state.totp_enabled) throw new AppError(400, 'staffAccess.errors.two_factor_already_on')
  const secret = newTotpSecret()
  await setPendingSecret(db, userId, secret)
  const uri = generateURI({ issuer: TOTP_ISSUER, label: state.email, secret })
  const qrCode = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 240 })
  return { qrCode, secret }
}

/** Wrong codes per member while setting up or switching off: the same budget as at sign-in. */
async function checkCode(request: FastifyRequest, secret: string, code: string, lastStep: number | null) {
  const { db } = request.server
  const key = `2fa-manage-fail:${authOf(request).userId}`
  const failures = await peek(db, key)
  if (failures.count >= TWO_FACTOR_MAX_FAILURES)
    throw new AppError(
      429,
      'errors.totp_too_many',
      { seconds: failures.retryAfterSeconds },
      failures.retryAfterSeconds,
    )
  const check = await checkTotp(secret, code, lastStep)
  if (!check.ok) {
    if (check.reason === 'wrong') await hit(db, key, TWO_FACTOR_MAX_FAILURES, TWO_FACTOR_WINDOW_SECONDS)
    throw new AppError(400, check.reason === 'replayed' ? 'errors.totp_replayed' : 'errors.totp_wrong')
  }
  await clearKey(db, key)
  return check.step
}

async function enableTwoFactor(
  request: OperationRequest<'enableTwoFactor'>,
): Promise<Schemas['TwoFactorStatus']> {
  const { code } = request.body
  const { userId } = authOf(request)
  const state = await twoFactorState(request.server.db, userId)
  if (!state) throw new AppError(404, 'errors.user_not_found')
  if (state.totp_enabled) throw new AppError(400, 'staffAccess.errors.two_factor_already_on')
  if (!state.totp_pending_secret) throw new AppError(400, 'staffAccess.errors.two_factor_not_started')
  // Codes of a secret nobody has used yet cannot be replays, whatever step the old secret reached.
  const step = await checkCode(request, state.totp_pending_secret, code, null)
  if (!(await activatePendingSecret(request.server.db, userId, state.totp_pending_secret, step)))
    throw new AppError(400, 'errors.totp_replayed')
  return { googleAuth: true }
}

async function disableTwoFactor(
  request: OperationRequest<'disableTwoFactor'>,
): Promise<Schemas['TwoFactorStatus']> {
  const { code } = request.body
  const { userId } = authOf(request)
  const state = await twoFactorState(request.server.db, userId)
  if (!state) throw new AppError(404, 'errors.user_not_found')
  if (!state.totp_enabled || !state.totp_secret) throw new AppError(400, 'staffAccess.errors.two_factor_off')
  const step = await checkCode(request, state.totp_secret, code, state.totp_last_step)
  if (!(await deactivateTwoFactor(request.server.db, userId, step)))
    throw new AppError(400, 'errors.totp_replayed')
  return { googleAuth: false }
}

export const profileHandlers = defineHandlers({
  updateProfile,
  generateTwoFactorSecret,
  enableTwoFactor,
  disableTwoFactor,
})
