import fs from 'node:fs'
import fsp from 'node:fs/promises'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { MIME_OF_FORMAT, maxBytesOf } from '../../src/domain/uploadRules'
import { AppError } from '../lib/errors'
import type { LocalStorage } from '../lib/storage/localStorage'
import { STORAGE_ROUTE } from '../lib/storage/localStorage'
import { type ObjectKey, parseObjectKey } from '../lib/storage/objectKeys'
import { raiseUploadRejected } from '../modules/home/issues.queries'
import { verifyStoredUpload } from '../modules/uploads/storedUploads'
import { uploadRejectionOf } from '../modules/uploads/uploadRejection'

interface SignedQuery {
  expires?: string
  signature?: string
}

class TooLarge extends Error {}

const exists = (file: string) =>
  fsp.stat(file).then(
    () => true,
    () => false,
  )

// A refused upload's body up to this size is read and dropped, so the connection can carry the next request.
const DRAIN_LIMIT = 1024 * 1024

function signedKey(storage: LocalStorage, request: FastifyRequest, method: 'GET' | 'PUT'): ObjectKey {
  const key = parseObjectKey((request.params as { '*': string })['*'])
  if (!key) throw new AppError(400, 'staffAccess.errors.upload_key_invalid')
  const { expires = '', signature = '' } = request.query as SignedQuery
  const check = storage.check(method, key.key, expires, signature)
  if (check === 'invalid') throw new AppError(403, 'staffAccess.errors.signed_url_invalid')
  if (check === 'expired') throw new AppError(403, 'staffAccess.errors.signed_url_expired')
  return key
}

/** Counts the bytes going through and fails as soon as there are more than `limit`. */
function limitBytes(limit: number): Transform {
  let seen = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length
      done(seen > limit ? new TooLarge() : null, chunk)
    },
  })
}

/** Answers a refusal cleanly although the body was not read: small ones are drained, large ones close the connection. */
function refuseBody(request: FastifyRequest, reply: FastifyReply): void {
  if (request.raw.readableEnded || request.raw.destroyed) return
  const declared = Number(request.headers['content-length'])
  if (Number.isFinite(declared) && declared <= DRAIN_LIMIT) request.raw.resume()
  else reply.header('connection', 'close')
}

async function receive(storage: LocalStorage, request: FastifyRequest, reply: FastifyReply) {
  try {
    const answer = await store(storage, request, reply)
    request.server.metrics.uploadAccepted()
    return answer
  } catch (error) {
    request.server.metrics.uploadRejected(uploadRejectionOf(error))
    refuseBody(request, reply)
    throw error
  }
}

async function store(storage: LocalStorage, request: FastifyRequest, reply: FastifyReply) {
  const key = signedKey(storage, request, 'PUT')
  const limit = maxBytesOf(key.format)
  const tooLarge = () =>
    new AppError(413, 'staffAccess.errors.upload_too_large', { max: limit / 1024 / 1024 })
  const declared = Number(request.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) throw tooLarge()

  // A signed URL writes once (see writeOnce): checked here first, so a refused body is not read at all.
  const alreadyStored = () => new AppError(409, 'staffAccess.errors.upload_already_stored')
  if (await exists(storage.pathOf(key.key))) throw alreadyStored()
  let written: boolean
  try {
    written = await storage.writeOnce(key.key, (partial) =>
      pipeline(request.body as NodeJS.ReadableStream, limitBytes(limit), fs.createWriteStream(partial)),
    )
  } catch (error) {
    if (error instanceof TooLarge) throw tooLarge()
    throw error
  }
  if (!written) throw alreadyStored()
  try {
    await verifyStoredUpload(storage, key.key, key.module)
  } catch (error) {
    await storage.remove(key.key)
    // The issue report shows staff what the server refused after the file arrived.
    if (error instanceof AppError) await raiseUploadRejected(request.server.db, key.key, error.messageKey)
    throw error
  }
  return reply.code(200).send()
}

function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'bad' {
  if (!header) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return 'bad'
  let start: number
  let end: number
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]))
    end = size - 1
  } else {
    start = Number(match[1])
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  }
  return start > end || start >= size ? 'bad' : { start, end }
}

async function serve(storage: LocalStorage, request: FastifyRequest, reply: FastifyReply) {
  const key = signedKey(storage, request, 'GET')
  const file = storage.pathOf(key.key)
  const stat = await fsp.stat(file).catch(() => null)
  if (!stat?.isFile()) throw new AppError(404, 'staffAccess.errors.upload_not_found')

  const { expires } = request.query as SignedQuery
  const maxAge = Math.max(0, Number(expires) - Math.ceil(Date.now() / 1000))
  reply
    .header('content-type', MIME_OF_FORMAT[key.format])
    .header('cache-control', `private, max-age=${maxAge}, immutable`)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', 'inline')

  const range = parseRange(request.headers.range, stat.size)
  if (range === 'bad') return reply.code(416).header('content-range', `bytes */${stat.size}`).send()
  if (range) {
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(fs.createReadStream(file, range))
  }
  return reply.header('content-length', stat.size).send(fs.createReadStream(file))
}

/**
 * The targets of the local driver's signed URLs, outside the JSON contract: PUT takes the raw bytes
 * (any or no Content-Type, up to the limit of the key's format) once per key and GET serves them,
 * with ranges for video. The signature in the query is the only credential, as with S3.
 */
export async function registerStorageRoutes(app: FastifyInstance, storage: LocalStorage): Promise<void> {
  await app.register(async (scope) => {
    // Browsers send the file with an empty Content-Type, which Fastify would refuse as malformed.
    scope.addHook('onRequest', async (request) => {
      if (request.headers['content-type']?.trim() === '')
        request.headers['content-type'] = 'application/octet-stream'
    })
    scope.removeAllContentTypeParsers()
    // The body stays a stream: the handler writes it to disk with its own limit.
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload))
    scope.put(`${STORAGE_ROUTE}/*`, (request, reply) => receive(storage, request, reply))
    scope.get(`${STORAGE_ROUTE}/*`, (request, reply) => serve(storage, request, reply))
  })
}
