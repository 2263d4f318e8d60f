import { generateSecret, verify } from 'otplib'

export const TOTP_PERIOD_SECONDS = 30

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: 'wrong' | 'replayed' }

export const newTotpSecret = (): string => generateSecret()

/**
 * RFC 6238, 6 digits, 30 s, one step of clock drift either way. A code is accepted once: its time
 * step must be later than the last step accepted for the user.
 */
export async function checkTotp(secret: string, code: string, lastStep: number | null): Promise<TotpCheck> {
  const result = await verify({ secret, token: code, epochTolerance: TOTP_PERIOD_SECONDS })
  if (!result.valid || !('timeStep' in result)) return { ok: false, reason: 'wrong' }
  if (lastStep !== null && result.timeStep <= lastStep) return { ok: false, reason: 'replayed' }
  return { ok: true, step: result.timeStep }
}
