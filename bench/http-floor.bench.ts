// What answering over HTTP costs on this machine, apart from the app: the order list's first page,
// page 1,000 and last page timed three ways in the same run, at 1 and 32 connections: the handler's
// queries called directly (SQL), the same queries behind the plainest HTTP server Node has (node:http, JSON.stringify,
// no framework, no sign-in), and the API. "floor ÷ SQL" is what any HTTP server here reaches, with the
// load client, the server and the database sharing the machine's cores; "API ÷ floor" is what the app
// itself costs on top. BENCH_ROWS orders (50,000 unless set): the pages cost the same at any size.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'kysely'
import { orderTabCounts } from '../server/modules/orders/orderList.queries'
import { benchTargets, signInAsAdmin, startBenchApp } from './support/benchApp'
import { writeResults } from './support/listBenchReport'
import { createLoadClient, type Figures, measureDirect, measureSettings } from './support/measure'
import {
  ALL_COMPLETE,
  loadOrders,
  ORDER_PAGE_LIMIT,
  type OrderQuery,
  orderHandlerQueries,
  orderPathOf,
} from './support/orderCases'

const rows = Number(process.env.BENCH_ROWS ?? 50_000)
const settings = measureSettings()
const load = createLoadClient()
const text = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1))
const ratio = (value: number) => `${value.toFixed(2)}x`

try {
  for (const target of benchTargets()) {
    const bench = await startBenchApp(target)
    try {
      await loadOrders(bench.db, rows, bench.bulkLoad)
      await sql`vacuum analyze`.execute(bench.db)
      const { token } = await signInAsAdmin(bench)
      const counts = await orderTabCounts(bench.db, ALL_COMPLETE)
      const lastPage = Math.max(1, Math.ceil(counts.complete / ORDER_PAGE_LIMIT))
      const cases: [string, OrderQuery][] = [
        ['first page (complete)', { filter: ALL_COMPLETE, page: 1 }],
        ['page 1,000', { filter: ALL_COMPLETE, page: Math.min(1000, lastPage) }],
        [`last page (${lastPage.toLocaleString('en')})`, { filter: ALL_COMPLETE, page: lastPage }],
      ]
      // The floor answers whichever case is being measured, whatever the request asks.
      let current = cases[0][1]
      const floor = createServer((_request, response) => {
        orderHandlerQueries(bench.db, current).then(
          (page) => {
            response.setHeader('content-type', 'application/json')
            response.end(JSON.stringify(page))
          },
          () => {
            response.statusCode = 500
            response.end()
          },
        )
      })
      await new Promise<void>((resolve) => floor.listen(0, '127.0.0.1', resolve))
      const floorUrl = `http://127.0.0.1:${(floor.address() as AddressInfo).port}/`
      console.log(
        `\nHTTP floor — ${bench.kind}, ${rows.toLocaleString('en')} orders, ${settings.seconds} s per measure after ${settings.warmupSeconds} s warm-up`,
      )
      console.log(
        [
          'case'.padEnd(30),
          'conn',
          '   SQL q/s',
          ' floor r/s',
          '   API r/s',
          '  SQL p50',
          'floor p50',
          '  API p50',
          'floor÷SQL',
          '  API÷SQL',
          'API÷floor',
        ].join(' '),
      )
      const results: Record<string, unknown>[] = []
      for (const [name, query] of cases) {
        current = query
        const headers = { authorization: `Bearer ${token}` }
        const apiUrl = `${bench.baseUrl}/api${orderPathOf(query)}`
        // Unmeasured: every path compiled and warm before the first figure.
        await load.measure({ url: apiUrl, headers, connections: 32 }, settings)
        await load.measure({ url: floorUrl, headers: {}, connections: 32 }, settings)
        for (const connections of settings.connections) {
          const direct: Figures = await measureDirect(
            () => orderHandlerQueries(bench.db, query),
            connections,
            settings,
          )
          const bare = await load.measure({ url: floorUrl, headers: {}, connections }, settings)
          const api = await load.measure({ url: apiUrl, headers, connections }, settings)
          console.log(
            [
              name.padEnd(30),
              String(connections).padStart(4),
              direct.throughput.toFixed(0).padStart(10),
              bare.throughput.toFixed(0).padStart(10),
              api.throughput.toFixed(0).padStart(10),
              text(direct.p50).padStart(9),
              text(bare.p50).padStart(9),
              text(api.p50).padStart(9),
              ratio(bare.throughput / direct.throughput).padStart(9),
              ratio(api.throughput / direct.throughput).padStart(9),
              ratio(api.throughput / bare.throughput).padStart(9),
            ].join(' '),
          )
          results.push({ case: name, connections, sql: direct, floor: bare, api })
        }
      }
      floor.close()
      console.log(`results: ${writeResults('http-floor', bench.kind, { rows, settings, results })}`)
    } finally {
      await bench.stop()
    }
  }
} finally {
  await load.close()
}
