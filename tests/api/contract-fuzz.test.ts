import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Permission } from '../../server/appContext'
import { loadContract } from '../../server/contract'
import { languageOf } from '../../server/lib/i18n'
import {
  type ContractRequest,
  contractRequests,
  requestHeaders,
  requestUrl,
} from '../support/contractRequests'
import { startTestServer, type TestServer } from '../support/test-server'
import { createWalkSessions, type WalkSessions } from '../support/walkSessions'

/**
 * Walks every operation of the contract with requests drawn from its own schemas, fitting ones and ones
 * with a value at or past an edge, and fails on any answer that is not a 2xx, 3xx or a 4xx with a clear
 * message in the caller's language. Bounded by a number of runs and a time budget per operation.
 */

const DATABASE = process.env.TEST_DB === 'postgres' ? 'postgresql' : 'pglite'
// Half a minute per database reaches every operation with dozens of requests; raise it for a longer hunt.
const BUDGET_MS = Number(process.env.CONTRACT_FUZZ_SECONDS ?? 30) * 1000
const RANDOM_RUNS_PER_OPERATION = 150
/** Random requests every operation gets whatever the time budget, so a slow machine still walks each one. */
const MINIMUM_RANDOM_RUNS = 10
const ANSWER_TIMEOUT_MS = 15_000
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g
const THAI = /[\u0e00-\u0e7f]/

const contract = loadContract()
const knownIds: string[] = []
const walks = contractRequests(contract, knownIds)
const budgetPerOperation = Math.floor(BUDGET_MS / walks.length)
const MINIMUM_RANDOM_WALK_MS = 250
const tally = { sent: 0, serverErrors: 0, byClass: {} as Record<string, number> }

interface Answer {
  status: number
  contentType: string
  text: string
}

let server: TestServer
let sessions: WalkSessions
beforeAll(async () => {
  server = await startTestServer()
  sessions = await createWalkSessions(server)
})
afterAll(async () => {
  const classes = Object.entries(tally.byClass)
    .sort()
    .map(([kind, count]) => `${kind}: ${count}`)
  console.log(
    `contract fuzz (${DATABASE}): ${tally.sent} requests, ${tally.serverErrors} answers 5xx (${classes.join(', ')})`,
  )
  await server?.close()
})

function tokenOf(request: ContractRequest, permission: Permission): string | undefined {
  if (request.authorization === 'none') return undefined
  if (request.authorization === 'forged') return 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.Zm9yZ2Vk'
  return sessions.tokenFor(permission)
}

async function send(request: ContractRequest, headers: Record<string, string>): Promise<Answer> {
  const body = request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body))
  if (body !== undefined) headers['content-type'] = 'application/json'
  const aborter = new AbortController()
  const timer = setTimeout(() => aborter.abort(), ANSWER_TIMEOUT_MS)
  try {
    const response = await fetch(`${server.baseUrl}${requestUrl(request)}`, {
      method: request.method,
      headers,
      body,
      signal: aborter.signal,
    })
    const contentType = response.headers.get('content-type') ?? ''
    // An event stream stays open: its status is the answer.
    if (contentType.startsWith('text/event-stream')) {
      aborter.abort()
      return { status: response.status, contentType, text: '' }
    }
    return { status: response.status, contentType, text: await response.text() }
  } finally {
    clearTimeout(timer)
  }
}

/** What is wrong with an answer, or null: a 5xx, or a refusal without a clear message in the caller's language. */
function problemWith(answer: Answer, lang: string): string | null {
  if (answer.status >= 500) return 'a server error'
  if (answer.status < 400) return null
  let body: { statusCode?: unknown; message?: unknown; error?: unknown }
  try {
    body = JSON.parse(answer.text)
  } catch {
    return 'a refusal that is not JSON'
  }
  if (body.statusCode !== answer.status || typeof body.error !== 'string')
    return 'a refusal not shaped as an Error'
  if (typeof body.message !== 'string' || !body.message.trim()) return 'a refusal without a message'
  // Node refuses a request line and headers over 16 KB before Fastify sees a request, so before any language is known.
  const languageKnown = answer.status !== 431
  if (lang === 'th' && languageKnown && !THAI.test(body.message))
    return 'a refusal not in Thai, asked in Thai'
  return null
}

function remember(answer: Answer): void {
  if (answer.status >= 300 || !answer.contentType.includes('json') || knownIds.length >= 200) return
  for (const id of answer.text.match(UUID) ?? []) if (!knownIds.includes(id)) knownIds.push(id)
}

const shown = (value: unknown) => JSON.stringify(value, null, 1)?.slice(0, 2000)

describe(`every operation of the contract answers any request with a 2xx or a clear 4xx (${DATABASE})`, () => {
  for (const { operation, fitting, odd, examples } of walks) {
    it(`${operation.operationId} (${operation.method} ${operation.path})`, {
      timeout: budgetPerOperation + 60_000,
    }, async () => {
      const started = Date.now()
      let walked = 0
      const requests = fc.oneof({ weight: 1, arbitrary: fitting }, { weight: 3, arbitrary: odd })
      const property = fc.asyncProperty(requests, async (request) => {
        walked++
        const headers = requestHeaders(request)
        const token = tokenOf(request, operation.permission)
        const sent = { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) }
        const answer = await send(request, sent)
        tally.sent++
        const kind = `${String(answer.status).slice(0, 1)}xx`
        tally.byClass[kind] = (tally.byClass[kind] ?? 0) + 1
        if (answer.status >= 500) tally.serverErrors++
        remember(answer)
        if (request.authorization === 'caller')
          await sessions.afterAnswer(operation.permission, answer.status)
        const problem = problemWith(answer, languageOf(headers.lang))
        if (problem)
          throw new Error(
            [
              `${operation.operationId} answered ${problem}: ${answer.status}`,
              `request: ${request.method} ${requestUrl(request).slice(0, 2000)}`,
              `headers: ${shown(sent)}`,
              `body: ${request.rawBody !== undefined ? shown(request.rawBody) : shown(request.body)}`,
              `answer: ${answer.text.slice(0, 2000)}`,
            ].join('\n'),
          )
      })
      // Examples come first and count as runs; then a few random requests at any speed, then more while
      // the operation's share of the time budget lasts.
      await fc.assert(property, {
        examples: examples.map((example) => [example]),
        numRuns: examples.length + MINIMUM_RANDOM_RUNS,
      })
      // fast-check fails a property stopped before its first run, so a share nearly spent is not started.
      const left = budgetPerOperation - (Date.now() - started)
      if (left > MINIMUM_RANDOM_WALK_MS)
        await fc.assert(property, {
          numRuns: RANDOM_RUNS_PER_OPERATION - MINIMUM_RANDOM_RUNS,
          interruptAfterTimeLimit: left,
        })
      // Every answer was checked as it came (a 5xx fails at once); this says the walk really went through.
      expect(walked).toBeGreaterThanOrEqual(examples.length + MINIMUM_RANDOM_RUNS)
    })
  }
})
