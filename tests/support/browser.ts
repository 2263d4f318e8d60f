import { existsSync } from 'node:fs'
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium } from 'playwright-core'
import { watchAccessibility } from './accessibility'

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export const chromiumPath = (): string => process.env.CHROME_PATH ?? '/usr/bin/chromium'

/** Launches the system Chromium; explains how to install it when it is missing. */
export async function launchBrowser(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const executablePath = chromiumPath()
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium was not found at ${executablePath}. Install it with ` +
        '`apt-get install -y chromium fonts-thai-tlwg`, or point CHROME_PATH at a Chromium binary.',
    )
  }
  // Playwright gives every launch a new empty profile of its own.
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS })
  return { browser, close: () => browser.close() }
}

/**
 * A fresh browser profile (cookies, storage) on the given server, 1280×800 unless a `viewport` is given,
 * holding `storageState` when one is given (what another profile kept, e.g. a signed-in session).
 * axe-core checks every page it opens after each navigation and when it closes (tests/support/accessibility.ts).
 */
export async function newContext(
  browser: Browser,
  baseURL: string,
  options: {
    viewport?: { width: number; height: number }
    storageState?: BrowserContextOptions['storageState']
  } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    viewport: options.viewport ?? { width: 1280, height: 800 },
    storageState: options.storageState,
  })
  await watchAccessibility(context)
  return context
}
