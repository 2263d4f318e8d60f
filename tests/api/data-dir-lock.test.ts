import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { DataDirLockedError, lockDataDir } from '../../server/db/dataDirLock'
import { apiClient } from '../support/apiClient'
import { startTestServer, type TestServer } from '../support/test-server'
import { copyPgliteTemplate, REPO_ROOT, type TestDbTemplate, TMP_ROOT } from '../support/testDatabase'

function runServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
    child.on('error', reject)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

describe.skipIf(process.env.TEST_DB === 'postgres')('the PGlite data directory lock', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.close())

  it('makes a second server process on the same directory fail fast with a clear message', async () => {
    const started = Date.now()
    const { code, output } = await runServer({ DATA_DIR: server.config.dataDir, PORT: '0' })
    expect(code).toBe(1)
    expect(output).toContain(
      `The database directory ${server.config.pgliteDir} is in use by another server process (pid ${process.pid}`,
    )
    expect(Date.now() - started).toBeLessThan(15_000)
    // The running server is untouched.
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200)
  })

  it('refuses a second lock in the same process too', () => {
    expect(() => lockDataDir(server.config.pgliteDir)).toThrow(DataDirLockedError)
  })

  it('takes over a lock left by a process that is gone', async () => {
    const dir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'bo-lock-')), 'pglite')
    const dead = spawn(process.execPath, ['-e', '0'])
    await new Promise((resolve) => dead.on('exit', resolve))
    await fs.writeFile(
      `${dir}.lock`,
      JSON.stringify({ pid: dead.pid, hostname: os.hostname(), startedAt: 'earlier' }),
    )
    const release = lockDataDir(dir)
    expect(JSON.parse(await fs.readFile(`${dir}.lock`, 'utf8')).pid).toBe(process.pid)
    release()
    await expect(fs.access(`${dir}.lock`)).rejects.toThrow()
  })
})

/** A server process that has printed its ready line, with the port it listens on. */
function startServerProcess(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk
      const port = /Back-office ready on http:\/\/localhost:(\d+)/.exec(output)?.[1]
      if (port) resolve({ child, port: Number(port) })
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)))
  })
}

const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve))

describe.skipIf(process.env.TEST_DB === 'postgres')('a server killed in the middle of writes', () => {
  it('leaves a data directory the next start opens, stale lock included', { timeout: 60_000 }, async () => {
    const template = inject('testDbTemplate') as TestDbTemplate
    if (template.kind !== 'pglite') return
    const dataDir = await fs.mkdtemp(path.join(TMP_ROOT, 'servers', 'killed-'))
    try {
      await copyPgliteTemplate(template.templateDir, path.join(dataDir, 'pglite'))
      const first = await startServerProcess({ DATA_DIR: dataDir })
      const baseUrl = `http://127.0.0.1:${first.port}`
      const body = { username: 'admin@example.com', password: 'Admin@12345' }
      const writes = Array.from({ length: 20 }, () =>
        apiClient(baseUrl)
          .POST('/auth/admin/login', { body })
          .catch(() => null),
      )
      await new Promise((resolve) => setTimeout(resolve, 50))
      first.child.kill('SIGKILL')
      await exited(first.child)
      await Promise.all(writes)

      const second = await startServerProcess({ DATA_DIR: dataDir })
      try {
        const again = `http://127.0.0.1:${second.port}`
        const api = apiClient(again)
        expect((await api.GET('/health')).response.status).toBe(200)
        expect((await api.POST('/auth/admin/login', { body })).response.status).toBe(200)
      } finally {
        second.child.kill('SIGTERM')
        await exited(second.child)
      }
      await expect(fs.access(path.join(dataDir, 'pglite.lock'))).rejects.toThrow()
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true })
    }
  })
})
