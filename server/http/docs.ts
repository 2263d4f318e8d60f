import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { API_PREFIX, type OpenApiDocument } from '../contract'
import { DOCS_CSP } from './security'

/** The contract as JSON at /api/openapi.json and browsable at /api/docs. */
export async function registerDocs(app: FastifyInstance, contract: OpenApiDocument): Promise<void> {
  await app.register(swagger, { mode: 'static', specification: { document: contract as never } })
  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger())
  await app.register(async (docs) => {
    docs.addHook('onSend', async (_request, reply, payload) => {
      reply.header('content-security-policy', DOCS_CSP)
      return payload
    })
    await docs.register(swaggerUi, {
      routePrefix: `${API_PREFIX}/docs`,
      uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    })
  })
}
