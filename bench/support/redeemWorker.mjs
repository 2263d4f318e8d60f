// The checkout's side of bench/coupon-redeem: redemption calls from `connections` connections for
// `seconds`, each with its own idempotency key and order number. A worker thread, so the client's work
// runs beside the server's event loop rather than on it, as a checkout on another machine would (see
// loadWorker.mjs). Plain JavaScript: worker threads do not inherit the TypeScript loader. Calls go
// through node:http on kept-alive connections: fetch spent more of the shared cores than the server
// did per call, which a checkout on another machine would not take from it.
import crypto from 'node:crypto'
import http from 'node:http'
import { parentPort, workerData } from 'node:worker_threads'

const { baseUrl, key, product, members, codes, connections, seconds } = workerData
const pick = (list) => list[Math.floor(Math.random() * list.length)]
const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
const url = new URL('/api/admin/coupons/redeem', baseUrl)

/** One call: its status and its parsed answer. */
function post(headers, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode, answer: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
      )
      response.on('error', reject)
    })
    request.on('error', reject)
    request.end(body)
  })
}

let calls = 0
let redeemed = 0
let failed = 0
const started = performance.now()
const deadline = started + seconds * 1000
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (performance.now() < deadline) {
      const { status, answer } = await post(
        {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          'idempotency-key': crypto.randomUUID(),
        },
        JSON.stringify({
          couponCode: pick(codes),
          memberId: pick(members),
          orderNumber: `BENCH-${crypto.randomUUID()}`,
          orderType: 'ROC',
          products: [{ productCode: product, quantity: 1 }],
        }),
      )
      calls++
      if (status !== 200) failed++
      else if (answer.redeemed) redeemed++
    }
  }),
)
agent.destroy()
parentPort.postMessage({ calls, redeemed, failed, seconds: (performance.now() - started) / 1000 })
