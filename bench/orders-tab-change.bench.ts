// Changing a tab of the order list in Chromium (budget: its rows shown within 150 ms), each tab read
// for the first time since the page loaded, so every change waits for its list call. Needs a build
// (`npm run build`) and Chromium.
//
// The server holds the first start's demo orders on PGlite; with BENCH_DATABASE_URL it uses that
// PostgreSQL database as it is, e.g. one loaded by `npm run seed -- --orders 1000000`.
// Per change: from the arrow key's event to the new tab's first row in the DOM with layout done, and
// to the next frame after it.
import { launchBrowser } from '../tests/support/browser'
import { ms, percentile, removeDir, startServer, tempDataDir } from './support/server-process'

const BUDGET_MS = 150
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const ORDERS = '/admin-dashboard/order-management/order-list'

interface Change {
  shown: number
  frame: number
}

declare global {
  interface Window {
    __changeTab?: () => Promise<Change>
  }
}

const dataDir = tempDataDir()
const target = process.env.BENCH_DATABASE_URL
const server = await startServer({ DATA_DIR: dataDir, ...(target ? { DATABASE_URL: target } : {}) })
const { browser, close } = await launchBrowser()
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await page.goto(`${server.baseUrl}/signin`)
  await page.getByRole('textbox', { name: 'Email' }).fill(process.env.ADMIN_EMAIL ?? 'admin@example.com')
  await page.getByLabel('Password', { exact: true }).fill(process.env.ADMIN_PASSWORD ?? 'Admin@12345')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL('**/admin-dashboard/home')

  const changes: Change[] = []
  for (let round = 0; round < ROUNDS; round++) {
    await page.goto(`${server.baseUrl}${ORDERS}`)
    await page
      .getByRole('table', { name: /^Orders: / })
      .getByRole('rowheader')
      .first()
      .waitFor()
    // tsx keeps function names with a helper the page does not have.
    await page.evaluate('window.__name = (fn) => fn')
    await page.evaluate(() => {
      // The next tab by the arrow key, then every frame until the table shows that tab's rows.
      window.__changeTab = () =>
        new Promise<Change>((resolve) => {
          const table = () => document.querySelector('[role="tabpanel"] table')
          const firstRow = () => table()?.querySelector('tbody th')?.textContent ?? null
          const before = firstRow()
          const selected = document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
          selected?.focus()
          const event = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true })
          const started = performance.now()
          selected?.dispatchEvent(event)
          const check = () => {
            const shown = table()
            const row = firstRow()
            if (shown && !shown.hasAttribute('aria-busy') && row !== null && row !== before) {
              const at = performance.now()
              requestAnimationFrame(() =>
                resolve({ shown: at - started, frame: performance.now() - started }),
              )
              return
            }
            const empty = shown?.querySelector('tbody td[colspan]')
            if (shown && !shown.hasAttribute('aria-busy') && empty && row === null) {
              const at = performance.now()
              requestAnimationFrame(() =>
                resolve({ shown: at - started, frame: performance.now() - started }),
              )
              return
            }
            new MutationObserver((_, observer) => {
              observer.disconnect()
              check()
            }).observe(document.body, {
              subtree: true,
              childList: true,
              attributes: true,
              characterData: true,
            })
          }
          check()
        })
    })
    for (let tab = 1; tab < 6; tab++)
      changes.push(await page.evaluate(() => (window.__changeTab as () => Promise<Change>)()))
  }
  const shown = changes.map((change) => change.shown).sort((a, b) => a - b)
  const frame = changes.map((change) => change.frame).sort((a, b) => a - b)
  console.log(
    `order list tab changes (${changes.length}, each tab's first read${target ? ', PostgreSQL' : ', PGlite demo data'}):`,
  )
  console.log(
    `  rows in the DOM: p50 ${ms(percentile(shown, 50))}, p95 ${ms(percentile(shown, 95))}, max ${ms(shown.at(-1) ?? 0)}`,
  )
  console.log(
    `  next frame:      p50 ${ms(percentile(frame, 50))}, p95 ${ms(percentile(frame, 95))}, max ${ms(frame.at(-1) ?? 0)}; ` +
      `budget ${BUDGET_MS} ms: ${percentile(frame, 95) <= BUDGET_MS ? 'within budget' : 'OVER BUDGET'}`,
  )
} finally {
  await close()
  await server.stop()
  removeDir(dataDir)
}
