import { describe, expect, it } from 'vitest'
import type { Permission } from '../../server/appContext'
import {
  contractOperations,
  loadContract,
  type OperationObject,
  type SecurityRequirement,
} from '../../server/contract'

const contract = loadContract()
const operations = contractOperations(contract)
const operationObject = (path: string, method: string) =>
  contract.paths[path][method.toLowerCase()] as OperationObject

/**
 * The OpenAPI security that states what the server enforces for an x-permission (and a download ticket,
 * and the widgets whose embed token an operation takes).
 */
function securityOf(
  permission: Permission,
  downloadTicket = false,
  embedWidgets: readonly string[] = [],
): SecurityRequirement[] {
  const tokens = tokenSecurityOf(permission)
  if (embedWidgets.length > 0) tokens.push({ embedToken: [...embedWidgets] })
  return downloadTicket ? [...tokens, { downloadTicket: [] }] : tokens
}

function tokenSecurityOf(permission: Permission): SecurityRequirement[] {
  if (permission === 'public') return []
  if (permission === 'authenticated') return [{ bearerAuth: [] }]
  if (permission === 'twoFactorPending') return [{ twoFactorPendingToken: [] }]
  if (permission === 'passwordReset') return [{ passwordResetToken: [] }]
  if (permission === 'serviceKey') return [{ couponServiceKey: [] }]
  if ('anyOf' in permission)
    return permission.anyOf.map(({ feature, action }) => ({ bearerAuth: [`${feature}:${action}`] }))
  const grant = { bearerAuth: [`${permission.feature}:${permission.action}`] }
  return permission.allowSelf ? [grant, { bearerAuth: ['self'] }] : [grant]
}

describe("the contract's security says what x-permission enforces", () => {
  it.each(operations.map((operation) => [operation.operationId, operation] as const))(
    '%s declares the security of its x-permission',
    (_id, operation) => {
      expect(operationObject(operation.path, operation.method).security).toEqual(
        securityOf(operation.permission, operation.downloadTicket, operation.embedWidgets),
      )
    },
  )

  it('declares every security scheme it uses, each a bearer JWT but the download ticket and the service key', () => {
    const schemes = (contract.components as { securitySchemes: Record<string, Record<string, string>> })
      .securitySchemes
    const used = new Set(
      operations.flatMap((operation) =>
        (operationObject(operation.path, operation.method).security ?? []).flatMap(Object.keys),
      ),
    )
    expect([...used].sort()).toEqual(Object.keys(schemes).sort())
    const { downloadTicket, couponServiceKey, ...tokens } = schemes
    for (const scheme of Object.values(tokens))
      expect(scheme).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
    expect(downloadTicket).toMatchObject({ type: 'apiKey', in: 'query', name: 'ticket' })
    // An opaque key sent as a bearer token, no JWT: only its hash is kept (couponServiceKeys.queries.ts).
    expect(couponServiceKey).toMatchObject({ type: 'http', scheme: 'bearer' })
    expect(couponServiceKey).not.toHaveProperty('bearerFormat')
  })

  it('takes download tickets on CSV exports only, each declaring the ticket parameter', () => {
    const takers = operations.filter((operation) => operation.downloadTicket)
    expect(takers.map((operation) => operation.operationId).sort()).toEqual([
      'exportCouponHistory',
      'exportCoupons',
      'exportDataExportHistory',
      'exportHomeDashboard',
      'exportInternalUserAccessHistory',
      'exportOrders',
      'exportPlatformStatistics',
      'exportUserAccessHistory',
    ])
    for (const operation of takers) {
      const parameters = (
        operationObject(operation.path, operation.method) as { parameters: { name: string; in: string }[] }
      ).parameters
      expect(parameters, operation.operationId).toContainEqual(
        expect.objectContaining({ name: 'ticket', in: 'query' }),
      )
    }
  })

  it('rate-limits exactly the sign-in, code and two-factor operations', () => {
    const limited = operations.filter((operation) => operation.rateLimit === 'auth')
    expect(limited.map((operation) => operation.operationId).sort()).toEqual(
      operations
        .filter((operation) => operation.tags.includes('auth'))
        .map((operation) => operation.operationId)
        .sort(),
    )
    expect(limited.length).toBeGreaterThan(0)
  })
})
