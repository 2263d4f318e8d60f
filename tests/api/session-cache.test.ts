import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient } from '../support/apiClient'
import { createStaff } from '../support/fixtures'
import { login, loginAsAdmin, startTestServer, type TestServer } from '../support/test-server'

// The guard keeps the sessions it checked (server/modules/auth/sessionCache.ts). These changes are made
// through a handle the server's own queries do not share, as another server process or a script would
// make them: only the database's notification can make the server forget what it kept.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const listRoles = (baseUrl: string, token: string) =>
  apiClient(baseUrl, { token }).GET('/admin/roles', { params: { query: { page: 1, limit: 10 } } })

describe('sessions kept by the guard', () => {
  it('are refused within moments of being revoked elsewhere', async () => {
    const token = await loginAsAdmin(server)
    expect((await listRoles(server.baseUrl, token)).response.status).toBe(200)
    expect((await listRoles(server.baseUrl, token)).response.status).toBe(200)
    await sql`update sessions set revoked_at = now() where revoked_at is null`.execute(server.unwatchedDb)
    await expect
      .poll(async () => (await listRoles(server.baseUrl, token)).response.status, { timeout: 2000 })
      .toBe(401)
  })

  it('lose a permission within moments of its role being switched off elsewhere', async () => {
    const staff = await createStaff(server.db, { roles: [{ permissions: { roles: ['access'] } }] })
    const token = (await login(server.baseUrl, staff.email, staff.password)).jwtAccessToken
    expect((await listRoles(server.baseUrl, token)).response.status).toBe(200)
    expect((await listRoles(server.baseUrl, token)).response.status).toBe(200)
    await sql`update roles set status = 'inactive' where id in (
      select role_id from internal_user_roles where user_id = ${staff.id})`.execute(server.unwatchedDb)
    await expect
      .poll(async () => (await listRoles(server.baseUrl, token)).response.status, { timeout: 2000 })
      .toBe(403)
  })
})

describe.runIf(process.env.TEST_DB === 'postgres')('two server processes on one PostgreSQL', () => {
  it('a sign-out through one is refused by the other, which had kept the session', async () => {
    const other = await startTestServer({
      shareDatabaseUrl: server.databaseUrl ?? undefined,
      config: { jwtSecret: server.config.jwtSecret },
    })
    try {
      const token = await loginAsAdmin(server)
      expect((await listRoles(other.baseUrl, token)).response.status).toBe(200)
      expect((await listRoles(other.baseUrl, token)).response.status).toBe(200)
      const out = await apiClient(server.baseUrl, { token }).POST('/auth/admin/sign-out', { body: {} })
      expect(out.response.status).toBe(204)
      expect((await listRoles(server.baseUrl, token)).response.status).toBe(401)
      await expect
        .poll(async () => (await listRoles(other.baseUrl, token)).response.status, { timeout: 2000 })
        .toBe(401)
    } finally {
      await other.close()
    }
  })
})
