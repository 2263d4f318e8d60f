import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { API_PREFIX, type OpenApiDocument } from '../contract'
import { documentForDocs } from './docsDocument'
import { DOCS_CSP } from './security'

/** The contract as JSON at /api/openapi.json and browsable at /api/docs. */
export async function registerDocs(app: FastifyInstance, contract: OpenApiDocument): Promise<void> {
  const docsDocument = documentForDocs(contract)
  await app.register(swagger, { mode: 'static', specification: { document: contract as never } })
  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger())
  await app.register(async (docs) => {
    docs.addHook('onSend', async (_request, reply, payload) => {
      reply.header('content-security-policy', DOCS_CSP)
      return payload
    })
    await docs.register(swaggerUi, {
      routePrefix: `${API_PREFIX}/docs`,
      transformSpecification: () => docsDocument,
      transformSpecificationClone: false,
      // Schemas rather than example values, with their bounds (maxLength, pattern, minimum, maximum,
      // maxItems) shown for bodies and, as common extensions, for parameters; extensions show each
      // operation's x-permission and x-rate-limit.
      uiConfig: {
        docExpansion: 'list',
        deepLinking: true,
        validatorUrl: null,
        defaultModelRendering: 'model',
        defaultModelExpandDepth: 3,
        showExtensions: true,
        showCommonExtensions: true,
      },
    })
  })
}
