import type { Permission } from '../appContext'
import { defaultRateLimit, type OpenApiDocument, type SecurityRequirement } from '../contract'
import type { RateLimitClass } from '../lib/rateLimitClasses'

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch'])

function permissionLine(permission: Permission | undefined): string {
  if (permission === undefined) return ''
  if (permission === 'public') return 'public: no token'
  if (permission === 'authenticated') return 'any signed-in staff member'
  if (permission === 'twoFactorPending') return 'the pending token of a sign-in that needs a second factor'
  if (permission === 'passwordReset') return 'the verify token of a password recovery'
  if (permission === 'serviceKey') return 'a coupon service key (another tool, not a staff member)'
  if ('anyOf' in permission)
    return permission.anyOf.map(({ feature, action }) => `\`${feature}\` · \`${action}\``).join(', or ')
  const self = permission.allowSelf ? `, or the staff member named by \`${permission.allowSelf}\`` : ''
  return `\`${permission.feature}\` · \`${permission.action}\`${self}`
}

function securityLine(security: SecurityRequirement[] | undefined): string {
  if (!security || security.length === 0) return 'none'
  return security
    .map((requirement) =>
      Object.entries(requirement)
        .map(([scheme, roles]) => (roles.length ? `\`${scheme}\` (${roles.join(', ')})` : `\`${scheme}\``))
        .join(' and '),
    )
    .join(' or ')
}

const PER_SESSION = 'a minute per session or API key (per client address without one)'
const RATE_LIMIT_LINES: Record<RateLimitClass, string> = {
  auth: 'AUTH_RATE_LIMIT_PER_MINUTE calls a minute per client address, counted exactly',
  probe: 'RATE_LIMIT_PROBES_PER_MINUTE calls a minute per client address',
  public: 'RATE_LIMIT_PUBLIC_PER_MINUTE calls a minute per client address',
  standard: `RATE_LIMIT_PER_MINUTE calls ${PER_SESSION}`,
  export: `RATE_LIMIT_EXPORTS_PER_MINUTE calls ${PER_SESSION}`,
  search: `RATE_LIMIT_SEARCHES_PER_MINUTE calls ${PER_SESSION}`,
  upload: `RATE_LIMIT_UPLOADS_PER_MINUTE calls ${PER_SESSION}`,
}

/**
 * The contract as the docs page shows it: each operation's description starts with who may call it
 * (x-permission), its OpenAPI security and its rate limit, read from the contract itself, so the
 * page says it in words at the top of the operation instead of in a lock icon and a table at its foot.
 */
export function documentForDocs(contract: OpenApiDocument): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {}
  for (const [path, item] of Object.entries(contract.paths)) {
    paths[path] = { ...item }
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue
      const access = [
        `**Permission:** ${permissionLine(operation['x-permission'])}`,
        `**Security:** ${securityLine(operation.security)}`,
      ]
      const rateLimit = operation['x-rate-limit'] ?? defaultRateLimit(operation)
      access.push(
        `**Rate limit:** ${RATE_LIMIT_LINES[rateLimit]}; answers carry RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset`,
      )
      const description = [access.join('  \n'), operation.description].filter(Boolean).join('\n\n')
      paths[path][method] = { ...operation, description }
    }
  }
  return { ...contract, paths }
}
