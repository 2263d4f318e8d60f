// Several instances behind nginx: the order list's first page (the complete tab, as the list opens)
// loaded through nginx (deploy/nginx/backoffice.conf, one worker a core) with 1, 2 and 3 server
// processes on one PostgreSQL database, and straight to one process without nginx, in one run.
// "÷ direct" is what the proxy costs (at 1 connection its latency, at 32 what is left of the throughput);
// "÷ 1 inst." is what more instances bring. Beside each figure, where the machine's cores went during
// the measured window: all processes, the instances, nginx, the load client (this process), and the
// rest (PostgreSQL and whatever else runs on the machine), in cores busy.
// Needs BENCH_DATABASE_URL or TEST_DATABASE_URL; BENCH_ROWS orders (50,000 unless set).
import { readdirSync, readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'kysely'
import {
  createClusterDatabase,
  freePort,
  type Instance,
  type ReverseProxy,
  runDir,
  startInstance,
  startProxy,
} from '../tests/support/instances/cluster'
import { writeResults } from './support/listBenchReport'
import { createLoadClient, type Figures, measureSettings } from './support/measure'
import { ALL_COMPLETE, loadOrders, orderPathOf } from './support/orderCases'

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (!serverUrl) {
  console.log('instances: skipped, it needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL)')
  process.exit(0)
}
const rows = Number(process.env.BENCH_ROWS ?? 50_000)
const settings = measureSettings()
const TICKS_PER_SECOND = 100

/** CPU seconds a process has used (user and system), from /proc. */
function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
  } catch {
    return 0
  }
}

/** The machine's busy CPU seconds, over all cores, from /proc/stat. */
function machineBusySeconds(): number {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/)
  const [user, nice, system, , , irq, softirq, steal] = values.map(Number)
  return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND
}

const childrenOf = (pid: number): number[] =>
  readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number),
  )

interface Cores {
  machine: number
  instances: number
  nginx: number
  client: number
  rest: number
}

/** Runs `measure` and answers where the cores went meanwhile (averaged over its whole run). */
async function withCores<T>(pids: { instances: number[]; nginx: number[] }, measure: () => Promise<T>) {
  const snapshot = () => ({
    at: performance.now(),
    machine: machineBusySeconds(),
    instances: pids.instances.reduce((sum, pid) => sum + cpuSecondsOf(pid), 0),
    nginx: pids.nginx.reduce((sum, pid) => sum + cpuSecondsOf(pid), 0),
    client: cpuSecondsOf(process.pid),
  })
  const before = snapshot()
  const result = await measure()
  const after = snapshot()
  const seconds = (after.at - before.at) / 1000
  const used = (key: 'machine' | 'instances' | 'nginx' | 'client') => (after[key] - before[key]) / seconds
  const cores: Cores = {
    machine: used('machine'),
    instances: used('instances'),
    nginx: used('nginx'),
    client: used('client'),
    rest: used('machine') - used('instances') - used('nginx') - used('client'),
  }
  return { result, cores }
}

const dir = await runDir()
const database = await createClusterDatabase(serverUrl)
const instances: Instance[] = []
const load = createLoadClient()
try {
  const ports = await Promise.all([freePort(), freePort(), freePort()])
  const env = {
    NODE_ENV: 'development',
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    DATABASE_URL: database.url,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    TRUST_PROXY: 'true',
    DATA_DIR: path.join(dir, 'data'),
    PUBLIC_DIR: path.join(dir, 'no-spa'),
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    ACCESS_TOKEN_TTL_SECONDS: '86400',
  }
  // The first migrates and makes the first admin; the orders are loaded before the others start.
  instances.push(startInstance('A', ports[0], env))
  await instances[0].ready
  await loadOrders(database.db, rows, database.bulkLoad)
  await sql`vacuum analyze`.execute(database.db)
  instances.push(startInstance('B', ports[1], env), startInstance('C', ports[2], env))
  await Promise.all(instances.map((instance) => instance.ready))

  const signIn = await fetch(`${instances[0].baseUrl}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@example.com', password: 'Admin@12345' }),
  })
  const { jwtAccessToken } = (await signIn.json()) as { jwtAccessToken: string }
  const headers = { authorization: `Bearer ${jwtAccessToken}` }
  const page = `/api${orderPathOf({ filter: ALL_COMPLETE, page: 1 })}`

  const proxies: ReverseProxy[] = []
  for (const count of [1, 2, 3]) {
    const proxyDir = path.join(dir, `nginx-${count}`)
    await fs.mkdir(proxyDir)
    proxies.push(await startProxy(proxyDir, ports.slice(0, count), 'auto'))
  }
  const targets: { name: string; url: string; instances: number[]; nginx: number[] }[] = [
    { name: 'direct, 1 instance', url: instances[0].baseUrl, instances: [instances[0].pid], nginx: [] },
    ...proxies.map((proxy, index) => ({
      name: `nginx, ${index + 1} instance${index ? 's' : ''}`,
      url: proxy.baseUrl,
      instances: instances.slice(0, index + 1).map((instance) => instance.pid),
      nginx: [proxy.pid, ...childrenOf(proxy.pid)],
    })),
  ]
  // Unmeasured: every instance and nginx warm (JIT, plans, pools) before the first figure.
  for (const instance of instances)
    await load.measure({ url: `${instance.baseUrl}${page}`, headers, connections: 32 }, settings)
  await load.measure({ url: `${proxies[2].baseUrl}${page}`, headers, connections: 32 }, settings)

  console.log(
    `\nSeveral instances — PostgreSQL, ${rows.toLocaleString('en')} orders, the order list's first page, ${settings.seconds} s per measure after ${settings.warmupSeconds} s warm-up`,
  )
  console.log(
    'cores busy during the measure: all = the whole machine; rest = PostgreSQL and anything else running',
  )
  const header = [
    'target'.padEnd(22),
    'conn',
    '   req/s',
    '  p50',
    '   p99',
    '÷direct',
    '÷1 inst',
    '  all',
    ' inst',
    'nginx',
    'client',
    ' rest',
  ]
  console.log(header.join(' '))
  const results: { target: string; connections: number; figures: Figures; cores: Cores }[] = []
  for (const connections of settings.connections) {
    let direct: Figures | null = null
    let single: Figures | null = null
    for (const target of targets) {
      const { result: figures, cores } = await withCores(target, () =>
        load.measure({ url: `${target.url}${page}`, headers, connections }, settings),
      )
      if (target.nginx.length === 0) direct = figures
      else single ??= figures
      const times = (base: Figures | null) =>
        base ? `${(figures.throughput / base.throughput).toFixed(2)}x` : '—'
      console.log(
        [
          target.name.padEnd(22),
          String(connections).padStart(4),
          figures.throughput.toFixed(0).padStart(8),
          figures.p50.toFixed(1).padStart(5),
          figures.p99.toFixed(1).padStart(6),
          times(direct).padStart(7),
          (target.nginx.length ? times(single) : '—').padStart(7),
          ...[cores.machine, cores.instances, cores.nginx, cores.client, cores.rest].map((value, index) =>
            value.toFixed(2).padStart(index === 3 ? 6 : 5),
          ),
        ].join(' '),
      )
      results.push({ target: target.name, connections, figures, cores })
    }
  }
  for (const proxy of proxies) await proxy.stop()
  console.log(`results: ${writeResults('instances', 'postgres', { rows, settings, results })}`)
} finally {
  await load.close()
  for (const instance of instances) instance.kill('SIGTERM')
  await Promise.all(instances.map((instance) => instance.exited))
  await database.drop()
  await fs.rm(dir, { recursive: true, force: true })
}
