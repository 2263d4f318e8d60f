import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ENDED_TOKENS_KEPT_DAYS,
  insertEmbedToken,
  pruneEndedEmbedTokens,
} from '../../server/modules/embedTokens/embedTokens.queries'
import { createStaff } from '../support/fixtures'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

describe('housekeeping of embed tokens', () => {
  it(`deletes the tokens that expired more than ${ENDED_TOKENS_KEPT_DAYS} days ago, and keeps the rest`, async () => {
    const staff = await createStaff(server.db, { roles: [{ permissions: { orders: ['access'] } }] })
    const mint = () =>
      insertEmbedToken(server.db, {
        mintedBy: staff.id,
        widgets: ['bo-order-table'],
        origin: 'https://tool.example.com',
        minutes: 60,
      })
    const endedAgo = async (days: number) => {
      const { id } = await mint()
      await sql`update embed_tokens set expires_at = now() - make_interval(days => ${days}) where id = ${id}`.execute(
        server.db,
      )
      return id
    }
    const live = (await mint()).id
    const recentlyEnded = await endedAgo(ENDED_TOKENS_KEPT_DAYS - 1)
    const longEnded = await endedAgo(ENDED_TOKENS_KEPT_DAYS + 1)

    await pruneEndedEmbedTokens(server.db)

    const left = await server.db
      .selectFrom('embed_tokens')
      .select('id')
      .where('minted_by', '=', staff.id)
      .execute()
    expect(left.map((row) => row.id).sort()).toEqual([live, recentlyEnded].sort())
    expect(left.map((row) => row.id)).not.toContain(longEnded)
  })
})
