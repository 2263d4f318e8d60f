// Several real server processes on one PostgreSQL database, behind an nginx made from deploy/nginx:
// what `npm run check:instances` and its test in the suite start. Nothing here is run in-process: each
// instance is `node --import tsx server/main.ts` as systemd's unit runs it.
import { type ChildProcess, spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { BulkLoad } from '../../../server/db/bulkCopy'
import { type Db, openDatabase } from '../../../server/db/database'
import { databaseUrl, dropDatabase, REPO_ROOT, withPgClient } from '../testDatabase'

export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx'
export const SITE_CONFIG = path.join(REPO_ROOT, 'deploy', 'nginx', 'backoffice.conf')

/** A port free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits until something accepts connections on `port`. */
async function portOpen(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end()
        resolve(true)
      })
      socket.on('error', () => resolve(false))
    })
    if (open) return
    if (Date.now() > deadline) throw new Error(`nothing listens on port ${port} after ${timeoutMs} ms`)
    await sleep(50)
  }
}

export interface Instance {
  name: string
  port: number
  baseUrl: string
  pid: number
  /** Every line the process wrote, stdout and stderr. */
  output: string[]
  /** The JSON log lines the process wrote whose `msg` is `message`. */
  logged(message: string): Record<string, unknown>[]
  /** Resolves once the process answered "ready"; rejects if it exited before. */
  ready: Promise<void>
  exited: Promise<number | null>
  kill(signal: NodeJS.Signals): void
}

export interface ClusterDatabase {
  url: string
  /** A handle of the check's own, as a script's would be (not one of the instances'). */
  db: Db
  /** COPY in one transaction, as the seed loads rows. */
  bulkLoad: BulkLoad
  drop(): Promise<void>
}

/** A new, empty database on the PostgreSQL server of `serverUrl`. */
export async function createClusterDatabase(serverUrl: string): Promise<ClusterDatabase> {
  const name = `bo_instances_${crypto.randomBytes(6).toString('hex')}`
  await withPgClient(serverUrl, (client) => client.query(`create database ${name}`))
  const url = databaseUrl(serverUrl, name)
  const handle = await openDatabase({ url, poolMax: 4 })
  return {
    url,
    db: handle.db,
    bulkLoad: handle.bulkLoad,
    async drop() {
      await handle.close()
      await dropDatabase(serverUrl, name)
    },
  }
}

/** Starts `server/main.ts` on `port` with `env` on top of the machine's environment. */
export function startInstance(name: string, port: number, env: Record<string, string>): Instance {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  let readyNow: () => void = () => {}
  const ready = new Promise<void>((resolve) => {
    readyNow = resolve
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const collect = (stream: NodeJS.ReadableStream | null) => {
    let partial = ''
    stream?.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n')
      partial = lines.pop() ?? ''
      for (const line of lines) {
        output.push(line)
        if (/Back-office ready on/.test(line)) readyNow()
      }
    })
  }
  collect(child.stdout)
  collect(child.stderr)
  return {
    name,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid as number,
    output,
    logged(message) {
      return output.flatMap((line) => {
        if (!line.startsWith('{')) return []
        const entry = JSON.parse(line) as Record<string, unknown>
        return entry.msg === message ? [entry] : []
      })
    },
    ready: Promise.race([
      ready,
      exited.then((code) => {
        throw new Error(`instance ${name} exited with ${code} before it was ready:\n${output.join('\n')}`)
      }),
    ]),
    exited,
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    },
  }
}

export interface ReverseProxy {
  baseUrl: string
  /** The master process; its workers are its children. */
  pid: number
  /** The upstream address of every request the proxy passed on, as its access log says. */
  upstreams(): Promise<string[]>
  stop(): Promise<void>
}

/**
 * The site of deploy/nginx/backoffice.conf with its upstream servers on `ports` and listening on
 * `listenPort` of 127.0.0.1, inside a main configuration that keeps every file nginx writes in `dir`.
 */
export async function nginxConfig(
  dir: string,
  listenPort: number,
  ports: number[],
  workers: number | 'auto' = 1,
): Promise<string> {
  const site = await fs.readFile(SITE_CONFIG, 'utf8')
  const servers = ports.map((port) => `    server 127.0.0.1:${port} max_fails=3 fail_timeout=10s;`)
  const lines = site.split('\n')
  const upstreamLines = lines.filter((line) => /^\s*server 127\.0\.0\.1:\d+ /.test(line))
  if (upstreamLines.length === 0) throw new Error(`${SITE_CONFIG} lists no upstream server`)
  const first = lines.indexOf(upstreamLines[0])
  const withUpstreams = [
    ...lines.slice(0, first).filter((line) => !upstreamLines.includes(line)),
    ...servers,
    ...lines.slice(first).filter((line) => !upstreamLines.includes(line)),
  ]
  const adapted = withUpstreams
    .filter((line) => !/^\s*listen \[::\]:80;/.test(line))
    .map((line) => line.replace(/^(\s*)listen 80;/, `$1listen 127.0.0.1:${listenPort};`))
    .join('\n')
  if (!adapted.includes(`listen 127.0.0.1:${listenPort};`)) throw new Error(`${SITE_CONFIG} has no listen 80`)
  // Started by root (CI), nginx would run its workers as nobody, who cannot enter the run's folder.
  const user = process.getuid?.() === 0 ? 'user root;' : ''
  return `
${user}
worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  log_format upstreams '$upstream_addr $status $request_method $uri';
  access_log ${dir}/access.log upstreams;
${adapted}
}
`
}

/**
 * nginx as the current user on a free port, passing on to the instances of `ports`, with `workers`
 * worker processes (`auto`: one a core, as Debian's nginx.conf has it).
 */
export async function startProxy(
  dir: string,
  ports: number[],
  workers: number | 'auto' = 1,
): Promise<ReverseProxy> {
  const listenPort = await freePort()
  const conf = path.join(dir, 'nginx.conf')
  await fs.writeFile(conf, await nginxConfig(dir, listenPort, ports, workers))
  const child = spawn(
    NGINX,
    ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf, '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  let errors = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString()
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const missing = new Promise<never>((_, reject) =>
    child.once('error', (error) =>
      reject(new Error(`cannot run ${NGINX} (apt-get install nginx, or set NGINX_BIN): ${error.message}`)),
    ),
  )
  try {
    await Promise.race([
      missing,
      portOpen(listenPort, 10_000),
      exited.then(() => {
        throw new Error(`nginx exited: ${errors}`)
      }),
    ])
  } catch (error) {
    child.kill('SIGTERM')
    throw error
  }
  return {
    baseUrl: `http://127.0.0.1:${listenPort}`,
    pid: child.pid as number,
    async upstreams() {
      const log = await fs.readFile(path.join(dir, 'access.log'), 'utf8').catch(() => '')
      return log
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(' ')[0])
    },
    async stop() {
      // Its fast stop: the streams still open are cut, as the check has finished with them.
      child.kill('SIGTERM')
      await exited
    },
  }
}

/** A temporary folder of this run, removed by the caller. */
export const runDir = () => fs.mkdtemp(path.join(os.tmpdir(), 'backoffice-instances-'))

export interface Cluster {
  database: ClusterDatabase
  instances: Instance[]
  proxy: ReverseProxy
  jwtSecret: string
  /** The settings every instance was started with. */
  env: Record<string, string>
  /** Milliseconds from spawning the instances to the last one's "ready". */
  startMs: number
  stop(): Promise<void>
}

export interface ClusterOptions {
  /** The PostgreSQL server the run's database is made on (e.g. TEST_DATABASE_URL). */
  serverUrl: string
  instances?: number
  /** Settings for every instance, on top of the check's own. */
  env?: Record<string, string>
}

/**
 * A new empty database, `instances` server processes started on it at the same moment (so they race
 * to migrate and seed it), and nginx in front of them. stop() ends and removes all of it.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const dir = await runDir()
  const database = await createClusterDatabase(options.serverUrl)
  const jwtSecret = crypto.randomBytes(32).toString('base64url')
  const instances: Instance[] = []
  let proxy: ReverseProxy | null = null
  const stop = async () => {
    await proxy?.stop()
    for (const instance of instances) instance.kill('SIGTERM')
    const forced = setTimeout(() => {
      for (const instance of instances) instance.kill('SIGKILL')
    }, 12_000)
    await Promise.all(instances.map((instance) => instance.exited))
    clearTimeout(forced)
    await database.drop()
    await fs.rm(dir, { recursive: true, force: true })
  }
  try {
    const ports = await Promise.all(Array.from({ length: options.instances ?? 3 }, freePort))
    const env = {
      NODE_ENV: 'development',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      DATABASE_URL: database.url,
      DATABASE_POOL_MAX: '5',
      JWT_SECRET: jwtSecret,
      TRUST_PROXY: 'true',
      // One folder for all, as a shared disk for local storage would be.
      DATA_DIR: path.join(dir, 'data'),
      PUBLIC_DIR: path.join(REPO_ROOT, 'dist'),
      ...options.env,
    }
    const started = performance.now()
    ports.forEach((port, index) => {
      instances.push(startInstance(String.fromCharCode(65 + index), port, env))
    })
    await Promise.all(instances.map((instance) => instance.ready))
    const startMs = performance.now() - started
    proxy = await startProxy(dir, ports)
    return { database, instances, proxy, jwtSecret, env, startMs, stop }
  } catch (error) {
    await stop().catch(() => {})
    throw error
  }
}
