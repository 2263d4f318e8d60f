import { describe, expect, it } from 'vitest'
import {
  type ContractOperation,
  contractOperations,
  defaultRateLimit,
  loadContract,
  type OperationObject,
} from '../../server/contract'
import { dereference } from '../support/contractRequests'

const contract = loadContract()
const operations = contractOperations(contract)
const operationObject = (operation: ContractOperation) =>
  contract.paths[operation.path][operation.method.toLowerCase()] as OperationObject

const RATE_LIMIT_HEADERS = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']

interface Answer {
  $ref?: string
  headers?: Record<string, { $ref?: string }>
  content?: Record<string, unknown>
}

function answersOf(operation: ContractOperation): [string, Answer][] {
  const responses = (operationObject(operation) as { responses: Record<string, Answer> }).responses
  return Object.entries(responses).map(([status, answer]) => [status, dereference(contract, answer)])
}

/** The RateLimit headers an answer lacks, as `operationId status header` (headers must be the shared ones). */
function missingHeaders(operation: ContractOperation, status: string, answer: Answer): string[] {
  return RATE_LIMIT_HEADERS.filter(
    (name) => answer.headers?.[name]?.$ref !== `#/components/headers/${name}`,
  ).map((name) => `${operation.operationId} ${status} ${name}`)
}

// How to declare an operation's limit: docs/adding-an-area.md ("Rate limits").
describe('every operation declares its rate limit (the server reads the class from the contract)', () => {
  it('declares its x-rate-limit class', () => {
    const undeclared = operations.filter(
      (operation) => operationObject(operation)['x-rate-limit'] === undefined,
    )
    expect(
      undeclared.map(
        (operation) =>
          `${operation.operationId}: add x-rate-limit: ${defaultRateLimit(operationObject(operation))}`,
      ),
    ).toEqual([])
  })

  it('declares the class its kind calls for: public ones per address, CSV downloads as exports', () => {
    const misfits = operations.flatMap((operation) => {
      const kind = defaultRateLimit(operationObject(operation))
      const perAddress = ['auth', 'probe', 'public'].includes(operation.rateLimit)
      const fits =
        kind === 'export'
          ? operation.rateLimit === 'export'
          : kind === 'public'
            ? perAddress
            : !perAddress || operation.rateLimit === 'auth'
      return fits ? [] : [`${operation.operationId} is ${operation.rateLimit}, its kind is ${kind}`]
    })
    expect(misfits).toEqual([])
  })

  it('limits the record search, the upload URLs and the CSV downloads more tightly', () => {
    const classOf = (id: string) => operations.find((operation) => operation.operationId === id)?.rateLimit
    for (const operation of operations.filter((each) => each.tags.includes('search')))
      expect(operation.rateLimit, operation.operationId).toBe('search')
    expect(classOf('getUploadSignedUrl')).toBe('upload')
    expect(classOf('exportOrders')).toBe('export')
    expect(classOf('getHealth')).toBe('probe')
  })

  it('declares the RateLimit headers on every 2XX and 4XX answer', () => {
    const missing = operations.flatMap((operation) =>
      answersOf(operation)
        .filter(([status]) => /^[24]/.test(status))
        .flatMap(([status, answer]) => missingHeaders(operation, status, answer)),
    )
    expect(missing).toEqual([])
  })

  it('declares its 429 with Retry-After, the RateLimit headers and the error shape', () => {
    const missing = operations.flatMap((operation) => {
      const tooMany = answersOf(operation).find(([status]) => status === '429')?.[1]
      if (!tooMany) return [`${operation.operationId}: add "429": { $ref: TooManyRequests }`]
      const problems = missingHeaders(operation, '429', tooMany)
      if (!tooMany.headers?.['Retry-After']) problems.push(`${operation.operationId} 429 Retry-After`)
      if (!tooMany.content?.['application/json']) problems.push(`${operation.operationId} 429 content`)
      return problems
    })
    expect(missing).toEqual([])
  })

  it('takes the class from x-rate-limit, and from the kind where the contract leaves it out', () => {
    const [path, item] =
      Object.entries(contract.paths).find(([, each]) => each.get?.operationId === 'listOrders') ?? []
    if (!path || !item) throw new Error('listOrders is gone from the contract')
    const { 'x-rate-limit': _declared, 'x-embed-widgets': _widgets, ...undeclared } = item.get
    const withClass = (get: OperationObject) =>
      contractOperations({ ...contract, paths: { [path]: { get } } })[0]
    expect(withClass({ ...item.get, 'x-rate-limit': 'search' }).rateLimit).toBe('search')
    expect(withClass(undeclared).rateLimit).toBe('standard')
    expect(withClass({ ...undeclared, 'x-permission': 'public' }).rateLimit).toBe('public')
    expect(() => withClass({ ...item.get, 'x-rate-limit': 'lavish' as never })).toThrow(
      /unknown x-rate-limit/,
    )
  })
})
