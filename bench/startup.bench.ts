// Time from `npm start` (or the server alone) to its first answer, and to complete demo data, as a first
// start in development makes it. Cases: a fresh data directory with the web app already built; a fresh
// clone's first start after its `npm install` (no dist/: the build runs meanwhile, so also the time until
// the app itself is served); a restart on an existing data directory. PGlite always, PostgreSQL (a new database each run)
// when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server. BENCH_RUNS sets the runs (default 3).
import { type ChildProcess, execSync, spawn } from 'node:child_process'
import { mkdtempSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { benchTargets } from './support/benchApp'
import { REPO_ROOT, removeDir, tempDataDir } from './support/server-process'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const PORT_BASE = 39_400

interface Started {
  child: ChildProcess
  firstAnswerMs: number
  started: number
  baseUrl: string
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Spawns `args` in `cwd` and polls /api/health until anything answers. */
async function start(
  cwd: string,
  args: string[],
  env: Record<string, string>,
  port: number,
): Promise<Started> {
  const started = performance.now()
  const child = spawn(process.execPath, args, {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const baseUrl = `http://127.0.0.1:${port}`
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    try {
      await fetch(`${baseUrl}/api/health`)
      return { child, firstAnswerMs: performance.now() - started, started, baseUrl }
    } catch {
      await sleep(20)
    }
  }
}

async function untilDemoDataMade(server: Started): Promise<number> {
  const login = await fetch(`${server.baseUrl}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@example.com', password: 'Admin@12345' }),
  })
  const { jwtAccessToken } = (await login.json()) as { jwtAccessToken: string }
  for (;;) {
    const response = await fetch(`${server.baseUrl}/api/admin/demo-data`, {
      headers: { authorization: `Bearer ${jwtAccessToken}` },
    })
    if (!((await response.json()) as { preparing: boolean }).preparing)
      return performance.now() - server.started
    await sleep(100)
  }
}

/** Until `/` is the app itself rather than the page saying it is being built. */
async function untilAppServed(server: Started): Promise<number> {
  for (;;) {
    const response = await fetch(`${server.baseUrl}/`, { headers: { accept: 'text/html' } })
    if (response.status === 200) return performance.now() - server.started
    await sleep(100)
  }
}

const stop = (server: Started) =>
  new Promise<void>((done) => {
    server.child.once('exit', () => done())
    server.child.kill('SIGTERM')
  })

/**
 * A copy of the repository's committed files without dist/, sharing node_modules, after what `npm install`
 * does in a new checkout (its postinstall step, timed on its own): a fresh clone, installed.
 */
function freshClone(): { dir: string; installMs: number } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-clone-'))
  execSync(`git -C ${REPO_ROOT} archive HEAD | tar -x -C ${dir}`)
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'))
  const started = performance.now()
  execSync('npm run --silent postinstall', { cwd: dir, stdio: 'ignore' })
  return { dir, installMs: performance.now() - started }
}

async function database(
  serverUrl: string | null,
  run: number,
): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (!serverUrl) return { env: {}, drop: async () => {} }
  const name = `bench_startup_${process.pid}_${run}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    await client.query(statement).finally(() => client.end())
  }
  await admin(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const line = (what: string, values: number[]) =>
  console.log(`${what}: median ${s(median(values))} of ${values.map(s).join(', ')}`)

let port = PORT_BASE
for (const target of benchTargets()) {
  const figures: Record<string, number[]> = {}
  const add = (key: string, value: number) => {
    figures[key] ??= []
    figures[key].push(value)
  }
  for (let run = 0; run < RUNS; run++) {
    const dataDir = tempDataDir()
    const db = await database(target.serverUrl, run)
    const server = ['--import', 'tsx', 'server/main.ts']
    try {
      const first = await start(REPO_ROOT, server, { DATA_DIR: dataDir, ...db.env }, port++)
      add('first answer, fresh data, app built', first.firstAnswerMs)
      add('demo data complete, fresh data', await untilDemoDataMade(first))
      await stop(first)
      const again = await start(REPO_ROOT, server, { DATA_DIR: dataDir, ...db.env }, port++)
      add('first answer, existing data', again.firstAnswerMs)
      await stop(again)
    } finally {
      removeDir(dataDir)
      await db.drop()
    }
    // A fresh clone's `npm start`: no dist/, no data; only on PGlite (the build is the same on both).
    if (target.kind !== 'pglite') continue
    const { dir: clone, installMs } = freshClone()
    add("npm install's postinstall, fresh clone (not part of the start)", installMs)
    try {
      const first = await start(clone, ['scripts/start.mjs'], {}, port++)
      add('first answer, fresh clone (no dist, fresh data)', first.firstAnswerMs)
      add('web app served, fresh clone', await untilAppServed(first))
      add('demo data complete, fresh clone', await untilDemoDataMade(first))
      await stop(first)
    } finally {
      removeDir(clone)
    }
  }
  console.log(`\n${target.kind}:`)
  for (const [what, values] of Object.entries(figures)) line(what, values)
}
