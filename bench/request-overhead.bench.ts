// What every request costs before any list query: the HTTP round trip and framework (a public health
// check), then the guard's session lookup (a signed-in request whose handler reads nothing), and the
// guard's SQL for an operation that needs a permission, next to the list queries of the list benches.
import { sql } from 'kysely'
import { findLiveSession } from '../server/modules/auth/auth.queries'
import { runListBench } from './support/listBench'

const HEALTH = 'public: GET /health'

await runListBench({
  name: 'request-overhead',
  title: 'Cost of a request before its list query',
  rows: 0,
  load: async () => {},
  async cases({ db, userId }) {
    // The session the bench signed in with: the newest of the admin's.
    const { id: sessionId } = await db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow()
    return [
      { name: HEALTH, path: '/health', sql: (db) => sql`select 1`.execute(db) },
      {
        name: 'signed in: GET notifications/topic',
        path: '/admin/notifications/topic',
        sql: (db) => findLiveSession(db, sessionId),
        compareWith: HEALTH,
      },
      {
        name: 'guard SQL of a permission',
        path: null,
        sql: (db) => findLiveSession(db, sessionId, true),
        compareWith: HEALTH,
      },
    ]
  },
})
