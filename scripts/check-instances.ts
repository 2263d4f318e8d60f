// `npm run check:instances`: starts three server instances and nginx (deploy/nginx/backoffice.conf) on
// this machine, on a new database of the PostgreSQL server of TEST_DATABASE_URL (or DATABASE_URL),
// checks what several instances on one database must keep true, prints each property with what it
// measured, and removes everything again. Exits 1 when a property does not hold.
import { PROPERTIES, startCheckCluster } from '../tests/support/instances/checkInstances'

const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL
if (!serverUrl) {
  console.error(
    'Set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server the check may create a database on.',
  )
  process.exit(2)
}

const started = performance.now()
const cluster = await startCheckCluster(serverUrl)
let failed = 0
try {
  for (const property of PROPERTIES) {
    const begun = performance.now()
    try {
      const detail = await property.run(cluster)
      console.log(`ok   ${property.name} (${Math.round(performance.now() - begun)} ms)\n     ${detail}`)
    } catch (error) {
      failed++
      console.log(`FAIL ${property.name}\n     ${error instanceof Error ? error.message : String(error)}`)
    }
  }
} finally {
  await cluster.stop()
}
console.log(
  `${PROPERTIES.length - failed} of ${PROPERTIES.length} properties hold (${((performance.now() - started) / 1000).toFixed(1)} s)`,
)
process.exit(failed > 0 ? 1 : 0)
