import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { isBeingBuilt } from './spaBuilding'

export const WIDGETS_PREFIX = '/widgets/'

/**
 * The widgets' custom-element bundle and its example page from `widgetsDir`, under /widgets/. The file
 * names carry no hash, so browsers revalidate them (ETag) instead of keeping an old bundle for a year.
 * The security headers are the app's, as on every answer; other origins are not allowed in yet (CORS for
 * embedding pages comes with the embed tokens).
 */
export async function registerWidgets(app: FastifyInstance, widgetsDir: string): Promise<void> {
  if (isBeingBuilt(widgetsDir)) fs.mkdirSync(widgetsDir, { recursive: true })
  else if (!fs.existsSync(path.join(widgetsDir, 'bo-widgets.js'))) return
  await app.register(fastifyStatic, {
    root: widgetsDir,
    prefix: WIDGETS_PREFIX,
    // The SPA's registration decorates the reply with sendFile; one decoration per instance.
    decorateReply: false,
    cacheControl: false,
    setHeaders(reply) {
      reply.header('cache-control', 'no-cache')
    },
  })
}
