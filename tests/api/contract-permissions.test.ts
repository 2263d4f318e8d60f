import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractOperations, loadContract } from '../../server/contract'
import { createStaff } from '../support/fixtures'
import { call } from '../support/http'
import { login, startTestServer, type TestServer } from '../support/test-server'

const operations = contractOperations(loadContract())
const guarded = operations.filter((operation) => operation.permission !== 'public')
const withFeature = operations.filter((operation) => typeof operation.permission === 'object')

let server: TestServer
let noRoleToken: string
beforeAll(async () => {
  server = await startTestServer()
  const staff = await createStaff(server.db)
  noRoleToken = (await login(server.baseUrl, staff.email, staff.password)).jwtAccessToken
})
afterAll(() => server?.close())

// Raw calls: the walk builds each request from the contract document itself, with an empty body.
// Another member's id in every path parameter, so allowSelf never applies.
const urlOf = (path: string) => `/api${path.replace(/\{[^}]+\}/g, () => crypto.randomUUID())}`

describe('every operation of the contract enforces its x-permission', () => {
  it('has an x-permission on every operation', () => {
    expect(operations.length).toBeGreaterThan(0)
    for (const operation of operations) expect(operation.permission, operation.operationId).toBeDefined()
  })

  it.each(guarded.map((operation) => [operation.operationId, operation] as const))(
    '%s refuses a caller without a token (401)',
    async (_id, operation) => {
      const response = await call(server.baseUrl, operation.method, urlOf(operation.path), {
        body: operation.method === 'GET' ? undefined : {},
      })
      expect(response.status).toBe(401)
      expect(response.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' })
    },
  )

  it.each(withFeature.map((operation) => [operation.operationId, operation] as const))(
    '%s refuses a signed-in member whose roles lack the permission (403)',
    async (_id, operation) => {
      const response = await call(server.baseUrl, operation.method, urlOf(operation.path), {
        token: noRoleToken,
        body: operation.method === 'GET' ? undefined : {},
      })
      expect(response.status).toBe(403)
    },
  )
})
