import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { type Config, loadConfig as load } from '../../../server/config'

// With a secret of their own, these configurations write no secret file into DATA_DIR.
const loadConfig = (env: Record<string, string>): Config => load({ JWT_SECRET: 's'.repeat(40), ...env })

describe('storage and seeding configuration', () => {
  it('keeps uploads in a folder of the data directory by default', () => {
    const config = loadConfig({ DATA_DIR: '/srv/bo' })
    expect(config.storage).toEqual({ driver: 'local', dir: '/srv/bo/storage' })
    expect(config.uploadUrlTtlSeconds).toBe(900)
    expect(config.downloadUrlTtlSeconds).toBe(3600)
    expect(loadConfig({ STORAGE_DIR: 'files' }).storage).toEqual({
      driver: 'local',
      dir: path.resolve('files'),
    })
  })

  it('uses S3 when a bucket is named, with every S3_ setting', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'uploads',
        S3_REGION: 'ap-southeast-1',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        UPLOAD_URL_TTL_SECONDS: '60',
      }),
    ).toMatchObject({
      storage: {
        driver: 's3',
        bucket: 'uploads',
        region: 'ap-southeast-1',
        endpoint: 'http://minio:9000',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
      uploadUrlTtlSeconds: 60,
    })
    expect(loadConfig({ S3_BUCKET: 'uploads' }).storage).toMatchObject({
      region: 'us-east-1',
      endpoint: null,
      accessKeyId: null,
      forcePathStyle: false,
    })
    expect(loadConfig({ S3_BUCKET: 'uploads', STORAGE_DRIVER: 'local' }).storage.driver).toBe('local')
  })

  it('refuses an incomplete S3 configuration', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/)
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_SECRET_ACCESS_KEY/)
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(/local or s3/)
  })

  it('seeds demo data only in development unless told otherwise', () => {
    expect(loadConfig({}).seedDemoData).toBe(true)
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemoData).toBe(false)
    expect(loadConfig({ NODE_ENV: 'test', SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true)
    expect(loadConfig({ SEED_DEMO_DATA: 'no' }).seedDemoData).toBe(false)
  })
})
