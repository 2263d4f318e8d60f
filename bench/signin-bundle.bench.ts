// The JavaScript a browser loads for /signin, gzip-compressed as served over the wire (budget 125 KB).
// Needs a build (`npm run build`) and Chromium.
import { gzipSync } from 'node:zlib'
import { launchBrowser } from '../tests/support/browser'
import { removeDir, startServer, tempDataDir } from './support/server-process'

const BUDGET_KB = 125
const dataDir = tempDataDir()
const server = await startServer({ DATA_DIR: dataDir })
const { browser, close } = await launchBrowser()
try {
  const page = await browser.newPage()
  const scripts = new Map<string, number>()
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.body()
    scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length)
  })
  await page.goto(`${server.baseUrl}/signin`, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Sign in' }).waitFor()
  let total = 0
  for (const [path, size] of [...scripts].sort((a, b) => b[1] - a[1])) {
    total += size
    console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${path}`)
  }
  const kb = total / 1024
  console.log(
    `/signin JavaScript, gzip: ${kb.toFixed(1)} KB in ${scripts.size} files (budget ${BUDGET_KB} KB, ${((kb / BUDGET_KB) * 100).toFixed(0)}% of it): ${kb <= BUDGET_KB ? 'within budget' : 'OVER BUDGET'}`,
  )
  if (kb > BUDGET_KB) process.exitCode = 1
} finally {
  await close()
  await server.stop()
  removeDir(dataDir)
}
