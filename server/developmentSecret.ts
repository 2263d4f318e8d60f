import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** The file in DATA_DIR that keeps the token secret of a server started without JWT_SECRET. */
export const SECRET_FILE = 'jwt-secret'
export const MIN_SECRET_LENGTH = 32

function readSecret(file: string): string | null {
  let secret: string
  try {
    secret = fs.readFileSync(file, 'utf8').trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  if (secret.length < MIN_SECRET_LENGTH)
    throw new Error(
      `${file} holds no secret of ${MIN_SECRET_LENGTH} characters or more; delete it to make a new one.`,
    )
  return secret
}

/**
 * The token secret of a server started without JWT_SECRET (outside production): random, made on the
 * first start and kept in `dataDir`, readable by its owner only. Sessions outlive a restart, and no two
 * installations share a secret that anyone could read in the source.
 */
export function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE)
  const existing = readSecret(file)
  if (existing) return existing
  fs.mkdirSync(dataDir, { recursive: true })
  // Written aside and linked into place, which never replaces a file: a process starting at the same
  // moment never reads half a secret, and both end up with the one that was linked first.
  const partial = `${file}.${crypto.randomBytes(6).toString('hex')}.part`
  fs.writeFileSync(partial, `${crypto.randomBytes(48).toString('base64url')}\n`, { mode: 0o600 })
  try {
    fs.linkSync(partial, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    fs.rmSync(partial, { force: true })
  }
  return readSecret(file) as string
}
