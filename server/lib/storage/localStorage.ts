import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { pathInside } from './objectKeys'
import { downloadWindow, type StorageDriver, type StoredObject } from './storage'

export const STORAGE_ROUTE = '/api/storage'

export type SignatureCheck = 'ok' | 'invalid' | 'expired'

export interface LocalStorage extends StorageDriver {
  kind: 'local'
  dir: string
  check(method: 'GET' | 'PUT', key: string, expires: string, signature: string): SignatureCheck
  pathOf(key: string): string
  /**
   * Makes the file of `key` from what `write` puts into the path it is given: true when it is in
   * place, false when the key already held a file, which is left as it was.
   */
  writeOnce(key: string, write: (partial: string) => Promise<unknown>): Promise<boolean>
}

interface Options {
  dir: string
  key: Buffer
  ttl: { upload: number; download: number }
  now?: () => number
}

// The method is signed too: a download URL cannot be turned into an upload URL for the same key.
const payload = (method: string, key: string, expires: number) => `${method}\n${key}\n${expires}`

/** Files in a folder, read and written through HMAC-signed, expiring URLs that the API itself serves. */
export function createLocalStorage(options: Options): LocalStorage {
  const now = options.now ?? (() => Date.now() / 1000)
  const sign = (method: string, key: string, expires: number) =>
    crypto
      .createHmac('sha256', options.key)
      .update(payload(method, key, expires))
      .digest('base64url')
  const url = (method: string, key: string, expires: number) =>
    `${STORAGE_ROUTE}/${key}?expires=${expires}&signature=${sign(method, key, expires)}`
  const pathOf = (key: string) => pathInside(options.dir, key)

  // A key is written once: what it holds never changes, so a file checked and attached to a record
  // cannot be swapped for another. Written beside the target and linked into place, so a reader never
  // sees half a file; link, unlike rename, never replaces a file, so of two writers racing the second loses.
  async function writeOnce(key: string, write: (partial: string) => Promise<unknown>): Promise<boolean> {
    const target = pathOf(key)
    await fsp.mkdir(path.dirname(target), { recursive: true })
    const partial = `${target}.${crypto.randomBytes(6).toString('hex')}.part`
    try {
      await write(partial)
      await fsp.link(partial, target)
      return true
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
      throw error
    } finally {
      await fsp.rm(partial, { force: true })
    }
  }

  return {
    kind: 'local',
    dir: options.dir,
    pathOf,
    writeOnce,
    async uploadUrl(key) {
      return url('PUT', key, Math.floor(now()) + options.ttl.upload)
    },
    async downloadUrl(key) {
      return url('GET', key, downloadWindow(Math.floor(now()), options.ttl.download).expires)
    },
    check(method, key, expires, signature) {
      const expected = Buffer.from(sign(method, key, Number(expires)))
      const given = Buffer.from(signature ?? '')
      if (!/^\d{1,12}$/.test(expires ?? '') || given.length !== expected.length) return 'invalid'
      if (!crypto.timingSafeEqual(given, expected)) return 'invalid'
      return Number(expires) < now() ? 'expired' : 'ok'
    },
    async inspect(key, maxBytes): Promise<StoredObject | null> {
      let handle: fsp.FileHandle
      try {
        handle = await fsp.open(pathOf(key), fs.constants.O_RDONLY)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
      try {
        const { size } = await handle.stat()
        const head = Buffer.alloc(Math.min(size, maxBytes))
        let read = 0
        while (read < head.length) {
          const { bytesRead } = await handle.read(head, read, head.length - read, read)
          if (bytesRead === 0) break
          read += bytesRead
        }
        return { size, head: head.subarray(0, read) }
      } finally {
        await handle.close()
      }
    },
    async remove(key) {
      await fsp.rm(pathOf(key), { force: true })
    },
    // The type follows from the key's extension when the file is served, so there is nothing to keep.
    put: (key, bytes) => writeOnce(key, (partial) => fsp.writeFile(partial, bytes)),
  }
}
