import type { FastifyReply } from 'fastify'
import type { components } from '../../../src/api/schema'
import { validateNewPassword } from '../../../src/domain/validators'
import { authOf } from '../../http/authOf'
import { defineHandlers, type OperationRequest } from '../../http/defineHandlers'
import { clientInfo } from '../../lib/clientInfo'
import { AppError } from '../../lib/errors'
import { t } from '../../lib/i18n'
import { composeMail } from '../../lib/mail'
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords'
import { clearKey, hit, peek, restartWindow } from '../../lib/rateLimit'
import { checkTotp } from '../../lib/totp'
import {
  acceptTotpStep,
  countRecoveryGuess,
  findTotpState,
  findUserByEmail,
  latestRecoveryCode,
  recordAccess,
  replaceRecoveryCode,
  revokeSession,
  revokeUserSessions,
  setPassword,
  useRecoveryCode,
} from './auth.queries'
import {
  hashRecoveryCode,
  newRecoveryCode,
  RECOVERY_CODE_MAX_ATTEMPTS,
  RECOVERY_CODE_TTL_SECONDS,
  recoveryCodeMatches,
} from './recoveryCodes'
import {
  openSession,
  PENDING_2FA_TTL_SECONDS,
  signIn,
  signSessionToken,
  VERIFY_TTL_SECONDS,
} from './sessions'

type Schemas = components['schemas']

export const LOGIN_MAX_FAILURES = 5
export const LOGIN_LOCK_SECONDS = 15 * 60
export const TWO_FACTOR_MAX_FAILURES = 5
export const TWO_FACTOR_WINDOW_SECONDS = 5 * 60
export const OTP_RESEND_SECONDS = 120

const loginFailures = (email: string) => `login-fail:${email}`
const otpGuesses = (email: string) => `otp-guess:${email}`

async function login(request: OperationRequest<'login'>): Promise<Schemas['LoginResponse']> {
  const { body } = request
  const app = request.server
  const email = body.username.trim().toLowerCase()

  const failures = await peek(app.db, loginFailures(email))
  if (failures.count >= LOGIN_MAX_FAILURES) {
    const minutes = Math.ceil(failures.retryAfterSeconds / 60)
    throw new AppError(429, 'errors.account_locked', { minutes }, failures.retryAfterSeconds)
  }

  const user = await findUserByEmail(app.db, email)
  // Unknown e-mail, wrong password and inactive account take the same time and get the same answer.
  const passwordOk = user
    ? await verifyPassword(user.password_hash, body.password)
    : await burnPasswordCheck(body.password)
  if (!user || !passwordOk || user.status !== 'active') {
    const failed = await hit(app.db, loginFailures(email), LOGIN_MAX_FAILURES, LOGIN_LOCK_SECONDS)
    // The lock lasts a full period from the failure that reached the limit.
    if (failed.count === LOGIN_MAX_FAILURES)
      await restartWindow(app.db, loginFailures(email), LOGIN_LOCK_SECONDS)
    throw new AppError(401, 'errors.invalid_credentials')
  }
  await clearKey(app.db, loginFailures(email))

  const client = clientInfo(request, body)
  if (user.totp_enabled) {
    const pending = await openSession(app, app.db, {
      userId: user.id,
      kind: 'pending2fa',
      ttlSeconds: PENDING_2FA_TTL_SECONDS,
      client,
    })
    return { jwtAccessToken: pending, googleAuth: true }
  }
  return { jwtAccessToken: await signIn(app, user.id, client), googleAuth: false }
}

async function verifyTwoFactor(
  request: OperationRequest<'verifyTwoFactor'>,
): Promise<Schemas['LoginResponse']> {
  const { body } = request
  const app = request.server
  const auth = authOf(request)
  const failuresKey = `2fa-fail:${auth.userId}`

  const failures = await peek(app.db, failuresKey)
  if (failures.count >= TWO_FACTOR_MAX_FAILURES)
    throw new AppError(
      429,
      'errors.totp_too_many',
      { seconds: failures.retryAfterSeconds },
      failures.retryAfterSeconds,
    )

  const state = await findTotpState(app.db, auth.userId)
  if (!state?.totp_enabled || !state.totp_secret) throw new AppError(401, 'errors.session_expired')

  const check = await checkTotp(state.totp_secret, body.twoFactorAuthenticationCode, state.totp_last_step)
  if (!check.ok) {
    if (check.reason === 'wrong')
      await hit(app.db, failuresKey, TWO_FACTOR_MAX_FAILURES, TWO_FACTOR_WINDOW_SECONDS)
    throw new AppError(400, check.reason === 'replayed' ? 'errors.totp_replayed' : 'errors.totp_wrong')
  }

  const client = clientInfo(request, body)
  const token = await app.db.transaction().execute(async (trx) => {
    // Both updates are conditional, so two requests racing with one code cannot both sign in.
    if (!(await acceptTotpStep(trx, auth.userId, check.step))) throw new AppError(400, 'errors.totp_replayed')
    if (!(await revokeSession(trx, auth.sessionId))) throw new AppError(401, 'errors.session_expired')
    return signIn(app, auth.userId, client, trx)
  })
  await clearKey(app.db, failuresKey)
  return { jwtAccessToken: token, googleAuth: false }
}

async function signOut(request: OperationRequest<'signOut'>, reply: FastifyReply) {
  const { body } = request
  const auth = authOf(request)
  const client = clientInfo(request, body)
  await request.server.db.transaction().execute(async (trx) => {
    await revokeSession(trx, auth.sessionId)
    await recordAccess(trx, { userId: auth.userId, event: 'sign-out', client })
  })
  return reply.code(204).send()
}

async function refreshToken(request: OperationRequest<'refreshToken'>): Promise<Schemas['LoginResponse']> {
  const auth = authOf(request)
  const token = await signSessionToken(request.server, {
    id: auth.sessionId,
    userId: auth.userId,
    kind: 'access',
    expiresAt: auth.sessionExpiresAt,
  })
  return { jwtAccessToken: token, googleAuth: false }
}

async function sendOtp(request: OperationRequest<'sendOtp'>, reply: FastifyReply) {
  const { body } = request
  const app = request.server
  const email = body.email.trim().toLowerCase()

  // Known and unknown e-mails are treated alike, so the answers tell nothing about accounts.
  const resend = await hit(app.db, `otp-send:${email}`, 1, OTP_RESEND_SECONDS)
  if (!resend.allowed)
    throw new AppError(
      429,
      'errors.otp_resend_too_soon',
      { seconds: resend.retryAfterSeconds },
      resend.retryAfterSeconds,
    )
  await clearKey(app.db, otpGuesses(email))

  const user = await findUserByEmail(app.db, email)
  if (user && user.status === 'active') {
    const code = newRecoveryCode()
    await app.db.transaction().execute((trx) =>
      replaceRecoveryCode(trx, {
        userId: user.id,
        codeHash: hashRecoveryCode(app.config.jwtSecret, user.id, code),
        ttlSeconds: RECOVERY_CODE_TTL_SECONDS,
      }),
    )
    const lang = request.lang
    const mail = composeMail(user.email, t(lang, 'mail.otp_subject'), {
      before: [
        t(lang, 'mail.otp_greeting', { name: `${user.first_name} ${user.last_name}`.trim() }),
        t(lang, 'mail.otp_intro'),
      ],
      code,
      after: [
        t(lang, 'mail.otp_expiry', { minutes: RECOVERY_CODE_TTL_SECONDS / 60 }),
        t(lang, 'mail.otp_ignore'),
      ],
    })
    // Sent after answering, so the response time does not reveal that the account exists.
    app.background.run('recovery mail', () => app.mailer.send(mail))
  }
  return reply.code(204).send()
}

async function verifyOtp(request: OperationRequest<'verifyOtp'>): Promise<Schemas['VerifyOtpResponse']> {
  const { body } = request
  const app = request.server
  const email = body.email.trim().toLowerCase()

  const user = await findUserByEmail(app.db, email)
  const code = user && user.status === 'active' ? await latestRecoveryCode(app.db, user.id) : undefined
  if (!user || !code) {
    const guesses = await hit(
      app.db,
      otpGuesses(email),
      RECOVERY_CODE_MAX_ATTEMPTS,
      RECOVERY_CODE_TTL_SECONDS,
    )
    throw new AppError(400, guesses.allowed ? 'errors.otp_wrong' : 'errors.otp_exhausted')
  }
  if (code.expired) throw new AppError(400, 'errors.otp_expired')
  if (code.attempts >= RECOVERY_CODE_MAX_ATTEMPTS) throw new AppError(400, 'errors.otp_exhausted')
  if (!recoveryCodeMatches(app.config.jwtSecret, user.id, body.code, code.code_hash)) {
    await countRecoveryGuess(app.db, code.id)
    throw new AppError(400, 'errors.otp_wrong')
  }

  const client = clientInfo(request)
  const token = await app.db.transaction().execute(async (trx) => {
    if (!(await useRecoveryCode(trx, code.id))) throw new AppError(400, 'errors.otp_expired')
    return openSession(app, trx, { userId: user.id, kind: 'verify', ttlSeconds: VERIFY_TTL_SECONDS, client })
  })
  return {
    statusCode: 200,
    jwtVerifyToken: token,
    status: 'success',
    message: t(request.lang, 'messages.otp_verified'),
  }
}

async function resetPassword(request: OperationRequest<'resetPassword'>, reply: FastifyReply) {
  const { body } = request
  const app = request.server
  const auth = authOf(request)
  if (body.email.trim().toLowerCase() !== auth.email.toLowerCase())
    throw new AppError(400, 'errors.reset_email_mismatch')
  const rule = validateNewPassword(body.password)
  if (rule) throw new AppError(400, `validation:${rule}`)

  const passwordHash = await hashPassword(body.password)
  await app.db.transaction().execute(async (trx) => {
    await setPassword(trx, auth.userId, passwordHash)
    // Every session ends, the verify session included: the new password must be used to sign in.
    await revokeUserSessions(trx, auth.userId)
  })
  await clearKey(app.db, loginFailures(auth.email.toLowerCase()))
  return reply.code(204).send()
}

export const authHandlers = defineHandlers({
  login,
  verifyTwoFactor,
  signOut,
  refreshToken,
  sendOtp,
  verifyOtp,
  resetPassword,
})
