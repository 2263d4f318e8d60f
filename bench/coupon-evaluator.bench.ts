// One evaluation of a coupon with every rule type, in the process (budget: ≤ 50 µs each, median of
// rounds). The same function runs in the server's redeem operation and dry-run, and on the screens.
import { performance } from 'node:perf_hooks'
import { evaluateCoupon } from '../src/domain/coupons/couponEvaluator'
import { everyRuleCoupon, passingInput } from '../tests/unit/coupons/couponFixtures'

const BUDGET_US = 50
const ROUNDS = 7
const PER_ROUND = 20_000

const coupon = everyRuleCoupon()
const inputs = Array.from({ length: 64 }, (_, index) =>
  passingInput({ instant: passingInput().instant + index * 3_600_000 }),
)
let sink = 0
for (let index = 0; index < PER_ROUND; index++) sink += evaluateCoupon(coupon, inputs[index % 64]).discount

const rounds: number[] = []
for (let round = 0; round < ROUNDS; round++) {
  const start = performance.now()
  for (let index = 0; index < PER_ROUND; index++) sink += evaluateCoupon(coupon, inputs[index % 64]).discount
  rounds.push(((performance.now() - start) * 1000) / PER_ROUND)
}
rounds.sort((a, b) => a - b)
const median = rounds[Math.floor(ROUNDS / 2)]
console.log(`| case | median µs | best µs | worst µs | budget µs |`)
console.log(`| --- | --- | --- | --- | --- |`)
console.log(
  `| every rule type | ${median.toFixed(2)} | ${rounds[0].toFixed(2)} | ${rounds.at(-1)?.toFixed(2)} | ${BUDGET_US} |`,
)
if (sink < 0) console.log('unreachable')
if (median > BUDGET_US) {
  console.error(`Over budget: ${median.toFixed(2)} µs > ${BUDGET_US} µs`)
  process.exit(1)
}
