import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { Config } from '../../server/config'
import { checkOpenContexts } from './accessibility'
import { launchBrowser, newContext } from './browser'
import { sidebar } from './shell'
import { startTestServer, type TestServer } from './test-server'

export interface E2eHarness {
  readonly server: TestServer
  readonly browser: Browser
  /** A page in a fresh browser profile (its own storage), opened at `path`. */
  openPage(path: string): Promise<Page>
  /**
   * A page in a fresh browser profile signed in as the seeded admin, opened at `path` (home by default)
   * once the signed-in app is ready. The file's first call signs in through the form; the later ones
   * start from the storage it left, on that session: a test that ends its session signs in itself.
   */
  openAdminPage(path?: string): Promise<Page>
}

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>
const HOME = '/admin-dashboard/home'

/**
 * One server serving the built SPA and one Chromium for the whole file, started before its tests
 * and closed after them. `prepare` runs once the server is up (e.g. to publish demo records); `config`
 * is asked when the server starts, so it may name what an earlier beforeAll started (another origin).
 */
export function e2eSuite(
  prepare?: (server: TestServer) => Promise<void>,
  options: { config?: () => Partial<Config> } = {},
): E2eHarness {
  let server: TestServer | undefined
  let browser: Browser | undefined
  let closeBrowser: (() => Promise<void>) | undefined
  let adminStorage: StorageState | undefined

  beforeAll(async () => {
    server = await startTestServer({ serveSpa: true, config: options.config?.() })
    await prepare?.(server)
    ;({ browser, close: closeBrowser } = await launchBrowser())
  })
  // Every screen a test leaves open is checked too, and what the navigations' checks found fails the test.
  afterEach(checkOpenContexts)
  afterAll(async () => {
    await closeBrowser?.()
    await server?.close()
  })

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The e2e harness is used before its beforeAll ran')
    return value
  }
  const harness: E2eHarness = {
    get server() {
      return started(server)
    },
    get browser() {
      return started(browser)
    },
    async openPage(path) {
      const context = await newContext(started(browser), started(server).baseUrl)
      const page = await context.newPage()
      await page.goto(path)
      return page
    },
    async openAdminPage(path = HOME) {
      let page: Page
      if (adminStorage) {
        const context = await newContext(started(browser), started(server).baseUrl, {
          storageState: adminStorage,
        })
        page = await context.newPage()
        await page.goto(path)
      } else {
        page = await signInAsAdmin(harness)
        adminStorage = await page.context().storageState()
        if (path !== HOME) await page.goto(path)
      }
      await mainMenuHome(page).waitFor()
      return page
    },
  }
  return harness
}

const mainMenuHome = (page: Page) => sidebar(page).getByRole('link', { name: 'Home' })

/** Fills the sign-in form by its labels and submits it. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Signs in as the seeded admin in a fresh browser profile and waits until the signed-in app is ready. */
export async function signInAsAdmin(harness: Omit<E2eHarness, 'openAdminPage'>): Promise<Page> {
  const page = await harness.openPage('/signin')
  await submitSignIn(page, harness.server.config.adminEmail, harness.server.config.adminPassword)
  await page.waitForURL(`**${HOME}`)
  await mainMenuHome(page).waitFor()
  return page
}
