// The checkout's side of bench/coupon-redeem: redemption calls from `connections` connections for
// `seconds`, each with its own idempotency key and order number. A worker thread, so the client's work
// runs beside the server's event loop rather than on it, as a checkout on another machine would (see
// loadWorker.mjs). Plain JavaScript: worker threads do not inherit the TypeScript loader.
import crypto from 'node:crypto'
import { parentPort, workerData } from 'node:worker_threads'

const { baseUrl, key, product, members, codes, connections, seconds } = workerData
const pick = (list) => list[Math.floor(Math.random() * list.length)]

let calls = 0
let redeemed = 0
let failed = 0
const started = performance.now()
const deadline = started + seconds * 1000
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (performance.now() < deadline) {
      const response = await fetch(`${baseUrl}/api/admin/coupons/redeem`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          'idempotency-key': crypto.randomUUID(),
        },
        body: JSON.stringify({
          couponCode: pick(codes),
          memberId: pick(members),
          orderNumber: `BENCH-${crypto.randomUUID()}`,
          orderType: 'ROC',
          products: [{ productCode: product, quantity: 1 }],
        }),
      })
      const answer = await response.json()
      calls++
      if (response.status !== 200) failed++
      else if (answer.redeemed) redeemed++
    }
  }),
)
parentPort.postMessage({ calls, redeemed, failed, seconds: (performance.now() - started) / 1000 })
