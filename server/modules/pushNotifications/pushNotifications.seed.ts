import type { Transaction } from 'kysely'
import type { Bilingual } from '../../../src/domain/constants'
import type {
  PushChannel,
  PushOutcome,
  PushStatus,
  PushTarget,
  PushType,
} from '../../../src/domain/pushNotifications'
import type { Database } from '../../db/schema'

interface DemoPush {
  topic: Bilingual
  message: Bilingual
  target: PushTarget
  channel: PushChannel
  type: PushType
  status: PushStatus
  /** Hours from the seeding moment: negative ones went out already. */
  inHours: number
  outcome?: { outcome: PushOutcome; reason?: string; recipients: number | null }
}

const DEMO: readonly DemoPush[] = [
  {
    topic: { en: 'Year-end sale starts', th: 'เริ่มลดราคาส่งท้ายปี' },
    message: {
      en: 'Up to 40% off selected products until 31 December.',
      th: 'ลดสูงสุด 40% สินค้าที่ร่วมรายการ ถึง 31 ธันวาคม',
    },
    target: 'users',
    channel: 'mobileApp',
    type: 'promotion',
    status: 'active',
    inHours: -72,
    outcome: { outcome: 'pushOff', recipients: null },
  },
  {
    topic: { en: 'New stock policy', th: 'นโยบายสต็อกใหม่' },
    message: { en: 'Stock counts are updated every hour from today.', th: 'จำนวนสต็อกจะอัปเดตทุกชั่วโมงตั้งแต่วันนี้' },
    target: 'internalUsers',
    channel: 'webApp',
    type: 'news',
    status: 'active',
    inHours: -30,
    outcome: { outcome: 'pushOff', recipients: 1 },
  },
  {
    topic: { en: 'App update available', th: 'มีอัปเดตแอปใหม่' },
    message: { en: 'Version 3.2 brings faster checkout.', th: 'เวอร์ชัน 3.2 ชำระเงินได้เร็วขึ้น' },
    target: 'users',
    channel: 'webApp',
    type: 'notice',
    status: 'inactive',
    inHours: -6,
    outcome: {
      outcome: 'failed',
      reason: 'messaging/quota-exceeded: sending limit reached',
      recipients: null,
    },
  },
  {
    topic: { en: 'System maintenance on Sunday', th: 'ปิดปรับปรุงระบบวันอาทิตย์' },
    message: {
      en: 'The back-office is unavailable 01:00–03:00.',
      th: 'ระบบหลังบ้านใช้งานไม่ได้ เวลา 01:00–03:00 น.',
    },
    target: 'internalUsers',
    channel: 'webApp',
    type: 'notice',
    status: 'active',
    inHours: 48,
  },
  {
    topic: { en: 'Member day double PV', th: 'วันสมาชิก รับ PV สองเท่า' },
    message: { en: 'Every order on member day earns double PV.', th: 'ทุกคำสั่งซื้อในวันสมาชิกได้รับ PV สองเท่า' },
    target: 'users',
    channel: 'mobileApp',
    type: 'promotion',
    status: 'inactive',
    inHours: 120,
  },
]

/** A handful of push notifications in both states, the past ones with how their sending went. */
export async function seedDemoPushNotifications(
  trx: Transaction<Database>,
  createdBy: string,
  asOf = new Date(),
): Promise<void> {
  for (const demo of DEMO) {
    const sendAt = new Date(asOf.getTime() + demo.inHours * 3_600_000)
    const { id } = await trx
      .insertInto('push_notifications')
      .values({
        topic: JSON.stringify(demo.topic),
        message: JSON.stringify(demo.message),
        target: demo.target,
        channel: demo.channel,
        type: demo.type,
        status: demo.status,
        send_at: sendAt,
        sent_at: demo.outcome ? sendAt : null,
        created_by: createdBy,
        created_at: new Date(sendAt.getTime() - 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    if (demo.outcome)
      await trx
        .insertInto('push_notification_sendings')
        .values({
          push_notification_id: id,
          sent_at: sendAt,
          outcome: demo.outcome.outcome,
          reason: demo.outcome.reason ?? null,
          recipients: demo.outcome.recipients,
        })
        .execute()
  }
}
