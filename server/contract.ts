import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type EmbedWidget, isEmbedWidget } from '../src/domain/embedTokens'
import type { Permission } from './appContext'
import { isRateLimitClass, type RateLimitClass } from './lib/rateLimitClasses'

/** The contract bundled from openapi/openapi.yaml and its areas (`npm run gen:api`): one JSON document, read at once. */
export const CONTRACT_PATH = fileURLToPath(new URL('../openapi/bundled.json', import.meta.url))
export const API_PREFIX = '/api'

export interface OpenApiDocument {
  openapi: string
  paths: Record<string, Record<string, OperationObject>>
  [key: string]: unknown
}

export type SecurityRequirement = Record<string, string[]>

export interface OperationObject {
  operationId?: string
  tags?: string[]
  description?: string
  security?: SecurityRequirement[]
  'x-permission'?: Permission
  'x-rate-limit'?: RateLimitClass
  /** The operation also takes a single-use download ticket (`ticket` in the query) in place of the bearer token. */
  'x-download-ticket'?: boolean
  /** The widgets whose embed token may make this read as well as a staff token (see embedWidgetsOf). */
  'x-embed-widgets'?: string[]
  /** How a preview session treats it, when its method alone would say otherwise (see previewRefusedOf). */
  'x-preview'?: 'read' | 'write'
  requestBody?: { required?: boolean }
  responses?: Record<string, { content?: Record<string, unknown> }>
}

export interface ContractOperation {
  operationId: string
  method: string
  path: string
  tags: string[]
  permission: Permission
  /** Its x-rate-limit, or the class its kind implies when the contract leaves it out (defaultRateLimit). */
  rateLimit: RateLimitClass
  downloadTicket: boolean
  /** The widgets whose embed token this operation takes; empty for every other operation. */
  embedWidgets: readonly EmbedWidget[]
  bodyRequired: boolean
  /** A write, refused to a preview session whatever its permissions (view as a role is read-only). */
  previewRefused: boolean
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options'])

/**
 * An operation's x-embed-widgets, checked: only known widgets, and only on a read that needs a permission,
 * so a mistake in the contract can never open a write (or a public or self-only path) to embed tokens.
 */
function embedWidgetsOf(operationId: string, method: string, operation: OperationObject): EmbedWidget[] {
  const widgets = operation['x-embed-widgets']
  if (widgets === undefined) return []
  const permission = operation['x-permission']
  if (!Array.isArray(widgets) || widgets.length === 0 || !widgets.every(isEmbedWidget))
    throw new Error(`The contract operation ${operationId} has an unknown x-embed-widgets ${widgets}`)
  if (
    method !== 'get' ||
    typeof permission !== 'object' ||
    ('allowSelf' in permission && permission.allowSelf)
  )
    throw new Error(`The contract operation ${operationId} is no permission-guarded read: no x-embed-widgets`)
  return widgets
}

/**
 * Whether a preview session (view as a role) is refused the operation: every operation that is not a
 * GET writes, unless the contract says it only reads (`x-preview: read`: a dry run, an export's
 * download ticket); a GET that hands out the means of a write says so too (`x-preview: write`: the
 * signed upload URL).
 */
function previewRefusedOf(operationId: string, method: string, operation: OperationObject): boolean {
  const declared = operation['x-preview']
  if (declared === undefined) return method !== 'get'
  if (declared !== 'read' && declared !== 'write')
    throw new Error(`The contract operation ${operationId} has an unknown x-preview ${declared}`)
  if ((declared === 'read') === (method === 'get'))
    throw new Error(
      `The contract operation ${operationId} says x-preview ${declared}, which its method already says`,
    )
  return declared === 'write'
}

/**
 * The class an operation falls in by its kind: public operations per address, CSV exports as exports,
 * anything else as a standard operation. The contract declares every class (tests/unit/contract-rate-limits
 * holds it to that, and to this default where the kind tells), so this only keeps a forgotten one limited.
 */
export function defaultRateLimit(operation: OperationObject): RateLimitClass {
  if (operation['x-permission'] === 'public') return 'public'
  const answers = Object.entries(operation.responses ?? {}).filter(([status]) => status.startsWith('2'))
  if (answers.some(([, answer]) => answer.content?.['text/csv'])) return 'export'
  return 'standard'
}

export function loadContract(file = CONTRACT_PATH): OpenApiDocument {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as OpenApiDocument
}

/** Every operation with what the server enforces for it; an operation without x-permission is an error. */
export function contractOperations(doc: OpenApiDocument): ContractOperation[] {
  const operations: ContractOperation[] = []
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue
      const { operationId, 'x-permission': permission, 'x-rate-limit': rateLimit } = operation
      if (!operationId)
        throw new Error(`The contract has an operation without operationId: ${method} ${path}`)
      if (!permission) throw new Error(`The contract operation ${operationId} has no x-permission`)
      if (rateLimit !== undefined && !isRateLimitClass(rateLimit))
        throw new Error(`The contract operation ${operationId} has an unknown x-rate-limit ${rateLimit}`)
      operations.push({
        operationId,
        method: method.toUpperCase(),
        path,
        tags: operation.tags ?? [],
        permission,
        rateLimit: rateLimit ?? defaultRateLimit(operation),
        downloadTicket: operation['x-download-ticket'] === true,
        embedWidgets: embedWidgetsOf(operationId, method, operation),
        bodyRequired: operation.requestBody?.required === true,
        previewRefused: previewRefusedOf(operationId, method, operation),
      })
    }
  }
  return operations
}
