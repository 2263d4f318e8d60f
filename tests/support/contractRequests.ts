import fc from 'fast-check'
import {
  API_PREFIX,
  type ContractOperation,
  contractOperations,
  type OpenApiDocument,
} from '../../server/contract'
import {
  edgeExamples,
  type JsonSchema,
  oddValue,
  type SchemaArbitraryOptions,
  validValue,
} from './schemaArbitraries'

/**
 * Requests for every operation of the contract, drawn from its own schemas: ones that fit them and ones
 * with one thing at or past an edge. A new operation or field is walked as soon as the contract has it.
 */

interface ParameterObject {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required?: boolean
  schema?: JsonSchema
}

interface Referable {
  $ref?: string
}

/** Whose token goes with the request: the caller's (for the operation's kind of session), none, or a forged one. */
export type Authorization = 'caller' | 'none' | 'forged'

export interface ContractRequest {
  operationId: string
  method: string
  path: string
  pathParams: Record<string, unknown>
  query: Record<string, unknown>
  headers: Record<string, unknown>
  /** A JSON body; undefined sends none. */
  body?: unknown
  /** Sent as is instead of `body`, for bodies that are not JSON. */
  rawBody?: string
  authorization: Authorization
}

export interface OperationRequests {
  operation: ContractOperation
  /** Requests that fit the contract's schemas (the server's own rules may still refuse them). */
  fitting: fc.Arbitrary<ContractRequest>
  /** Requests with one value at or past an edge: a wrong type, a NUL character, an odd date or number... */
  odd: fc.Arbitrary<ContractRequest>
  /** Requests that try every field with each odd value of its kind that once reached the database (see edgeExamples). */
  examples: ContractRequest[]
}

const AUTHORIZATION: fc.Arbitrary<Authorization> = fc.oneof(
  { weight: 16, arbitrary: fc.constant('caller' as const) },
  { weight: 2, arbitrary: fc.constant('none' as const) },
  { weight: 1, arbitrary: fc.constant('forged' as const) },
)

const RAW_BODIES = [
  '{"a":',
  '[]',
  '"text"',
  'null',
  '0',
  '{"a":1}x',
  '\u0000',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
]

/** The value a JSON pointer (`#/components/schemas/Id`) names in the document. */
function pointerTarget(doc: OpenApiDocument, ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, segment) => (node as Record<string, unknown> | undefined)?.[segment], doc)
}

/** The object a `$ref` names (through any chain of them), or the value itself. */
export function dereference<T>(doc: OpenApiDocument, value: T & Referable): T {
  return value.$ref ? dereference(doc, pointerTarget(doc, value.$ref) as T & Referable) : value
}

function parametersOf(doc: OpenApiDocument, operation: ContractOperation): ParameterObject[] {
  const item = doc.paths[operation.path] as Record<string, { parameters?: Referable[] }> & {
    parameters?: Referable[]
  }
  const all = [...(item.parameters ?? []), ...(item[operation.method.toLowerCase()].parameters ?? [])]
  const byPlace = new Map<string, ParameterObject>()
  for (const parameter of all) {
    const resolved = dereference<ParameterObject>(doc, parameter as ParameterObject)
    byPlace.set(`${resolved.in}:${resolved.name}`, resolved)
  }
  return [...byPlace.values()].filter((parameter) => parameter.in !== 'cookie')
}

function bodySchemaOf(doc: OpenApiDocument, operation: ContractOperation): JsonSchema | null {
  const item = doc.paths[operation.path] as Record<string, { requestBody?: Referable }>
  const requestBody = item[operation.method.toLowerCase()].requestBody
  if (!requestBody) return null
  const resolved = dereference<{ content?: Record<string, { schema?: JsonSchema }> }>(doc, requestBody)
  return resolved.content?.['application/json']?.schema ?? {}
}

function parameterRecord(
  parameters: ParameterObject[],
  options: SchemaArbitraryOptions,
): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(
    Object.fromEntries(
      parameters.map((parameter) => [parameter.name, validValue(parameter.schema ?? {}, options)]),
    ),
    { requiredKeys: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name) },
  ) as fc.Arbitrary<Record<string, unknown>>
}

type Part = 'pathParams' | 'query' | 'headers' | 'body'

const PARTS: Record<string, Part> = { path: 'pathParams', query: 'query', header: 'headers' }

/** One value a request can carry: a parameter, or a field of the body (nested objects included). */
interface Leaf {
  part: Part
  path: string[]
  schema: JsonSchema
}

function bodyLeaves(schema: JsonSchema, options: SchemaArbitraryOptions, path: string[] = []): Leaf[] {
  const resolved = schema.$ref ? options.resolve(schema.$ref) : schema
  if (path.length > 3 || !resolved.properties) return []
  return Object.entries(resolved.properties).flatMap(([name, property]) => [
    { part: 'body' as const, path: [...path, name], schema: property },
    ...bodyLeaves(property, options, [...path, name]),
  ])
}

/** The request with the value at a leaf replaced (objects on the way made as needed). */
function withValueAt(request: ContractRequest, leaf: Leaf, value: unknown): ContractRequest {
  const replaced = (node: unknown, path: string[]): unknown => {
    const object = node !== null && typeof node === 'object' && !Array.isArray(node) ? node : {}
    const [key, ...rest] = path
    return {
      ...object,
      [key]: rest.length === 0 ? value : replaced((object as Record<string, unknown>)[key], rest),
    }
  }
  return { ...request, rawBody: undefined, [leaf.part]: replaced(request[leaf.part], leaf.path) }
}

function operationRequests(
  doc: OpenApiDocument,
  operation: ContractOperation,
  options: SchemaArbitraryOptions,
): OperationRequests {
  const parameters = parametersOf(doc, operation)
  const bodySchema = bodySchemaOf(doc, operation)
  const placed = (place: ParameterObject['in']) => parameters.filter((parameter) => parameter.in === place)
  const validBody = bodySchema ? validValue(bodySchema, options) : fc.constant(undefined)

  const fitting: fc.Arbitrary<ContractRequest> = fc
    .record({
      pathParams: parameterRecord(placed('path'), options),
      query: parameterRecord(placed('query'), options),
      headers: parameterRecord(placed('header'), options),
      body: operation.bodyRequired ? validBody : fc.option(validBody, { nil: undefined, freq: 3 }),
      authorization: AUTHORIZATION,
    })
    .map((parts) => ({
      operationId: operation.operationId,
      method: operation.method,
      path: operation.path,
      ...parts,
    }))

  const leaves: Leaf[] = [
    ...parameters.map((parameter) => ({
      part: PARTS[parameter.in],
      path: [parameter.name],
      schema: parameter.schema ?? {},
    })),
    ...(bodySchema ? bodyLeaves(bodySchema, options) : []),
  ]
  const variants: fc.WeightedArbitrary<ContractRequest>[] = [
    {
      weight: 1,
      arbitrary: fc
        .tuple(fitting, fc.constantFrom('x', 'a\u0000b', ''))
        .map(([request, value]) => ({ ...request, query: { ...request.query, unknownParameter: value } })),
    },
  ]
  if (leaves.length > 0)
    variants.push({
      weight: 4 * leaves.length,
      arbitrary: fc
        .constantFrom(...leaves)
        .chain((leaf) => fc.tuple(fitting, fc.constant(leaf), oddValue(leaf.schema, options)))
        .map(([request, leaf, value]) => withValueAt(request, leaf, value)),
    })
  // GET and HEAD carry no body: HTTP clients refuse to send one.
  if (!['GET', 'HEAD'].includes(operation.method))
    variants.push(
      {
        weight: 1,
        arbitrary: fc
          .tuple(fitting, fc.constantFrom(...RAW_BODIES))
          .map(([request, rawBody]) => ({ ...request, body: undefined, rawBody })),
      },
      {
        weight: 1,
        arbitrary: fitting.map((request) => ({
          ...request,
          body: bodySchema ? undefined : { unexpected: true },
        })),
      },
    )
  if (bodySchema)
    variants.push({
      weight: 2,
      arbitrary: fc
        .tuple(fitting, oddValue(bodySchema, options))
        .map(([request, body]) => ({ ...request, body })),
    })

  // One fitting request from the caller, with each leaf in turn set to each of its edge examples.
  const [base] = fc.sample(fitting, { seed: 20240131, numRuns: 1 })
  const examples = leaves.flatMap((leaf) =>
    edgeExamples(leaf.schema, options).map((value) =>
      withValueAt({ ...base, authorization: 'caller' }, leaf, value),
    ),
  )
  return { operation, fitting, odd: fc.oneof(...variants), examples }
}

/** Fitting and odd requests for every operation of the contract. */
export function contractRequests(doc: OpenApiDocument, knownIds: readonly string[]): OperationRequests[] {
  const options: SchemaArbitraryOptions = {
    resolve: (ref) => pointerTarget(doc, ref) as JsonSchema,
    knownIds,
  }
  return contractOperations(doc).map((operation) => operationRequests(doc, operation, options))
}

/** A value as text on the wire (query strings, path segments, headers). */
function asText(value: unknown): string {
  if (typeof value === 'string') return value
  if (value === null || typeof value !== 'object') return String(value)
  return JSON.stringify(value)
}

/** A URL is UTF-8: a lone surrogate has no bytes, so it travels as U+FFFD, as browsers and URLSearchParams send it. */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')

/** The request's URL below the server's origin, e.g. `/api/admin/users?page=2`. */
export function requestUrl(request: ContractRequest): string {
  const path = request.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    encodeURIComponent(wellFormed(asText(request.pathParams[name]))),
  )
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(request.query)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, asText(item))
  }
  const search = query.toString()
  return `${API_PREFIX}${path}${search ? `?${search}` : ''}`
}

// What an HTTP client can send at all: no control characters, nothing past Latin-1, no edge spaces.
const SENDABLE_HEADER = /^[\x21-\x7e\xa0-\xff](?:[\x20-\x7e\xa0-\xff]*[\x21-\x7e\xa0-\xff])?$/

/** The request's header parameters as text; a value no HTTP client could send is left out. */
export function requestHeaders(request: ContractRequest): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue
    const text = asText(value)
    if (SENDABLE_HEADER.test(text)) headers[name] = text
  }
  return headers
}
