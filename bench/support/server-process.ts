import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

export interface ServerProcess {
  baseUrl: string
  /** The server's process id, e.g. to read its memory from /proc. */
  pid: number
  /** Milliseconds from spawning the process to its "ready" line. */
  startMs: number
  stop(): Promise<void>
}

/**
 * Every rate limit out of reach: a bench calls far faster than a person, and measures what the calls
 * cost (counting included), not when they would be refused.
 */
export const UNLIMITED_RATE_ENV: Readonly<Record<string, string>> = Object.fromEntries(
  [
    'AUTH_RATE_LIMIT_PER_MINUTE',
    'RATE_LIMIT_PER_MINUTE',
    'RATE_LIMIT_PUBLIC_PER_MINUTE',
    'RATE_LIMIT_PROBES_PER_MINUTE',
    'RATE_LIMIT_EXPORTS_PER_MINUTE',
    'RATE_LIMIT_SEARCHES_PER_MINUTE',
    'RATE_LIMIT_UPLOADS_PER_MINUTE',
  ].map((name) => [name, '1000000000']),
)

export const tempDataDir = (): string => mkdtempSync(join(tmpdir(), 'bench-data-'))
export const removeDir = (dir: string): void => rmSync(dir, { recursive: true, force: true })

/** Starts the real server (`server/main.ts`) as `npm start` does after its build step, and waits for it to listen. */
export function startServer(
  env: Record<string, string>,
  command: string[] = ['--import', 'tsx', 'server/main.ts'],
) {
  const started = performance.now()
  const child: ChildProcess = spawn(process.execPath, command, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...UNLIMITED_RATE_ENV, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise<ServerProcess>((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const ready = output.match(/ready on (http:\/\/\S+)/)
      if (!ready) return
      child.stdout?.off('data', onData)
      resolve({
        baseUrl: ready[1].replace('localhost', '127.0.0.1'),
        pid: child.pid as number,
        startMs: performance.now() - started,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done())
            child.kill('SIGTERM')
          }),
      })
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)))
  })
}

export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)]
}

export const ms = (value: number): string => `${value.toFixed(1)} ms`
