import { describe, expect, it } from 'vitest'
import { findLiveSession } from '../../server/modules/auth/auth.queries'
import { createStaff } from '../support/fixtures'
import { login, suiteServer, type TestServer } from '../support/test-server'

/** A staff member signed in, and the id of the session the sign-in opened. */
async function signedInStaff(
  server: TestServer,
  roles: NonNullable<Parameters<typeof createStaff>[1]>['roles'],
) {
  const staff = await createStaff(server.db, { roles })
  await login(server.baseUrl, staff.email, staff.password)
  const { id } = await server.db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', staff.id)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow()
  return { staff, sessionId: id }
}

describe("the guard's session lookup", () => {
  const suite = suiteServer()

  it('reads the live session with what its active roles grant, in one statement', async () => {
    const { staff, sessionId } = await signedInStaff(suite.server, [
      { name: 'Order desk', permissions: { orders: ['access', 'update'] } },
      { name: 'Old campaign', status: 'inactive', permissions: { coupons: ['access'] } },
    ])
    const session = await findLiveSession(suite.server.db, sessionId, true)
    expect(session).toMatchObject({ id: sessionId, user_id: staff.id, kind: 'access' })
    expect(session?.grants).toEqual([{ fullAccess: false, permissions: { orders: ['access', 'update'] } }])
  })

  it('reads no grants when the operation needs none, and none for a staff member without roles', async () => {
    const { sessionId } = await signedInStaff(suite.server, [])
    expect((await findLiveSession(suite.server.db, sessionId))?.grants).toBeNull()
    expect((await findLiveSession(suite.server.db, sessionId, true))?.grants).toEqual([])
  })
})
