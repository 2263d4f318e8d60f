// The JavaScript a signed-in browser loads for /admin-dashboard/home, gzip-compressed as served over the
// wire (budget 170 KB). Needs a build (`npm run build`) and Chromium.
//
// A fresh browser profile that holds the session (as after signing in) opens the page with an empty
// cache. 'Initial' is every script requested until the home screen shows its heading and sidebar; the
// command palette's chunk, fetched a moment later when the page is idle, is listed on its own. Also
// printed: the time from navigation to the heading shown and to every chart drawn.
import { gzipSync } from 'node:zlib'
import { launchBrowser } from '../tests/support/browser'
import { removeDir, startServer, tempDataDir } from './support/server-process'

const BUDGET_KB = 170
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

const dataDir = tempDataDir()
const server = await startServer({ DATA_DIR: dataDir })
const { browser, close } = await launchBrowser()
try {
  const signIn = await browser.newContext()
  const first = await signIn.newPage()
  await first.goto(`${server.baseUrl}/signin`)
  await first.getByRole('textbox', { name: 'Email' }).fill(process.env.ADMIN_EMAIL ?? 'admin@example.com')
  await first.getByLabel('Password', { exact: true }).fill(process.env.ADMIN_PASSWORD ?? 'Admin@12345')
  await first.getByRole('button', { name: 'Sign in' }).click()
  await first.waitForURL('**/admin-dashboard/home')
  const storageState = await signIn.storageState()
  await signIn.close()

  const context = await browser.newContext({ storageState })
  const page = await context.newPage()
  let ready = false
  const scripts: { path: string; size: number; initial: boolean }[] = []
  const pending: Promise<void>[] = []
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return
    const initial = !ready
    pending.push(
      request.response().then(async (response) => {
        const body = await response?.body()
        if (body)
          scripts.push({
            path: new URL(request.url()).pathname,
            size: gzipSync(body, { level: 9 }).length,
            initial,
          })
      }),
    )
  })
  await page.goto(`${server.baseUrl}/admin-dashboard/home`)
  await page.getByRole('heading', { level: 1 }).waitFor()
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Coupon' }).waitFor()
  ready = true
  const shownMs = await page.evaluate(() => performance.now())
  // Every chart's drawing in place (recharts' svg with its shapes), in ms since the navigation began.
  const drawnMs = await page.waitForFunction(
    () => {
      const charts = [...document.querySelectorAll('[data-chart]')]
      const drawn = charts.every((chart) =>
        chart.querySelector('svg.recharts-surface path, svg.recharts-surface rect'),
      )
      return charts.length > 0 && drawn ? performance.now() : null
    },
    undefined,
    { timeout: 30_000, polling: 50 },
  )
  await page.waitForTimeout(4000) // the palette is fetched when the page has been idle a moment (the live-update stream keeps the network busy, so no networkidle)
  await Promise.all(pending)

  const initial = scripts.filter((script) => script.initial).sort((a, b) => b.size - a.size)
  const later = scripts.filter((script) => !script.initial).sort((a, b) => b.size - a.size)
  for (const script of initial) console.log(`  ${kb(script.size).padStart(9)}  ${script.path}`)
  const total = initial.reduce((sum, script) => sum + script.size, 0)
  const totalKb = total / 1024
  console.log(
    `/admin-dashboard/home initial JavaScript, gzip: ${kb(total)} in ${initial.length} files (budget ${BUDGET_KB} KB, ${((totalKb / BUDGET_KB) * 100).toFixed(0)}% of it): ${totalKb <= BUDGET_KB ? 'within budget' : 'OVER BUDGET'}`,
  )
  console.log(
    `from navigation: heading and sidebar shown at ${(shownMs / 1000).toFixed(2)} s, every chart drawn at ${(((await drawnMs.jsonValue()) ?? 0) / 1000).toFixed(2)} s (the charts load once the page has settled: a second after the first draw, when the browser is idle)`,
  )
  if (later.length > 0)
    console.log(
      `  then, when idle: ${later.map((script) => `${script.path} ${kb(script.size)}`).join(', ')} (total with them ${kb(total + later.reduce((sum, script) => sum + script.size, 0))})`,
    )
  if (totalKb > BUDGET_KB) process.exitCode = 1
} finally {
  await close()
  await server.stop()
  removeDir(dataDir)
}
