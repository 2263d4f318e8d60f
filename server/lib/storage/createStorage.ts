import type { Config } from '../../config'
import { createLocalStorage } from './localStorage'
import { createS3Storage } from './s3Storage'
import { type StorageDriver, storageSigningKey } from './storage'

/** The storage driver the configuration names: a local folder (default) or an S3-compatible bucket. */
export function createStorage(config: Config): StorageDriver {
  const ttl = { upload: config.uploadUrlTtlSeconds, download: config.downloadUrlTtlSeconds }
  if (config.storage.driver === 's3') return createS3Storage(config.storage, ttl)
  return createLocalStorage({ dir: config.storage.dir, key: storageSigningKey(config.jwtSecret), ttl })
}
