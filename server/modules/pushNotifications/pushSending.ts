import { sql } from 'kysely'
import type { Bilingual } from '../../../src/domain/constants'
import {
  CATEGORY_OF_PUSH_TYPE,
  memberPushTopic,
  PUSH_SENDING_TIMEOUT_MS,
  type PushChannel,
  type PushOutcome,
  type PushTarget,
  type PushType,
} from '../../../src/domain/pushNotifications'
import type { Db } from '../../db/database'
import type { PushService } from '../../lib/push'
import { publishNotification } from '../notifications/publishNotification'
import { resumeInterrupted } from './pushRecovery'

/** How many due notifications one claim takes; the loop claims again until none is left. */
const CLAIM_BATCH = 20

export interface PushContent {
  id: string
  topic: Bilingual
  message: Bilingual
  target: PushTarget
  channel: PushChannel
  type: PushType
}

/** A notification claimed for one attempt at Firebase, with the sending row that attempt finishes. */
export interface Claimed extends PushContent {
  sendingId: string
}

export interface SendingResult {
  id: string
  outcome: PushOutcome
}

/**
 * Claims the due notifications (active, not sent, send time come by the database's clock) and, in the
 * same transaction, puts the staff ones in the bell and writes each one's sending as 'sending'.
 * `for update skip locked` lets several server processes claim at once without waiting on or taking
 * each other's rows; `sent_at` set on commit means no process ever claims a row again, so the bell gets
 * it exactly once. The sending row written with the claim is what survives a process stopping before
 * Firebase answered (see pushRecovery.ts). A notification deactivated or edited in time is no longer due.
 */
async function claimDue(db: Db): Promise<Claimed[]> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<PushContent>`
      update push_notifications set sent_at = now()
      where id in (
        select id from push_notifications
        where status = 'active' and sent_at is null and send_at <= now()
        order by send_at, id
        limit ${CLAIM_BATCH}
        for update skip locked)
      returning id, topic, message, target, channel, type`.execute(trx)
    if (rows.length === 0) return []
    const staff = rows.some((row) => row.target === 'internalUsers')
      ? Number(
          (
            await trx
              .selectFrom('internal_users')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .where('status', '=', 'active')
              .executeTakeFirstOrThrow()
          ).n,
        )
      : 0
    const claimed: Claimed[] = []
    for (const row of rows) {
      if (row.target === 'internalUsers')
        await publishNotification(trx, {
          topic: row.topic,
          detail: row.message,
          type: 'ANNOUNCEMENT',
          category: CATEGORY_OF_PUSH_TYPE[row.type],
        })
      const { id: sendingId } = await trx
        .insertInto('push_notification_sendings')
        .values({
          push_notification_id: row.id,
          outcome: 'sending',
          recipients: row.target === 'internalUsers' ? staff : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      claimed.push({ ...row, sendingId })
    }
    return claimed
  })
}

const REASON_MAX = 1000

/** Pushes one claimed notification through Firebase; its outcome, never an exception. */
async function pushOut(
  push: PushService,
  staffTopic: string,
  row: PushContent,
): Promise<{ outcome: PushOutcome; reason: string | null }> {
  if (!push.enabled) return { outcome: 'pushOff', reason: null }
  const topic = row.target === 'internalUsers' ? staffTopic : memberPushTopic(row.channel, row.type)
  try {
    await push.sendToTopic(topic, {
      title: row.topic.en,
      body: row.message.en,
      // Both languages travel with it: the device shows the one it is set to.
      data: {
        topicEn: row.topic.en,
        topicTh: row.topic.th,
        messageEn: row.message.en,
        messageTh: row.message.th,
        type: row.type,
        channel: row.channel,
      },
    })
    return { outcome: 'sent', reason: null }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { outcome: 'failed', reason: reason.slice(0, REASON_MAX) || 'Firebase refused the message' }
  }
}

/**
 * One attempt at Firebase for a claimed notification, then its sending finished with the outcome. Only a
 * sending still 'sending' is finished: one another process has meanwhile judged interrupted keeps that.
 */
async function attempt(db: Db, push: PushService, staffTopic: string, row: Claimed): Promise<SendingResult> {
  const { outcome, reason } = await pushOut(push, staffTopic, row)
  await db
    .updateTable('push_notification_sendings')
    .set({ outcome, reason, sent_at: sql<Date>`now()` })
    .where('id', '=', row.sendingId)
    .where('outcome', '=', 'sending')
    .execute()
  return { id: row.id, outcome }
}

/**
 * Sends every due notification once: claimed (and put in staff bells) in one transaction, then pushed
 * through Firebase outside it (a slow Firebase holds no lock, and on PGlite no other request), then its
 * sending finished with the outcome. First it takes up the sendings a stopped process left unfinished.
 * Answers what was sent.
 */
export async function sendDuePushNotifications(
  db: Db,
  push: PushService,
  staffTopic: string,
  sendingTimeoutMs: number = PUSH_SENDING_TIMEOUT_MS,
): Promise<SendingResult[]> {
  const results: SendingResult[] = []
  for (;;) {
    const { resumed, gaveUp } = await resumeInterrupted(db, sendingTimeoutMs)
    results.push(...gaveUp)
    for (const row of resumed) results.push(await attempt(db, push, staffTopic, row))
    if (resumed.length + gaveUp.length === 0) break
  }
  for (;;) {
    const claimed = await claimDue(db)
    for (const row of claimed) results.push(await attempt(db, push, staffTopic, row))
    if (claimed.length < CLAIM_BATCH) return results
  }
}

/** When the next active, unsent notification is due, if any. */
export async function nextSendAt(db: Db): Promise<Date | null> {
  const row = await db
    .selectFrom('push_notifications')
    .select('send_at')
    .where('status', '=', 'active')
    .where('sent_at', 'is', null)
    .orderBy('send_at')
    .limit(1)
    .executeTakeFirst()
  return row?.send_at ?? null
}
