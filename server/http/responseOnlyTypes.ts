import { errorCodes, type FastifyInstance } from 'fastify'
import type { OpenApiDocument } from '../contract'

/** Media types the contract only answers with (a CSV download, an event stream), never takes as a body. */
export function responseOnlyMediaTypes(contract: OpenApiDocument): string[] {
  const answered = new Set<string>()
  const taken = new Set<string>()
  for (const item of Object.values(contract.paths))
    for (const operation of Object.values(item) as {
      requestBody?: { content?: Record<string, unknown> }
      responses?: Record<string, { content?: Record<string, unknown> }>
    }[]) {
      for (const type of Object.keys(operation.requestBody?.content ?? {})) taken.add(type)
      for (const response of Object.values(operation.responses ?? {}))
        for (const type of Object.keys(response.content ?? {})) answered.add(type)
    }
  return [...answered].filter((type) => !taken.has(type))
}

/**
 * The routes' plugin wants a body parser for every media type the contract names, answers included, and
 * warns at each start about those it lacks. A body of such a type is refused exactly as Fastify refuses
 * any type it has no parser for (415), so the warning goes and nothing changes for callers.
 */
export function refuseResponseOnlyBodies(app: FastifyInstance, contract: OpenApiDocument): void {
  const types = responseOnlyMediaTypes(contract).filter((type) => !app.hasContentTypeParser(type))
  if (types.length === 0) return
  app.addContentTypeParser(types, (request, _payload, done) =>
    done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type']), undefined),
  )
}
