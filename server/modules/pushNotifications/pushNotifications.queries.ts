import { type Kysely, sql, type Transaction } from 'kysely'
import type { Bilingual } from '../../../src/domain/constants'
import { defaultOrderOf, type PushNotificationSort } from '../../../src/domain/listSort'
import type {
  PushChannel,
  PushOutcome,
  PushStatus,
  PushTarget,
  PushType,
} from '../../../src/domain/pushNotifications'
import type { Database } from '../../db/schema'
import type { PageRequest } from '../../lib/paging'
import type { ListOrder } from '../internalUsers/internalUsers.queries'

type Db = Kysely<Database> | Transaction<Database>

export interface SendingRow {
  id: string
  sent_at: string
  outcome: PushOutcome
  reason: string | null
  recipients: number | null
}

export interface PushFilter {
  search: string | null
  status?: PushStatus
  target?: PushTarget
  type?: PushType
}

const COLUMNS = [
  'p.id',
  'p.topic',
  'p.message',
  'p.target',
  'p.channel',
  'p.type',
  'p.status',
  'p.send_at',
  'p.sent_at',
  'p.version',
  'p.created_at',
  'p.updated_at',
] as const

// A notification is sent once, so its sendings are few: read with it, latest first.
const sendingsOf = (limit: number) => sql<SendingRow[]>`coalesce((
  select json_agg(json_build_object('id', s.id, 'sent_at', s.sent_at, 'outcome', s.outcome,
    'reason', s.reason, 'recipients', s.recipients) order by s.sent_at desc)
  from (select * from push_notification_sendings s where s.push_notification_id = p.id
    order by s.sent_at desc limit ${limit}) s), '[]'::json)`

function filtered(db: Db, filter: PushFilter) {
  let query = db.selectFrom('push_notifications as p')
  if (filter.status) query = query.where('p.status', '=', filter.status)
  if (filter.target) query = query.where('p.target', '=', filter.target)
  if (filter.type) query = query.where('p.type', '=', filter.type)
  const term = filter.search?.toLowerCase()
  if (term)
    query = query.where(
      sql<boolean>`(strpos(lower(p.topic ->> 'en'), ${term}) > 0 or strpos(lower(p.topic ->> 'th'), ${term}) > 0)`,
    )
  return query
}

const SORT_COLUMNS = {
  sendAt: [sql.ref('p.send_at')],
  createdAt: [sql.ref('p.created_at')],
  topic: [sql`lower(p.topic ->> 'en')`],
  status: [sql.ref('p.status'), sql.ref('p.send_at')],
} as const

/** A page of push notifications, latest send time first unless another column is asked for; ties by id. */
export async function listPushNotifications(
  db: Db,
  filter: PushFilter,
  page: PageRequest,
  { sort = 'sendAt', order = defaultOrderOf(sort) }: ListOrder<PushNotificationSort> = {},
) {
  const query = filtered(db, filter)
  let sorted = query.select([...COLUMNS, sendingsOf(20).as('sendings')])
  for (const column of SORT_COLUMNS[sort]) sorted = sorted.orderBy(sql`${column} ${sql.raw(order)}`)
  const rows = await sorted.orderBy('p.id', 'asc').limit(page.limit).offset(page.offset).execute()
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  return { rows, total: Number(total) }
}

export async function findPushNotification(db: Db, id: string, { lock = false } = {}) {
  const query = db
    .selectFrom('push_notifications as p')
    .select([...COLUMNS, sendingsOf(20).as('sendings')])
    .where('p.id', '=', id)
  return (lock ? query.forUpdate('p') : query).executeTakeFirst()
}

export type PushRow = NonNullable<Awaited<ReturnType<typeof findPushNotification>>>

export interface PushValues {
  topic: Bilingual
  message: Bilingual
  target: PushTarget
  channel: PushChannel
  type: PushType
  status: PushStatus
  sendAt: string
}

const columnsOf = (values: PushValues) => ({
  topic: JSON.stringify(values.topic),
  message: JSON.stringify(values.message),
  target: values.target,
  channel: values.channel,
  type: values.type,
  status: values.status,
  send_at: values.sendAt,
})

export async function insertPushNotification(db: Db, values: PushValues, createdBy: string | null) {
  const { id } = await db
    .insertInto('push_notifications')
    .values({ ...columnsOf(values), created_by: createdBy })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

export async function updatePushNotificationRow(db: Db, id: string, values: Partial<PushValues>) {
  const full = columnsOf({ ...(values as PushValues) })
  const changes = Object.fromEntries(Object.entries(full).filter(([, value]) => value !== undefined))
  await db
    .updateTable('push_notifications')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1), updated_at: sql<Date>`now()` }))
    .where('id', '=', id)
    .execute()
}

export async function deletePushNotificationRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('push_notifications').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}
