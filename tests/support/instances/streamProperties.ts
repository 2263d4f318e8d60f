// The properties of several instances that live longer than one call: the bell's event streams, the
// push scheduler each instance runs, and export downloads (their tickets, cancellation, a killed instance).
import { sql } from 'kysely'
import { openEventStream, unreadOf } from '../sse'
import { call, expectStatus, holdsWithin, insertSignIns, signIn } from './calls'
import type { Cluster } from './cluster'
import { PROPAGATION_MS, type Property } from './properties'

const ms = (value: number) => `${Math.round(value)} ms`
const admin = (cluster: Cluster, index = 0) =>
  signIn(cluster.instances[index], 'admin@example.com', 'Admin@12345')

/** How long after their send time the pushes and their bell events may take under a loaded machine. */
const PUSH_GRACE_MS = 5000
const PUSHES_PER_INSTANCE = 2

export const pushOnceAndBell: Property = {
  name: 'a scheduled push is sent exactly once, and the bell badge reaches staff on every instance',
  async run(cluster) {
    const token = await admin(cluster)
    const targets = [...cluster.instances, cluster.proxy]
    const streams = await Promise.all(
      targets.map((target) => openEventStream(`${target.baseUrl}/api/admin/notifications/stream`, token)),
    )
    try {
      const before = await Promise.all(
        streams.map(async (stream) => unreadOf(await stream.next((e) => e.event === 'unread', 5000))),
      )
      // Each instance is asked for pushes due at the same moment, so each one's scheduler wakes for it
      // and all of them try to claim the same due rows.
      const sendAt = new Date(Date.now() + 2500)
      const ids: string[] = []
      for (const instance of cluster.instances)
        for (let i = 0; i < PUSHES_PER_INSTANCE; i++) {
          const topic = `Shift change ${instance.name}${i} ${sendAt.getTime()}`
          const created = await call(instance, 'POST', '/admin/notification-management', {
            token,
            body: {
              topic: { en: topic, th: topic },
              message: { en: 'Counter 3 opens at noon', th: 'เคาน์เตอร์ 3 เปิดเที่ยง' },
              target: 'internalUsers',
              channel: 'webApp',
              type: 'notice',
              sendAt: sendAt.toISOString(),
            },
          })
          expectStatus(created, 201, 'a push notification')
          ids.push(created.body._id as string)
        }
      const expected = before.map((count) => count + ids.length)
      const arrived = await Promise.all(
        streams.map((stream, index) =>
          stream.next((e) => e.event === 'unread' && unreadOf(e) >= expected[index], PUSH_GRACE_MS + 2500),
        ),
      )
      const lateMs = Date.now() - sendAt.getTime()
      arrived.forEach((event, index) => {
        if (unreadOf(event) !== expected[index])
          throw new Error(`stream ${index} counts ${unreadOf(event)} unread, not ${expected[index]}`)
      })
      const { db } = cluster.database
      const sendings = await db
        .selectFrom('push_notification_sendings')
        .select(['push_notification_id', 'outcome'])
        .where('push_notification_id', 'in', ids)
        .execute()
      const perPush = ids.map((id) => sendings.filter((row) => row.push_notification_id === id).length)
      if (perPush.some((count) => count !== 1)) throw new Error(`sendings per push: ${perPush.join(', ')}`)
      const { rows: bell } = await sql<{ n: string }>`select count(*) as n from notifications
        where topic ->> 'en' like ${`Shift change %${sendAt.getTime()}`}`.execute(db)
      if (Number(bell[0].n) !== ids.length)
        throw new Error(`${bell[0].n} bell notifications for ${ids.length} pushes`)
      // Which instance sent which, from their own logs: every push once, by whichever claimed it.
      const sentBy = cluster.instances.map((instance) =>
        instance
          .logged('push notifications sent')
          .flatMap((entry) => (entry.sent as { id: string }[]).map((sent) => sent.id))
          .filter((id) => ids.includes(id)),
      )
      const all = sentBy.flat()
      if (all.length !== ids.length || new Set(all).size !== ids.length)
        throw new Error(`the instances logged ${all.length} sendings of ${ids.length} pushes`)

      // Read on one instance: the badge of the same staff member drops on every other one.
      const read = await call(cluster.instances[0], 'PUT', '/admin/notifications/mark-read-all', { token })
      expectStatus(read, 200, 'mark all read')
      const readStarted = performance.now()
      await Promise.all(
        streams.map((stream) =>
          stream.next((e) => e.event === 'unread' && unreadOf(e) === 0, PROPAGATION_MS),
        ),
      )
      const readMs = performance.now() - readStarted
      const split = cluster.instances
        .map((instance, index) => `${instance.name} ${sentBy[index].length}`)
        .join(', ')
      return `${ids.length} pushes due at once, each sent once (${split}); every bell, on A, B, C and through the proxy, counted them ${ms(lateMs)} after their time; read on A, every badge at 0 after ${ms(readMs)}`
    } finally {
      for (const stream of streams) stream.close()
    }
  },
}

const EXPORT_ROWS = 80_000
const range = 'startDate=2021-01-01T00:00:00Z&endDate=2021-12-31T00:00:00Z'

/** A ticket for the staff access history's export, asked on `index`'s instance. */
async function exportTicket(cluster: Cluster, index: number, token: string) {
  const ticket = await call(
    cluster.instances[index],
    'POST',
    `/internal-user-history/export-ticket?${range}`,
    { token },
  )
  expectStatus(ticket, 201, 'an export ticket')
  return ticket.body as { _id: string; url: string; rows: number }
}

/** Opens a download on an instance and reads its first bytes, then reads no more until asked. */
async function startDownload(baseUrl: string, url: string) {
  const response = await fetch(`${baseUrl}${url}`)
  if (response.status !== 200 || !response.body) throw new Error(`the download answered ${response.status}`)
  const reader = response.body.getReader()
  const first = await reader.read()
  if (first.done) throw new Error('the download ended at once')
  return {
    /** Reads the rest; answers how many bytes came and whether the download was cut. */
    async drain(): Promise<{ bytes: number; cut: boolean }> {
      let bytes = first.value.length
      try {
        for (;;) {
          const { value, done } = await reader.read()
          if (done) return { bytes, cut: false }
          bytes += value.length
        }
      } catch {
        return { bytes, cut: true }
      }
    },
    cancel: () => reader.cancel().catch(() => {}),
  }
}

const progressOf = async (cluster: Cluster, index: number, token: string, id: string) => {
  const answer = await call(cluster.instances[index], 'GET', `/export-tickets/${id}`, { token })
  expectStatus(answer, 200, 'export progress')
  return answer.body as { state: string; rows: number; total: number }
}

export const exportCancelledElsewhere: Property = {
  name: "an export's ticket started on one instance is seen and cancelled from another",
  async run(cluster) {
    const token = await admin(cluster)
    const adminId = (
      await cluster.database.db.selectFrom('internal_users').select('id').executeTakeFirstOrThrow()
    ).id
    await insertSignIns(cluster.database.db, adminId, EXPORT_ROWS)
    const ticket = await exportTicket(cluster, 0, token)
    if ((await progressOf(cluster, 1, token, ticket._id)).state !== 'waiting')
      throw new Error('B does not see it waiting')
    const download = await startDownload(cluster.instances[0].baseUrl, ticket.url)
    await holdsWithin('B sees it running', PROPAGATION_MS, async () => {
      const progress = await progressOf(cluster, 1, token, ticket._id)
      return progress.state === 'running' && progress.rows > 0
    })
    const cancelled = await call(cluster.instances[2], 'DELETE', `/export-tickets/${ticket._id}`, { token })
    expectStatus(cancelled, 200, 'the cancellation')
    const started = performance.now()
    const { bytes, cut } = await download.drain()
    const cutMs = performance.now() - started
    const progress = await progressOf(cluster, 1, token, ticket._id)
    if (!cut || progress.state !== 'cancelled' || progress.rows >= EXPORT_ROWS)
      throw new Error(`after the cancellation: cut ${cut}, ${JSON.stringify(progress)}`)
    return `downloading on A, running on B, cancelled on C: A cut the download ${ms(cutMs)} later at ${progress.rows.toLocaleString('en')} of ${EXPORT_ROWS.toLocaleString('en')} rows (${(bytes / 1e6).toFixed(1)} MB read); B reads it cancelled`
  },
}

export const killedMidExport: Property = {
  name: 'killing one instance with SIGKILL in the middle of an export leaves no ticket running forever',
  async run(cluster) {
    const victim = cluster.instances[2]
    const token = await admin(cluster)
    const ticket = await exportTicket(cluster, 0, token)
    const download = await startDownload(victim.baseUrl, ticket.url)
    await holdsWithin(
      'A sees it running',
      PROPAGATION_MS,
      async () => (await progressOf(cluster, 0, token, ticket._id)).state === 'running',
    )
    victim.kill('SIGKILL')
    await victim.exited
    const killedAt = performance.now()
    void download.cancel()
    const lease = Number(cluster.env.EXPORT_LEASE_SECONDS) * 1000
    const failedMs = await holdsWithin('A reads it failed', lease + 2000, async () => {
      return (await progressOf(cluster, 0, token, ticket._id)).state === 'failed'
    })
    await holdsWithin('housekeeping records it failed', lease + 2000, async () => {
      const row = await cluster.database.db
        .selectFrom('export_tickets')
        .select('outcome')
        .where('id', '=', ticket._id)
        .executeTakeFirstOrThrow()
      return row.outcome === 'failed'
    })
    const recordedMs = performance.now() - killedAt
    for (let i = 0; i < 12; i++)
      expectStatus(await call(cluster.proxy, 'GET', '/health'), 200, 'the proxy without C')
    return `C killed while it streamed (lease ${lease / 1000} s): A reads the ticket failed ${ms(failedMs)} later, housekeeping recorded it failed after ${ms(recordedMs)}; the proxy answers 12 of 12 calls without C`
  },
}
