import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import openapiGlue from 'fastify-openapi-glue'
import type { OperationConfig } from '../appContext'
import { API_PREFIX, contractOperations, type OpenApiDocument } from '../contract'
import { AppError } from '../lib/errors'
import { authHandlers } from '../modules/auth/auth.handlers'
import { internalUsersHandlers } from '../modules/internalUsers/internalUsers.handlers'
import { notificationsHandlers } from '../modules/notifications/notifications.handlers'
import { profileHandlers } from '../modules/profile/profile.handlers'
import { rolesHandlers } from '../modules/roles/roles.handlers'
import { statisticsHandlers } from '../modules/statistics/statistics.handlers'
import { systemHandlers } from '../modules/system/system.handlers'
import { uploadsHandlers } from '../modules/uploads/uploads.handlers'

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>

const handlers: Record<string, Handler> = {
  ...systemHandlers,
  ...authHandlers,
  ...internalUsersHandlers,
  ...rolesHandlers,
  ...profileHandlers,
  ...uploadsHandlers,
  ...statisticsHandlers,
  ...notificationsHandlers,
}

/** Routes from the contract: each operationId answered by its area's handler, with its x-permission as route config. */
export async function registerContractRoutes(app: FastifyInstance, contract: OpenApiDocument): Promise<void> {
  const operations = new Map(
    contractOperations(contract).map((operation) => [operation.operationId, operation]),
  )
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
        rateLimitPerMinute: operation.rateLimit === 'auth' ? app.config.authRateLimitPerMinute : undefined,
      }
      const handler =
        handlers[operationId] ??
        (async () => {
          throw new AppError(501, 'errors.not_implemented', { operationId })
        })
      if (!handlers[operationId])
        app.log.warn({ operationId }, 'operation in the contract has no handler yet')
      // The plugin adds method, url and schema itself; only the handler and config come from here.
      return { handler, config: { operation: config } } as unknown as RouteOptions
    },
  })
}
