import crypto from 'node:crypto'
import { OTP_LENGTH } from '../../../src/domain/constants'

export const RECOVERY_CODE_TTL_SECONDS = 10 * 60
export const RECOVERY_CODE_MAX_ATTEMPTS = 5

export const newRecoveryCode = (): string =>
  crypto
    .randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0')

// Keyed by the server secret and bound to the user, so a leaked table yields no usable codes.
export const hashRecoveryCode = (secret: string, userId: string, code: string): string =>
  crypto.createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex')

export function recoveryCodeMatches(
  secret: string,
  userId: string,
  code: string,
  storedHash: string,
): boolean {
  const expected = Buffer.from(hashRecoveryCode(secret, userId, code), 'hex')
  const stored = Buffer.from(storedHash, 'hex')
  return expected.length === stored.length && crypto.timingSafeEqual(expected, stored)
}
