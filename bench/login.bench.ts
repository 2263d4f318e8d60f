// Login latency over HTTP against the real server process on PGlite: sequential, then 8 at a time.
import { ms, percentile, removeDir, startServer, tempDataDir } from './support/server-process'

const SEQUENTIAL = 300
const CONCURRENT = 400
const CONCURRENCY = 8

const dataDir = tempDataDir()
const server = await startServer({ DATA_DIR: dataDir })
const body = JSON.stringify({ username: 'admin@example.com', password: 'Admin@12345', OS: 'bench' })

async function loginOnce(): Promise<number> {
  const started = performance.now()
  const response = await fetch(`${server.baseUrl}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`login answered ${response.status}`)
  return performance.now() - started
}

function report(label: string, samples: number[], wallMs: number): void {
  const sorted = [...samples].sort((a, b) => a - b)
  console.log(
    `${label}: n=${samples.length} p50=${ms(percentile(sorted, 50))} p95=${ms(percentile(sorted, 95))} ` +
      `p99=${ms(percentile(sorted, 99))} max=${ms(sorted[sorted.length - 1])} throughput=${((samples.length / wallMs) * 1000).toFixed(0)}/s`,
  )
}

try {
  for (let i = 0; i < 20; i++) await loginOnce() // warm-up: JIT, argon2, database caches

  const sequential: number[] = []
  let started = performance.now()
  for (let i = 0; i < SEQUENTIAL; i++) sequential.push(await loginOnce())
  report('login sequential', sequential, performance.now() - started)

  const concurrent: number[] = []
  let next = 0
  started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < CONCURRENT) concurrent.push(await loginOnce())
    }),
  )
  report(`login ${CONCURRENCY} concurrent`, concurrent, performance.now() - started)
} finally {
  await server.stop()
  removeDir(dataDir)
}
