// Several instances behind nginx: the order list's first page (the complete tab, as the list opens)
// loaded through nginx (deploy/nginx/backoffice.conf, one worker a core) with 1, 2 and 3 server
// processes on one PostgreSQL database, and straight to one process without nginx, in one run.
// "÷direct" is what the proxy costs (at 1 connection its latency, at 32 what is left of the throughput);
// "÷1 inst" is what more instances bring. Beside each figure, where the machine's cores went during the
// measured window, in cores busy: the whole machine, the instances, PostgreSQL's connections of the
// bench's database, nginx, the load client (this process) and everything else. From those, the CPU
// milliseconds one answer costs each part, and so the most answers a second the cores allow: the bound
// on what more instances can bring on this machine.
// Needs BENCH_DATABASE_URL or TEST_DATABASE_URL; BENCH_ROWS orders (50,000 unless set).
import { readdirSync, readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import { availableParallelism } from 'node:os'
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
import { UNLIMITED_RATE_ENV } from './support/server-process'

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
  postgres: number
  nginx: number
  client: number
  /** The rest of the machine: other programs, the kernel's own work. */
  other: number
}

/** The server processes of PostgreSQL serving the bench's database (it runs on this machine). */
async function postgresPids(): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid()`.execute(database.db)
  return rows.map((row) => row.pid)
}

/** Runs `measure` and answers where the cores went meanwhile (averaged over its whole run). */
async function withCores<T>(pids: { instances: number[]; nginx: number[] }, measure: () => Promise<T>) {
  const sum = (list: number[]) => list.reduce((total, pid) => total + cpuSecondsOf(pid), 0)
  const snapshot = async () => {
    const backends = await postgresPids()
    return {
      at: performance.now(),
      machine: machineBusySeconds(),
      instances: sum(pids.instances),
      nginx: sum(pids.nginx),
      client: cpuSecondsOf(process.pid),
      backends: new Map(backends.map((pid) => [pid, cpuSecondsOf(pid)])),
    }
  }
  const before = await snapshot()
  const result = await measure()
  const after = await snapshot()
  const seconds = (after.at - before.at) / 1000
  const used = (key: 'machine' | 'instances' | 'nginx' | 'client') => (after[key] - before[key]) / seconds
  // A connection opened during the measure used all of its CPU time within it.
  let postgresSeconds = 0
  for (const [pid, cpu] of after.backends) postgresSeconds += cpu - (before.backends.get(pid) ?? 0)
  const cores = {
    machine: used('machine'),
    instances: used('instances'),
    postgres: postgresSeconds / seconds,
    nginx: used('nginx'),
    client: used('client'),
    other: 0,
  }
  cores.other = cores.machine - cores.instances - cores.postgres - cores.nginx - cores.client
  return { result, cores }
}

const dir = await runDir()
const database = await createClusterDatabase(serverUrl)
const CORES = availableParallelism()
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
    ...UNLIMITED_RATE_ENV,
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
    `cores busy during the measure (of ${CORES}): all = the whole machine; inst = the instances; pg = PostgreSQL's connections to the bench's database; other = the rest of the machine`,
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
    '   pg',
    'nginx',
    'client',
    'other',
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
          ...[cores.machine, cores.instances, cores.postgres, cores.nginx, cores.client, cores.other].map(
            (value, index) => value.toFixed(2).padStart(index === 4 ? 6 : 5),
          ),
        ].join(' '),
      )
      results.push({ target: target.name, connections, figures, cores })
    }
  }
  // What one answer costs each part, in CPU milliseconds, and so the most answers a second the machine's
  // cores could give whatever the number of instances: the bound on what more instances can bring.
  const busiest = results.filter(
    (result) => result.connections === Math.max(...settings.connections) && result.target.startsWith('nginx'),
  )
  const perAnswer = (key: keyof Cores) =>
    busiest.reduce((sum, result) => sum + (result.cores[key] * 1000) / result.figures.throughput, 0) /
    busiest.length
  const parts = {
    instance: perAnswer('instances'),
    postgres: perAnswer('postgres'),
    nginx: perAnswer('nginx'),
    client: perAnswer('client'),
  }
  const total = Object.values(parts).reduce((sum, value) => sum + value, 0)
  console.log(
    `CPU per answer (mean of the ${busiest[0]?.connections}-connection rows through nginx): ${Object.entries(
      parts,
    )
      .map(([name, value]) => `${name} ${value.toFixed(2)} ms`)
      .join(
        ', ',
      )}; ${total.toFixed(2)} ms in all, so ${CORES} cores answer at most ${Math.round((CORES * 1000) / total)} a second, however many instances`,
  )
  for (const proxy of proxies) await proxy.stop()
  console.log(
    `results: ${writeResults('instances', 'postgres', { rows, settings, cores: CORES, cpuPerAnswerMs: parts, results })}`,
  )
} finally {
  await load.close()
  for (const instance of instances) instance.kill('SIGTERM')
  await Promise.all(instances.map((instance) => instance.exited))
  await database.drop()
  await fs.rm(dir, { recursive: true, force: true })
}
