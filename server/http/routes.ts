import type { FastifyInstance, RouteHandlerMethod, RouteOptions } from 'fastify'
import openapiGlue from 'fastify-openapi-glue'
import type { OperationConfig } from '../appContext'
import { API_PREFIX, type ContractOperation, contractOperations, type OpenApiDocument } from '../contract'
import { AppError } from '../lib/errors'
import { modules } from '../modules/modules'
import type { ServerModule } from '../modules/serverModule'

/**
 * The handler of each operationId, from the modules. A handler of an operation the contract does not
 * have, or has in another area's file (its tag), or a second handler of one operation, is a mistake
 * caught at start rather than a route that silently never answers.
 */
export function handlersByOperation(
  contract: readonly ContractOperation[],
  serverModules: readonly ServerModule[] = modules,
): Map<string, RouteHandlerMethod> {
  const areaOf = new Map(contract.map((operation) => [operation.operationId, operation.tags[0]]))
  const handlers = new Map<string, RouteHandlerMethod>()
  for (const { area, handlers: table } of serverModules)
    for (const [operationId, handler] of Object.entries(table)) {
      if (!areaOf.has(operationId))
        throw new Error(`The ${area} module handles ${operationId}, which the contract does not have`)
      if (areaOf.get(operationId) !== area)
        throw new Error(
          `The ${area} module handles ${operationId} of the ${areaOf.get(operationId)} area's contract`,
        )
      if (handlers.has(operationId)) throw new Error(`Two modules handle ${operationId}`)
      handlers.set(operationId, handler)
    }
  return handlers
}

/** Routes from the contract: each operationId answered by its area's handler, with its x-permission as route config. */
export async function registerContractRoutes(app: FastifyInstance, contract: OpenApiDocument): Promise<void> {
  const all = contractOperations(contract)
  const operations = new Map(all.map((operation) => [operation.operationId, operation]))
  const handlers = handlersByOperation(all)
  await app.register(openapiGlue, {
    specification: contract,
    prefix: API_PREFIX,
    operationResolver: (operationId: string) => {
      const operation = operations.get(operationId)
      if (!operation) throw new Error(`Unknown operation ${operationId}`)
      const config: OperationConfig = {
        operationId,
        permission: operation.permission,
        bodyRequired: operation.bodyRequired,
        downloadTicket: operation.downloadTicket,
        embedWidgets: operation.embedWidgets,
        previewRefused: operation.previewRefused,
        rateLimit: operation.rateLimit,
      }
      let handler = handlers.get(operationId)
      if (!handler) {
        app.log.warn({ operationId }, 'operation in the contract has no handler yet')
        handler = async () => {
          throw new AppError(501, 'errors.not_implemented', { operationId })
        }
      }
      // The plugin adds method, url and schema itself; only the handler and config come from here.
      return { handler, config: { operation: config } } as unknown as RouteOptions
    },
  })
}
