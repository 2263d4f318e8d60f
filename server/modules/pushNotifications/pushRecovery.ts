import { sql } from 'kysely'
import {
  PUSH_INTERRUPTED_REASON,
  PUSH_MAX_ATTEMPTS,
  type PushStatus,
} from '../../../src/domain/pushNotifications'
import type { Db } from '../../db/database'
import type { Claimed, PushContent, SendingResult } from './pushSending'

/** How many unfinished sendings one look takes up; the loop looks again until none is left. */
const RESUME_BATCH = 20

interface Unfinished extends PushContent {
  sending_id: string
  status: PushStatus
  recipients: number | null
  attempts: string
}

/**
 * Takes up the sendings a stopped process left 'sending' for longer than `timeoutMs` (it claimed the
 * notification, and the bell got it, but Firebase's answer was never recorded).
 *
 * The choice: each such sending is marked failed with the reason 'interrupted', and the notification is
 * tried once more at Firebase, in a new sending, if it had only the one attempt and is still active.
 * - The bell is not touched: it got the notification in the claim's transaction, exactly once.
 * - Firebase gets at most one message per attempt, and at most two attempts. We cannot know whether
 *   Firebase took the interrupted attempt's message, so the retry may deliver it twice to devices; we
 *   prefer that rare duplicate to losing a notification staff scheduled. A second interruption is final.
 * - A process still waiting on Firebase past the timeout finds its sending judged already: it leaves it
 *   so (it finishes only a sending still 'sending').
 * `for update skip locked` lets every process look at once; each unfinished sending is taken up by one.
 */
export async function resumeInterrupted(
  db: Db,
  timeoutMs: number,
): Promise<{ resumed: Claimed[]; gaveUp: SendingResult[] }> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<Unfinished>`
      select s.id as sending_id, s.recipients, p.id, p.topic, p.message, p.target, p.channel, p.type,
        p.status,
        (select count(*) from push_notification_sendings o where o.push_notification_id = p.id) as attempts
      from push_notification_sendings s
      join push_notifications p on p.id = s.push_notification_id
      where s.outcome = 'sending' and s.sent_at < now() - make_interval(secs => ${timeoutMs / 1000})
      order by s.sent_at
      limit ${RESUME_BATCH}
      for update of s skip locked`.execute(trx)
    const resumed: Claimed[] = []
    const gaveUp: SendingResult[] = []
    for (const row of rows) {
      await trx
        .updateTable('push_notification_sendings')
        .set({ outcome: 'failed', reason: PUSH_INTERRUPTED_REASON })
        .where('id', '=', row.sending_id)
        .execute()
      const { sending_id, recipients, attempts, status, ...content } = row
      if (Number(attempts) >= PUSH_MAX_ATTEMPTS || status !== 'active') {
        gaveUp.push({ id: row.id, outcome: 'failed' })
        continue
      }
      const { id: sendingId } = await trx
        .insertInto('push_notification_sendings')
        .values({ push_notification_id: row.id, outcome: 'sending', recipients })
        .returning('id')
        .executeTakeFirstOrThrow()
      resumed.push({ ...content, sendingId })
    }
    return { resumed, gaveUp }
  })
}
