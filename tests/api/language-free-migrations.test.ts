import { type Kysely, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { up as notificationLanguages } from '../../server/db/migrations/0004_notification_languages'
import { up as clientDevices } from '../../server/db/migrations/0005_client_devices'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

/**
 * Runs `run` on tables shaped as before a migration, in a schema of their own inside a transaction that
 * is rolled back: the test database's own tables stay as they are.
 */
async function inScratchSchema(run: (db: Kysely<unknown>) => Promise<void>): Promise<void> {
  const rollback = new Error('rollback')
  await server.db
    .transaction()
    .execute(async (trx) => {
      await sql`create schema scratch`.execute(trx)
      await sql`set local search_path to scratch`.execute(trx)
      await run(trx as unknown as Kysely<unknown>)
      throw rollback
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error
    })
}

describe('migrations of stored texts into language-free data', () => {
  it('keeps the text of older notifications as their English and Thai', async () => {
    await inScratchSchema(async (db) => {
      await sql`create table notifications (topic text not null, detail text not null)`.execute(db)
      await sql`insert into notifications values ('Order paid', 'Order ORD-1 was paid.')`.execute(db)
      await notificationLanguages(db)
      const { rows } = await sql<{
        topic: unknown
        detail: unknown
      }>`select topic, detail from notifications`.execute(db)
      expect(rows).toEqual([
        {
          topic: { en: 'Order paid', th: 'Order paid' },
          detail: { en: 'Order ORD-1 was paid.', th: 'Order ORD-1 was paid.' },
        },
      ])
      await expect(
        sql`insert into notifications values ('{"en": "Only English"}', '{"en": "x", "th": "x"}')`.execute(
          db,
        ),
      ).rejects.toThrow(/notifications_topic_languages/)
    })
  })

  it('splits the device sentences of sessions and histories into browser, type and model', async () => {
    await inScratchSchema(async (db) => {
      for (const table of ['sessions', 'access_history', 'data_export_history'])
        await sql`create table ${sql.table(table)} (n int, device text)`.execute(db)
      await sql`insert into access_history values
        (1, 'Chrome 126 on desktop'), (2, 'Mobile Safari 17 on Apple iPhone'), (3, 'Firefox 128'),
        (4, 'mobile'), (5, null), (6, '')`.execute(db)
      await sql`insert into sessions values (1, 'Safari 17 on tablet')`.execute(db)
      await clientDevices(db)
      const history = await sql<{ device: unknown }>`select device from access_history order by n`.execute(db)
      expect(history.rows.map((row) => row.device)).toEqual([
        { browser: 'Chrome 126', type: 'desktop', model: null },
        { browser: 'Mobile Safari 17', type: null, model: 'Apple iPhone' },
        { browser: 'Firefox 128', type: null, model: null },
        { browser: null, type: 'mobile', model: null },
        null,
        null,
      ])
      const sessions = await sql<{ device: unknown }>`select device from sessions`.execute(db)
      expect(sessions.rows).toEqual([{ device: { browser: 'Safari 17', type: 'tablet', model: null } }])
    })
  })
})
