import fs from 'node:fs'
import type { FastifyReply } from 'fastify'
import { LANGUAGES } from '../../src/domain/constants'
import { t } from '../lib/i18n'

const RELOAD_SECONDS = 2

/**
 * `npm start` builds a missing or stale app into `<dir>.building` while the server already answers,
 * and moves it into place when done (scripts/start.mjs).
 */
export const buildingDirOf = (dir: string) => `${dir}.building`
export const isBeingBuilt = (dir: string) => fs.existsSync(buildingDirOf(dir))

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * What a page request gets while the app is being built: a small page in both languages that reloads
 * itself (a meta refresh, as the security policy allows no inline script), answered 503 with Retry-After.
 */
export function sendBuildingPage(reply: FastifyReply): FastifyReply {
  const parts = LANGUAGES.map(
    (lang) =>
      `<section lang="${lang}"><h1>${escapeHtml(t(lang, 'app_building.title'))}</h1><p>${escapeHtml(t(lang, 'app_building.body'))}</p></section>`,
  )
  const html = `<!doctype html><html lang="th"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="${RELOAD_SECONDS}"><title>${escapeHtml(t('en', 'app_building.title'))}</title></head><body>${parts.join('')}</body></html>`
  return reply
    .code(503)
    .header('retry-after', String(RELOAD_SECONDS))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html)
}
