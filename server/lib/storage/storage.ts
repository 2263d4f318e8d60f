import crypto from 'node:crypto'

export interface StoredObject {
  size: number
  /** The first bytes of the object, at most as many as were asked for. */
  head: Buffer
}

/** Where uploaded files live. Keys are checked by the caller (`parseObjectKey`) before they get here. */
export interface StorageDriver {
  kind: 'local' | 's3'
  /**
   * A URL the browser PUTs the file's bytes to, with an empty Content-Type and `If-None-Match: *`;
   * it expires, and it writes once: a key that holds an object is never written again.
   */
  uploadUrl(key: string): Promise<string>
  /** A URL that shows the file; the same URL is answered for a while, so browsers can cache it. */
  downloadUrl(key: string): Promise<string>
  /** Size and leading bytes of a stored object, or null when there is none. */
  inspect(key: string, maxBytes: number): Promise<StoredObject | null>
  remove(key: string): Promise<void>
  /**
   * Writes `bytes` under `key` from the server itself (demo pictures), once like an upload: true when
   * written, false when the key already held an object, which is left as it was.
   */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<boolean>
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: StorageDriver
  }
}

/** A secret of its own for storage URLs, derived from the token secret so there is nothing more to configure. */
export const storageSigningKey = (jwtSecret: string): Buffer =>
  crypto.createHmac('sha256', jwtSecret).update('storage-url-signing-v1').digest()

/**
 * Download URLs end on a multiple of the TTL, at least one TTL away: within one period every call
 * answers the same URL, which lets the browser cache the image.
 */
export function downloadWindow(nowSeconds: number, ttlSeconds: number): { start: number; expires: number } {
  const start = Math.floor(nowSeconds / ttlSeconds) * ttlSeconds
  return { start, expires: start + 2 * ttlSeconds }
}
