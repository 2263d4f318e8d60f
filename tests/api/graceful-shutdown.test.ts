import { type ChildProcess, spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import type { Writable } from 'node:stream'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { apiClient, dataOf } from '../support/apiClient'
import { TEST_ENV } from '../support/global-setup'
import { pngOf } from '../support/images'
import { login } from '../support/test-server'
import {
  copyPgliteTemplate,
  createDatabaseFromTemplate,
  dropDatabase,
  REPO_ROOT,
  type TestDbTemplate,
  TMP_ROOT,
} from '../support/testDatabase'

interface ServerProcess {
  baseUrl: string
  child: ChildProcess
  /** Everything the process wrote (its JSON log lines and its ready line). */
  output(): string
  exited: Promise<number | null>
  /** Every process that held the output has ended: under a shell, the server too, not just the shell. */
  outputEnded: Promise<void>
}

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/**
 * `server/main.ts` as `npm start` runs it, on a copy of the run's template database and a DATA_DIR of its
 * own; `throughShell` starts it as `npm start` does, by scripts/start.mjs under a shell that forks it.
 */
async function startServerProcess(
  env: Record<string, string>,
  { throughShell = false } = {},
): Promise<ServerProcess> {
  const template = inject('testDbTemplate') as TestDbTemplate
  await fs.mkdir(path.join(TMP_ROOT, 'servers'), { recursive: true })
  const dataDir = await fs.mkdtemp(path.join(TMP_ROOT, 'servers', 'process-'))
  const dbName = `bo_test_${crypto.randomBytes(6).toString('hex')}`
  let databaseUrl = ''
  let dropOwnDatabase = async () => {}
  if (template.kind === 'postgres') {
    databaseUrl = await createDatabaseFromTemplate(template.serverUrl, template.templateName, dbName)
    dropOwnDatabase = () => dropDatabase(template.serverUrl, dbName)
  } else await copyPgliteTemplate(template.templateDir, path.join(dataDir, 'pglite'))
  const [command, args] = throughShell
    ? ['sh', ['-c', '"$START_NODE" scripts/start.mjs; exit $?']]
    : [process.execPath, ['--import', 'tsx', 'server/main.ts']]
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      START_NODE: process.execPath,
      ...TEST_ENV,
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PUBLIC_DIR: path.join(dataDir, 'no-spa'),
      WIDGETS_DIR: path.join(dataDir, 'no-widgets'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const outputEnded = new Promise<void>((resolve) => child.once('close', () => resolve()))
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL')
      await exited
    }
    await dropOwnDatabase()
    await fs.rm(dataDir, { recursive: true, force: true })
  })
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const ready = /ready on (http:\/\/\S+)/.exec(output)
      if (ready) {
        clearInterval(timer)
        resolve(ready[1].replace('localhost', '127.0.0.1'))
      }
    }, 50)
    void exited.then((code) => {
      clearInterval(timer)
      reject(new Error(`the server exited with ${code} before it was ready:\n${output}`))
    })
  })
  return { baseUrl, child, output: () => output, exited, outputEnded }
}

/** Writes `chunk` and resolves once it has gone to the kernel, so the server can read it. */
const writtenOut = (to: Writable, chunk: Buffer | string) =>
  new Promise<void>((resolve, reject) => to.write(chunk, (error) => (error ? reject(error) : resolve())))

/**
 * A PUT of `bytes` whose body is sent in two parts: the second only when `finish` is called. Resolves once
 * the head and the first part are in the kernel, so a connection opened after it reaches the server later.
 */
async function slowUpload(url: string, bytes: Buffer) {
  const half = Math.floor(bytes.length / 2)
  const request = http.request(url, {
    method: 'PUT',
    agent: false,
    headers: { 'content-type': '', 'content-length': String(bytes.length) },
  })
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString()
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    request.on('error', reject)
  })
  // A test that fails before it awaits the answer still ends the server; that is no second failure.
  answered.catch(() => {})
  await writtenOut(request, bytes.subarray(0, half))
  return { answered, finish: () => request.end(bytes.subarray(half)) }
}

/** A connection that has sent part of a request's head: busy, so a closing server keeps it open. */
async function halfSentRequest(baseUrl: string, requestPath: string) {
  const { hostname, port } = new URL(baseUrl)
  const socket = net.connect(Number(port), hostname)
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  let received = ''
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString()
  })
  // A reset ends the connection like a close does; `finish` then says what came back (nothing).
  socket.on('error', () => {})
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  await writtenOut(socket, `GET ${requestPath} HTTP/1.1\r\nHost: ${hostname}\r\n`)
  return {
    async finish(): Promise<{ status: number; headers: string; body: string }> {
      socket.write('\r\n')
      await ended
      const [head, body] = received.split('\r\n\r\n')
      return { status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body }
    },
  }
}

/** Reads an event stream's raw text as it comes. */
async function rawEventStream(url: string, token: string) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
  if (!response.body) throw new Error(`no event stream: ${response.status}`)
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let text = ''
  const ended = (async () => {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return
      text += value
    }
  })()
  return { text: () => text, ended }
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/**
 * Once a request on a new connection is answered, the server has read what the connections opened and
 * written before it sent: it accepts connections in order and reads every readable one in the same turn.
 * A connection whose first bytes it has not read yet counts as idle, and closing the listener ends it.
 * The connection must be new: fetch would reuse a kept-alive one that the server may answer first.
 */
async function serverHasRead(baseUrl: string) {
  const status = await new Promise<number | undefined>((resolve, reject) =>
    http
      .get(`${baseUrl}/api/health/live`, { agent: false }, (response) => {
        response.resume()
        resolve(response.statusCode)
      })
      .on('error', reject),
  )
  expect(status).toBe(200)
}

const refused = (baseUrl: string) =>
  fetch(`${baseUrl}/api/health/live`).then(
    () => false,
    (error: { cause?: { code?: string } }) => error.cause?.code === 'ECONNREFUSED',
  )

async function signedUploadUrl(baseUrl: string) {
  const { jwtAccessToken: token } = await login(baseUrl, 'admin@example.com', 'Admin@12345')
  const signed = dataOf(
    await apiClient(baseUrl, { token }).GET('/upload/upload-signed-url', {
      params: { query: { fileName: 'tile.png', moduleName: 'category' } },
    }),
  )
  return { token, url: `${baseUrl}${signed.preSignedUrl}` }
}

describe('graceful shutdown of a server process', () => {
  it('on SIGTERM: drains, finishes the request in flight, tells streams to reconnect, refuses new connections, exits 0', async () => {
    const server = await startServerProcess({ SHUTDOWN_GRACE_SECONDS: '20' })
    const { token, url } = await signedUploadUrl(server.baseUrl)
    const stream = await rawEventStream(`${server.baseUrl}/api/admin/notifications/stream`, token)
    await until(() => stream.text().includes('event: unread'), 'the first unread count')
    const upload = await slowUpload(url, pngOf(64, 64))
    const readiness = await halfSentRequest(server.baseUrl, '/api/health/ready')
    await serverHasRead(server.baseUrl)

    server.child.kill('SIGTERM')
    await until(() => stream.text().includes('event: reconnect'), 'the reconnect notice')
    expect(stream.text()).toMatch(/retry: \d+\nevent: reconnect\ndata: \{\}\n\n$/)
    await stream.ended
    await until(() => refused(server.baseUrl), 'the listener to close')

    const ready = await readiness.finish()
    expect(ready.status).toBe(503)
    expect(ready.headers).toContain('connection: close')
    expect(JSON.parse(ready.body)).toEqual({ status: 'notReady', draining: true, database: 'ok' })

    upload.finish()
    expect((await upload.answered).status).toBe(200)
    expect(await server.exited).toBe(0)
    expect(server.output()).toContain('shut down cleanly')
  }, 150_000)

  it('stops when the shell `npm start` runs it through goes, though that shell passes no signal on', async () => {
    const server = await startServerProcess({}, { throughShell: true })
    const answers = () =>
      fetch(`${server.baseUrl}/signin`).then(
        () => 'answers',
        () => 'gone',
      )
    await expect(answers()).resolves.toBe('answers')
    server.child.kill('SIGTERM')
    await server.exited
    await expect.poll(answers, { timeout: 15_000, interval: 250 }).toBe('gone')
    // The listener closes before the database does; the server's last line comes after.
    await server.outputEnded
    expect(server.output()).toContain('shut down cleanly')
  })

  it('cuts a request still running after SHUTDOWN_GRACE_SECONDS and exits non-zero, saying so', async () => {
    const server = await startServerProcess({ SHUTDOWN_GRACE_SECONDS: '1' })
    const { url } = await signedUploadUrl(server.baseUrl)
    const upload = await slowUpload(url, pngOf(64, 64))
    const cut = upload.answered.then(
      () => 'answered',
      () => 'cut',
    )
    await serverHasRead(server.baseUrl)
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(1)
    expect(await cut).toBe('cut')
    expect(server.output()).toContain('requests still running when the shutdown grace time ran out')
  }, 150_000)
})
