import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sanitizeRichText } from '../../server/lib/richText/sanitizeRichText'
import { launchBrowser } from '../support/browser'
import { KEPT_ATTRIBUTES, KEPT_TAGS, XSS_CORPUS } from '../support/xssCorpus'

// The sanitiser's output as Chromium reads it: the parse that decides whether anything runs, and the one
// mutation-XSS strings aim at (an output that is harmless as text but becomes an element when parsed).
let browser: Browser
let close: () => Promise<void>

beforeAll(async () => {
  ;({ browser, close } = await launchBrowser())
})
afterAll(() => close())

describe.each(Object.entries(XSS_CORPUS))(
  'the sanitised %s payloads, rendered by Chromium',
  (family, payloads) => {
    it('run nothing, load nothing and parse into kept elements only', async () => {
      const context = await browser.newContext()
      const page = await context.newPage()
      const ran: string[] = []
      await page.exposeFunction('reportScript', (what: string) => ran.push(what))
      await page.addInitScript(() => {
        const report = (what: string) => () =>
          (window as unknown as { reportScript(w: string): void }).reportScript(what)
        window.alert = report('alert')
        window.confirm = report('confirm') as () => boolean
        window.print = report('print')
      })
      const requests: string[] = []
      page.on('request', (request) => {
        if (!request.url().startsWith('data:') && request.url() !== 'about:blank')
          requests.push(request.url())
      })
      const body = payloads.map((payload) => `<section>${sanitizeRichText(payload).html}</section>`).join('')
      await page.setContent(`<!doctype html><html><head></head><body>${body}</body></html>`)
      await page.waitForTimeout(200)

      const found = await page.evaluate(() =>
        [...document.body.querySelectorAll('*')].map((element) => ({
          tag: element.tagName.toLowerCase(),
          attributes: [...element.attributes].map((attribute) => [attribute.name, attribute.value] as const),
        })),
      )
      for (const { tag, attributes } of found) {
        if (tag === 'section') continue
        expect(KEPT_TAGS.has(tag), `${family}: <${tag}>`).toBe(true)
        for (const [name, value] of attributes) {
          expect(KEPT_ATTRIBUTES[tag] ?? [], `${family}: <${tag} ${name}>`).toContain(name)
          if (name === 'href') expect(value).toMatch(/^(https?:|mailto:)/i)
        }
      }
      expect(ran).toEqual([])
      expect(requests).toEqual([])
      await context.close()
    })
  },
)
