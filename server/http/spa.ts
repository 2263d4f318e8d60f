import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { API_PREFIX } from '../contract'
import { errorBody } from '../lib/errors'
import { languageOf, t } from '../lib/i18n'
import { isBeingBuilt, sendBuildingPage } from './spaBuilding'

// A page request asks for HTML, or names no file (curl and link checkers send `*/*`); a missing asset
// such as /assets/x.js must stay a 404 rather than turn into index.html.
const isPageRequest = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  ((request.headers.accept ?? '').includes('text/html') || path.extname(request.url.split('?')[0]) === '')

/**
 * The built SPA from `publicDir`: hashed assets cached for a year, index.html never cached, and any
 * other page path answered with index.html so the client router can take it (history fallback).
 * Unknown /api paths stay JSON 404s.
 */
export async function registerSpa(app: FastifyInstance, publicDir: string): Promise<void> {
  const index = path.join(publicDir, 'index.html')
  // While `npm start` builds the app, its folder appears when the build is done.
  const building = isBeingBuilt(publicDir)
  if (building) fs.mkdirSync(publicDir, { recursive: true })
  const hasSpa = () => fs.existsSync(index)
  if (hasSpa() || building) {
    await app.register(fastifyStatic, {
      root: publicDir,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const lang = languageOf(request.headers.lang)
    const isApi = request.url === API_PREFIX || request.url.startsWith(`${API_PREFIX}/`)
    if (!isApi && isPageRequest(request)) {
      if (hasSpa()) {
        reply.header('cache-control', 'no-cache')
        return reply.sendFile('index.html')
      }
      if (building && isBeingBuilt(publicDir)) return sendBuildingPage(reply)
    }
    const url = request.url.split('?')[0]
    const message = isApi
      ? t(lang, 'errors.route_not_found', { method: request.method, url })
      : t(lang, 'errors.not_found')
    return reply.code(404).send(errorBody(404, message))
  })
}
