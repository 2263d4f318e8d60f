// Runs autocannon in a worker thread: the load it generates (and the parsing of every answer) then
// runs beside the server's event loop rather than on it, as a separate client would. Plain JavaScript:
// worker threads do not inherit the TypeScript loader the benches run under. Its messages are typed
// in measure.ts (LoadRequest in; the measured window's start and end, then LoadResult or an error out).
import { parentPort } from 'node:worker_threads'
import autocannon from 'autocannon'

// A connection that has not been answered by then is not waited for any longer.
const MAX_WARMUP_MS = 30_000

/**
 * One autocannon run: a warm-up until `warmupSeconds` have passed and every connection has been
 * answered at least once (a busy server accepts new connections late: their first wait is not the
 * steady state), then `seconds` measured; only the answers inside that window count.
 */
function runLoad(request) {
  return new Promise((resolve, reject) => {
    // autocannon's own histogram rounds to whole milliseconds: the 2xx latencies are kept as measured.
    const latencies = []
    const answered = new Set()
    const warmupEnd = performance.now() + request.warmupSeconds * 1000
    let window = null
    let failures = 0
    let firstFailure = null
    const instance = autocannon(
      {
        url: request.url,
        headers: request.headers,
        connections: request.connections,
        // Stopped by measure() below; the short sample interval makes the stop take effect at once.
        duration: 3600,
        sampleInt: 50,
        // A deep page at 32 connections on PGlite queues for seconds: slow, but not a failure.
        timeout: 300,
      },
      (error) => {
        clearTimeout(giveUp)
        if (error) return reject(error)
        if (failures > 0) return resolve({ latencies, seconds: 0, failures, firstFailure })
        if (!window) return reject(new Error('the measured window never started'))
        resolve({ latencies, seconds: (window.until - window.from) / 1000, failures, firstFailure })
      },
    )
    const measure = () => {
      if (window) return
      const from = performance.now()
      window = { from, until: from + request.seconds * 1000 }
      // The bench times the server's event loop over the same window.
      parentPort?.postMessage({ window: 'start' })
      setTimeout(() => {
        parentPort?.postMessage({ window: 'end' })
        instance.stop()
      }, request.seconds * 1000)
    }
    const giveUp = setTimeout(measure, request.warmupSeconds * 1000 + MAX_WARMUP_MS)
    // A failed request fails the case: the run stops at once rather than at the end of its window.
    const fail = (reason) => {
      if (failures++ === 0) {
        firstFailure = reason
        instance.stop()
      }
    }
    instance.on('response', (client, statusCode, _bytes, responseTime) => {
      if (statusCode < 200 || statusCode >= 300) return fail(`status ${statusCode}`)
      const now = performance.now()
      if (window) {
        if (now <= window.until) latencies.push(responseTime)
        return
      }
      answered.add(client)
      if (answered.size >= request.connections && now >= warmupEnd) measure()
    })
    instance.on('reqError', (error) => fail(String(error)))
  })
}

parentPort?.on('message', (request) => {
  runLoad(request).then(
    (result) => parentPort?.postMessage({ result }),
    (error) => parentPort?.postMessage({ error: String(error) }),
  )
})
