import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { apiClient, dataOf } from '../support/apiClient'
import { createStaff } from '../support/fixtures'
import { login, suiteServer, type TestServer } from '../support/test-server'

/** 3,000 notifications over 40 days in one statement, as a bulk load would write them. */
async function withBulkNotifications(server: TestServer) {
  await sql`insert into notifications (topic, detail, type, category, publish_date)
    select jsonb_build_object('en', 'Bulk ' || n, 'th', 'ชุด ' || n), jsonb_build_object('en', 'Detail', 'th', 'รายละเอียด'),
      case when n % 2 = 0 then 'REGISTER' else 'PAYMENT' end,
      (array['News', 'Notice', 'Promotion'])[1 + n % 3],
      '2024-01-01T00:00:00Z'::timestamptz + (n / 3) * interval '1151 seconds'
    from generate_series(1, 3000) n`.execute(server.db)
  const reader = await createStaff(server.db)
  const token = (await login(server.baseUrl, reader.email, reader.password)).jwtAccessToken
  return { reader, client: apiClient(server.baseUrl, { token }) }
}

describe('notification counters', () => {
  const suite = suiteServer(withBulkNotifications)
  const db = () => suite.server.db

  /** What the counters must always equal, counted the slow way. */
  async function counted(userId: string) {
    const all = Number(
      (
        await db()
          .selectFrom('notifications')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
    const read = Number(
      (
        await db()
          .selectFrom('notification_reads')
          .where('user_id', '=', userId)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
    const notice = Number(
      (
        await db()
          .selectFrom('notifications')
          .where('category', '=', 'Notice')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
    return { all, unread: all - read, notice }
  }

  async function answered() {
    const { client } = suite.prepared
    return {
      all: dataOf(await client.GET('/admin/notifications', { params: { query: { page: 1 } } })).total,
      unread: dataOf(await client.GET('/admin/notifications/list')).countAllUnreadNotifications,
      notice: dataOf(
        await client.GET('/admin/notifications', { params: { query: { page: 1, category: 'Notice' } } }),
      ).total,
    }
  }

  it('keep the totals and the unread count equal to the rows through reads, deletes and changes', async () => {
    const { reader } = suite.prepared
    expect(await answered()).toEqual(await counted(reader.id))
    await sql`insert into notification_reads (user_id, notification_id)
      select ${reader.id}::uuid, id from notifications where topic->>'en' like 'Bulk 1%'`.execute(db())
    expect(await answered()).toEqual(await counted(reader.id))
    // Deleting notifications takes their read marks with them (the foreign key cascades).
    await db().deleteFrom('notifications').where(sql<boolean>`topic->>'en' like 'Bulk 12%'`).execute()
    expect(await answered()).toEqual(await counted(reader.id))
    await db()
      .updateTable('notifications')
      .set({ category: 'Notice' })
      .where('category', '=', 'News')
      .execute()
    expect(await answered()).toEqual(await counted(reader.id))
    await db().deleteFrom('notification_reads').where('user_id', '=', reader.id).execute()
    expect(await answered()).toEqual(await counted(reader.id))
  })

  it('answers a deep page with the rows an offset would, for every category', async () => {
    const { client } = suite.prepared
    for (const category of [undefined, 'Promotion'] as const) {
      const { total } = dataOf(
        await client.GET('/admin/notifications', { params: { query: { page: 1, category } } }),
      )
      const lastPage = Math.ceil(total / 20)
      for (const page of [2, Math.floor(lastPage / 2), lastPage - 1, lastPage]) {
        const listed = dataOf(
          await client.GET('/admin/notifications', { params: { query: { page, category } } }),
        )
        let expected = db()
          .selectFrom('notifications')
          .select('id')
          .orderBy('publish_date', 'desc')
          .orderBy('seq', 'desc')
          .limit(20)
          .offset((page - 1) * 20)
        if (category) expected = expected.where('category', '=', category)
        expect(
          listed.data.map((row) => row._id),
          `page ${page} of ${category ?? 'all'}`,
        ).toEqual((await expected.execute()).map((row) => row.id))
      }
      const past = dataOf(
        await client.GET('/admin/notifications', { params: { query: { page: lastPage + 1, category } } }),
      )
      expect(past).toMatchObject({ data: [], total })
    }
  })
})
