// Runs every benchmark in this folder one after another, or those named on the command line
// (`npm run bench -- login`). Each benchmark prints its own figures.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const wanted = process.argv.slice(2)
const benches = readdirSync(here)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.startsWith(name)))
  .sort()

let failed = 0
for (const file of benches) {
  console.log(`\n## ${file}`)
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(here, file)], { stdio: 'inherit' })
  if (run.status !== 0) failed++
}
process.exit(failed > 0 ? 1 : 0)
