import crypto from 'node:crypto'
import path from 'node:path'
import {
  type FileFormat,
  formatForModule,
  isUploadModule,
  UPLOAD_MODULES,
  type UploadModule,
} from '../../../src/domain/uploadRules'

export interface ObjectKey {
  key: string
  module: UploadModule
  format: FileFormat
}

// Keys are made here, never from the caller's file name: a module, a month, a random id and the
// extension. Anything else is refused, so a key can never name a path outside the storage folder.
const KEY_PATTERN = new RegExp(
  `^(${UPLOAD_MODULES.join('|')})/(\\d{6})/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\\.(jpg|jpeg|png|gif|mp4)$`,
)

export const MAX_KEY_LENGTH = 80

/** A fresh key for a file of `fileName`'s extension, or null when the module does not take that format. */
export function newObjectKey(module: UploadModule, fileName: string, now = new Date()): ObjectKey | null {
  const format = formatForModule(module, fileName)
  if (!format) return null
  const extension = path.extname(fileName).slice(1).toLowerCase()
  const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`
  return { key: `${module}/${month}/${crypto.randomUUID()}.${extension}`, module, format }
}

export function parseObjectKey(key: string): ObjectKey | null {
  if (typeof key !== 'string' || key.length > MAX_KEY_LENGTH) return null
  const match = KEY_PATTERN.exec(key)
  if (!match || !isUploadModule(match[1])) return null
  const format = formatForModule(match[1], key)
  return format ? { key, module: match[1], format } : null
}

/** The file of a key inside `root`; throws for anything that would resolve outside it. */
export function pathInside(root: string, key: string): string {
  const base = path.resolve(root)
  const target = path.resolve(base, ...key.split('/'))
  if (!target.startsWith(base + path.sep)) throw new Error(`The key ${key} leaves the storage folder`)
  return target
}
