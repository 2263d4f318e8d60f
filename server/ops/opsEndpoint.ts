import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyRequest } from 'fastify'

/** The file in DATA_DIR through which `npm run backup` finds the running server and proves it may ask. */
export const OPS_FILE = 'server-ops.json'
export const BACKUP_PATH = '/_ops/backup/database'

export interface OpsFile {
  pid: number
  port: number
  token: string
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])
// The socket's own address, never X-Forwarded-For: a proxy on this machine does not make a caller local.
const isLoopback = (request: FastifyRequest) => LOOPBACK.has(request.socket.remoteAddress ?? '')

function sameToken(given: unknown, token: string): boolean {
  if (typeof given !== 'string') return false
  const a = Buffer.from(given)
  const b = Buffer.from(token)
  return a.length === b.length && crypto.timingSafeEqual(a, b)
}

/**
 * A database snapshot for `npm run backup` while the server holds PGlite's folder: answered only to a
 * caller on this machine that read the token from DATA_DIR (readable by the server's user only). Not
 * part of the API contract: an operation of the machine the server runs on, like its log.
 */
export function registerOps(app: FastifyInstance, dataDir: string, dump: (() => Promise<Blob>) | null): void {
  if (!dump) return
  const token = crypto.randomBytes(32).toString('base64url')
  const file = path.join(dataDir, OPS_FILE)
  app.post(BACKUP_PATH, async (request, reply) => {
    if (!isLoopback(request) || !sameToken(request.headers['x-ops-token'], token))
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Not found.' })
    const snapshot = Buffer.from(await (await dump()).arrayBuffer())
    return reply.type('application/gzip').header('cache-control', 'no-store').send(snapshot)
  })
  app.addHook('onListen', async () => {
    const address = app.server.address()
    if (typeof address !== 'object' || !address) return
    const ops: OpsFile = { pid: process.pid, port: address.port, token }
    fs.writeFileSync(file, JSON.stringify(ops), { mode: 0o600 })
  })
  app.addHook('onClose', async () => {
    try {
      if ((JSON.parse(fs.readFileSync(file, 'utf8')) as OpsFile).token === token)
        fs.rmSync(file, { force: true })
    } catch {
      // Gone already.
    }
  })
}
