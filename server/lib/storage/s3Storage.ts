import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { MIME_OF_FORMAT } from '../../../src/domain/uploadRules'
import type { StorageConfig } from '../../config'
import { parseObjectKey } from './objectKeys'
import { downloadWindow, type StorageDriver } from './storage'

type S3Config = Extract<StorageConfig, { driver: 's3' }>

// The bucket's answers to a conditional PUT on a key that holds an object (or is being written).
const isTaken = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 412 || error.$metadata.httpStatusCode === 409)

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint ?? undefined,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Newer SDKs sign a checksum of the (empty) body into presigned PUT URLs by default, which makes
    // every real upload fail: checksums only where S3 requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
}

/**
 * An S3-compatible bucket. The browser PUTs straight to the bucket, so the size of an upload cannot
 * be limited here: the object is checked (type, size, dimensions) before it is attached to a record,
 * and the conditional PUT keeps it from changing afterwards.
 */
export function createS3Storage(
  config: S3Config,
  ttl: { upload: number; download: number },
  client: S3Client = createS3Client(config),
  now: () => number = () => Date.now() / 1000,
): StorageDriver {
  const Bucket = config.bucket
  return {
    kind: 's3',
    // If-None-Match is signed into the URL, so the bucket refuses (412) a PUT to a key that already
    // holds an object: the browser must send `If-None-Match: *`, and the bucket's CORS allow it.
    uploadUrl: (key) =>
      getSignedUrl(client, new PutObjectCommand({ Bucket, Key: key, IfNoneMatch: '*' }), {
        expiresIn: ttl.upload,
      }),
    downloadUrl(key) {
      const window = downloadWindow(Math.floor(now()), ttl.download)
      // The browser uploads with an empty Content-Type, so the type to answer with is signed into the URL.
      const format = parseObjectKey(key)?.format
      const ResponseContentType = format ? MIME_OF_FORMAT[format] : undefined
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key, ResponseContentType }), {
        signingDate: new Date(window.start * 1000),
        expiresIn: window.expires - window.start,
      })
    },
    async inspect(key, maxBytes) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }))
        const size = head.ContentLength ?? 0
        if (size === 0 || maxBytes === 0) return { size, head: Buffer.alloc(0) }
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${Math.min(size, maxBytes) - 1}` }),
        )
        const bytes = object.Body ? await object.Body.transformToByteArray() : new Uint8Array()
        return { size, head: Buffer.from(bytes) }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },
    async put(key, bytes, contentType) {
      try {
        await client.send(
          new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, IfNoneMatch: '*' }),
        )
        return true
      } catch (error) {
        if (isTaken(error)) return false
        throw error
      }
    },
  }
}
