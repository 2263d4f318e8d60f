import { type Algorithm, hash, verify } from '@node-rs/argon2'

// Algorithm.Argon2id; the enum is a const enum that cannot be read under verbatimModuleSyntax.
const ARGON2ID = 2 as Algorithm

// OWASP's argon2id baseline (19 MiB, 2 passes): about 7 ms per hash on these machines.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 }

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS)

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

let dummyHash: Promise<string> | undefined

/**
 * Verifies against a throwaway hash, so a sign-in for an unknown e-mail costs the same time as a
 * wrong password and cannot be told apart by timing.
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-8f1c2d')
  await verifyPassword(await dummyHash, password)
  return false
}
