import AxeBuilder from '@axe-core/playwright'
import type { AxeResults, Result } from 'axe-core'
import type { BrowserContext, Page } from 'playwright-core'

/** Violations of these impacts fail a browser test; minor and moderate ones are left to review. */
const FAILING_IMPACTS = new Set(['serious', 'critical'])
/** How long the page must stay unchanged before a check after a navigation runs. */
const QUIET_MS = 250
const SETTLE_LIMIT_MS = 4000

/**
 * axe-core's rules as shipped (WCAG 2.x A and AA and best practices), plus a rule axe still calls
 * experimental: a control's accessible name must contain its visible text (WCAG 2.5.3, label in name),
 * which speech-input users rely on.
 */
function axeOn(page: Page): AxeBuilder {
  // Legacy mode runs inside the page itself; the default mode opens a helper page in the test's
  // context, which tests that count their pages or tabs would see.
  return new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
}

function describe(violation: Result, where: string): string {
  const targets = violation.nodes
    .slice(0, 5)
    .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.split('\n').join('\n      ')}`)
  return [
    `${violation.impact} ${violation.id} on ${where}: ${violation.help} (${violation.helpUrl})`,
    ...targets,
  ].join('\n')
}

/** The run under way on each page: axe-core runs once at a time in a document. */
const running = new WeakMap<Page, Promise<unknown>>()
/** The last run on each page, and the state of the page it judged. */
const lastRun = new WeakMap<Page, { state: string; results: AxeResults }>()

/**
 * The page's state as far as axe-core can tell (see noteChanges), or null when it cannot be told: a
 * page of an unwatched context, frames or shadow roots (whose changes the counter does not see), or an
 * animation under way.
 */
const pageState = (page: Page) =>
  page
    .evaluate(() => {
      const changes = (window as { __axeStateChanges?: number }).__axeStateChanges
      if (changes === undefined || document.querySelector('iframe, frame, object, embed')) return null
      if (document.querySelector('[data-transition]')) return null
      if (document.getAnimations().some((animation) => animation.playState === 'running')) return null
      if ([...document.querySelectorAll('*')].some((element) => element.shadowRoot)) return null
      return `${changes} ${window.location.href} ${window.innerWidth}x${window.innerHeight}`
    })
    .catch(() => null)

/**
 * Whether a dialog or panel is fading or sliding: Headless UI marks an element `data-transition` from
 * the frame before its transition starts until it ends, which a busy machine can stretch past the
 * quiet time settled() waits for.
 */
const isMoving = (page: Page) =>
  page
    .evaluate(
      () =>
        document.querySelector('[data-transition]') !== null ||
        document
          .getAnimations()
          .some(
            (animation) =>
              animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
          ),
    )
    .catch(() => false)

/** How many transitions and animations have started on the page (see noteChanges). */
const motionsStarted = (page: Page) =>
  page.evaluate(() => (window as { __axeMotionsStarted?: number }).__axeMotionsStarted ?? 0).catch(() => 0)

/** How many times a check is run again because the page moved while axe-core was judging it. */
const MOVED_RETRIES = 3

/**
 * Runs axe-core, or answers the last run's results when nothing axe could see has changed since it
 * began: a screen is checked after each navigation, by the test, and again as its context closes, and
 * the same page judged again would be judged the same. A page caught half-way through a fade (its
 * colours those of neither state), or in which a fade started while axe-core ran, is settled and
 * judged again.
 */
async function analyze(page: Page): Promise<AxeResults> {
  for (let retry = 0; ; retry++) {
    const before = await pageState(page)
    const last = lastRun.get(page)
    if (before !== null && last?.state === before) return last.results
    const movingBefore = await isMoving(page)
    const startedBefore = await motionsStarted(page)
    const results = await axeOn(page).analyze()
    const after = await pageState(page)
    if (before !== null && after === before) {
      lastRun.set(page, { state: before, results })
      return results
    }
    const moved = movingBefore || (await motionsStarted(page)) !== startedBefore || (await isMoving(page))
    if (retry >= MOVED_RETRIES || !moved) return results
    await settled(page)
  }
}

/** The serious and critical violations axe finds on the page as it is now, described for a failure message. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const previous = running.get(page) ?? Promise.resolve()
  const run = previous.catch(() => {}).then(() => analyze(page))
  running.set(page, run)
  const results = await run
  const where = new URL(results.url).pathname
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => describe(violation, where))
}

/** Fails when the page, as it is now (a dialog or panel open, say), has a serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  const violations = await accessibilityViolations(page)
  if (violations.length > 0)
    throw new Error(`Accessibility violations (axe-core):\n${violations.join('\n\n')}`)
}

/**
 * Resolves once the page's DOM has not changed for QUIET_MS, nothing on it says it is still loading
 * (`aria-busy`, which a list sets while it dims for a reload) and no transition or animation runs, or
 * after SETTLE_LIMIT_MS: a screen is checked as it stands, not half-way through a reload or a fade.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded')
  await page.evaluate(
    ([quietMs, limitMs]) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(quiet, quietMs)
        const limit = setTimeout(done, limitMs)
        const observer = new MutationObserver(() => {
          clearTimeout(timer)
          timer = setTimeout(quiet, quietMs)
        })
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
        // Still loading: the change that ends it is a mutation, which starts the quiet time again.
        // Still fading or sliding: a dialog half-way out has the colours of neither state (its contrast
        // would be judged on them), and its end may change nothing in the DOM, so look again.
        function quiet() {
          if (document.querySelector('[aria-busy="true"]')) return
          // Headless UI's transition in flight, perhaps not started yet on a busy machine.
          if (document.querySelector('[data-transition]')) {
            timer = setTimeout(quiet, quietMs)
            return
          }
          // A spinner that turns for ever is not waited for.
          const ending = (animation: Animation) =>
            animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity
          if (document.getAnimations().some(ending)) timer = setTimeout(quiet, quietMs)
          else done()
        }
        function done() {
          observer.disconnect()
          clearTimeout(timer)
          clearTimeout(limit)
          resolve()
        }
      }),
    [QUIET_MS, SETTLE_LIMIT_MS] as const,
  )
}

/** The page is gone or has moved on (closed, reloaded, navigated again) while it was being checked. */
const isLeftBehind = (error: unknown) =>
  /Target (page, context or browser )?(has been )?closed|Execution context was destroyed|frame was detached|navigat/i.test(
    String(error),
  )

interface Watch {
  findings: string[]
  pending: Set<Promise<void>>
}

/**
 * Pages the product does not draw itself: the API docs are the Swagger UI package's page, whose own
 * markup axe faults; they are for developers, not staff, and not ours to mend.
 */
const isThirdPartyPage = (url: string) =>
  url.startsWith('about:') || new URL(url).pathname.startsWith('/api/docs')

const watches = new WeakMap<BrowserContext, Watch>()
/** Watched contexts not closed yet. */
const openContexts = new Set<BrowserContext>()

function watchPage(page: Page, watch: Watch): void {
  let generation = 0
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() || isThirdPartyPage(frame.url())) return
    const mine = ++generation
    const check = (async () => {
      try {
        await settled(page)
        // A later navigation has its own check: this page state is gone.
        if (mine !== generation) return
        watch.findings.push(...(await accessibilityViolations(page)))
      } catch (error) {
        // A navigation during the check replaces the document axe was running in.
        if (mine !== generation || page.isClosed() || isLeftBehind(error)) return
        watch.findings.push(`axe-core could not run: ${error}`)
      }
    })()
    watch.pending.add(check)
    void check.finally(() => watch.pending.delete(check))
  })
}

/**
 * Runs in each document of a watched context before its own scripts: counts everything after which axe
 * could judge the page differently (its DOM, focus, hover, scrolling, form values, the viewport, loaded
 * styles, fonts and images, popovers, the media the page is shown for), so an unchanged count means an
 * unchanged page.
 */
function noteChanges(): void {
  const state = window as { __axeStateChanges?: number }
  state.__axeStateChanges = 0
  const changed = () => {
    state.__axeStateChanges = (state.__axeStateChanges ?? 0) + 1
  }
  new MutationObserver(changed).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  })
  const events = ['focusin', 'focusout', 'mouseover', 'mouseout', 'scroll', 'input', 'change', 'toggle']
  for (const type of [...events, 'load', 'error', 'resize', 'transitionend', 'animationend'])
    window.addEventListener(type, changed, true)
  document.fonts?.addEventListener('loadingdone', changed)
  // Transitions and animations that start: one that starts and ends while axe runs leaves no trace in
  // the page's state, yet axe may have judged its colours half-way (a button fading back from disabled).
  const motions = window as { __axeMotionsStarted?: number }
  motions.__axeMotionsStarted = 0
  for (const type of ['transitionrun', 'animationstart'])
    window.addEventListener(
      type,
      () => {
        motions.__axeMotionsStarted = (motions.__axeMotionsStarted ?? 0) + 1
      },
      true,
    )
  const media = ['prefers-color-scheme: dark', 'prefers-reduced-motion: reduce', 'forced-colors: active']
  for (const query of media) window.matchMedia(`(${query})`).addEventListener('change', changed)
}

/**
 * Checks every page of the context with axe-core after each navigation, the SPA's own route changes
 * included, and once more, as they settle, when the context closes: `close()` then fails with every
 * serious or critical violation found. Browser tests get this from newContext (tests/support/browser.ts),
 * so each screen any suite visits is checked without the test asking.
 */
export async function watchAccessibility(context: BrowserContext): Promise<void> {
  await context.addInitScript(noteChanges)
  const watch: Watch = { findings: [], pending: new Set() }
  watches.set(context, watch)
  openContexts.add(context)
  context.on('close', () => openContexts.delete(context))
  context.on('page', (page) => watchPage(page, watch))
  const close = context.close.bind(context)
  context.close = async (options) => {
    const failure = await accessibilityFindings(context).catch((error: unknown) => error)
    await close(options)
    if (failure instanceof Error) throw failure
  }
}

/**
 * Waits for the checks under way, checks every open page once more once it has settled, and fails with
 * what was found since the last call (each finding is reported once).
 */
export async function accessibilityFindings(context: BrowserContext): Promise<void> {
  const watch = watches.get(context)
  if (!watch) return
  while (watch.pending.size > 0) await Promise.all([...watch.pending])
  for (const page of context.pages()) {
    if (page.isClosed() || isThirdPartyPage(page.url())) continue
    try {
      await settled(page)
      watch.findings.push(...(await accessibilityViolations(page)))
    } catch (error) {
      if (!isLeftBehind(error)) throw error
    }
  }
  const found = [...new Set(watch.findings)]
  watch.findings.length = 0
  if (found.length > 0) throw new Error(`Accessibility violations (axe-core):\n${found.join('\n\n')}`)
}

/** accessibilityFindings for every watched context still open: what the e2e harness runs after each test. */
export async function checkOpenContexts(): Promise<void> {
  const failures: string[] = []
  for (const context of [...openContexts]) {
    try {
      await accessibilityFindings(context)
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error))
    }
  }
  if (failures.length > 0) throw new Error(failures.join('\n\n'))
}
