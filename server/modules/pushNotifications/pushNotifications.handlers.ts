import type { FastifyReply } from 'fastify'
import type { components } from '../../../src/api/schema'
import { type PushTexts, validatePushNotification } from '../../../src/domain/pushNotifications'
import type { Db } from '../../db/database'
import { inTransaction } from '../../db/inTransaction'
import { defineHandlers, type OperationRequest } from '../../http/defineHandlers'
import { type StaffEditor, staffEditorOf } from '../../http/staffEditor'
import { bulkWrite } from '../../lib/bulkWrite'
import { AppError } from '../../lib/errors'
import { assertNoFieldErrors } from '../../lib/fieldErrors'
import { pageOf } from '../../lib/paging'
import { searchOf } from '../../lib/search'
import { keepDeleted } from '../changes/deletedRecords'
import {
  deletePushNotificationRow,
  findPushNotification,
  insertPushNotification,
  listPushNotifications as listRows,
  type PushRow,
  type PushValues,
  updatePushNotificationRow,
} from './pushNotifications.queries'
import { pushNotificationUndo } from './pushNotificationUndo'

type Schemas = components['schemas']
type PushNotification = Schemas['PushNotification']

const iso = (value: Date | string) => new Date(value).toISOString()

export function toPushNotification(row: PushRow): PushNotification {
  return {
    _id: row.id,
    topic: row.topic,
    message: row.message,
    target: row.target,
    channel: row.channel,
    type: row.type,
    status: row.status,
    sendAt: iso(row.send_at),
    sentAt: row.sent_at ? iso(row.sent_at) : null,
    sendings: row.sendings.map((sending) => ({
      _id: sending.id,
      sentAt: iso(sending.sent_at),
      outcome: sending.outcome,
      reason: sending.reason,
      recipients: sending.recipients,
    })),
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }
}

async function rowOr404(db: Db, id: string, lock = false): Promise<PushRow> {
  const row = await findPushNotification(db, id, { lock })
  if (!row) throw new AppError(404, 'pushNotifications.errors.not_found')
  return row
}

/** The shared form rule, so the server refuses what the screen would: both texts, a send time to come. */
function assertValid(request: { lang: 'en' | 'th' }, values: PushTexts, mustBeFuture: boolean) {
  assertNoFieldErrors(request.lang, validatePushNotification(values, { now: Date.now(), mustBeFuture }))
}

const trimmed = (values: PushValues): PushValues => ({
  ...values,
  topic: { en: values.topic.en.trim(), th: values.topic.th.trim() },
  message: { en: values.message.en.trim(), th: values.message.th.trim() },
})

async function listPushNotifications(
  request: OperationRequest<'listPushNotifications'>,
): Promise<Schemas['PushNotificationPage']> {
  const { query } = request
  const page = pageOf(query)
  const { rows, total } = await listRows(
    request.server.db,
    { search: searchOf(query.search), status: query.status, target: query.target, type: query.type },
    page,
    { sort: query.sort, order: query.order },
  )
  return { data: rows.map(toPushNotification), total, page: page.page, limit: page.limit }
}

async function getPushNotification(request: OperationRequest<'getPushNotification'>) {
  return toPushNotification(await rowOr404(request.server.db, request.params.id))
}

async function createPushNotification(
  request: OperationRequest<'createPushNotification'>,
  reply: FastifyReply,
): Promise<PushNotification> {
  const values = trimmed({ ...request.body, status: request.body.status ?? 'active' })
  assertValid(request, values, true)
  const { db } = request.server
  const id = await insertPushNotification(db, values, request.auth?.userId ?? null)
  request.server.pushScheduler.wake()
  reply.code(201)
  return toPushNotification(await rowOr404(db, id))
}

/** Refuses a change to a notification sent already: it went out as it was, and goes out only once. */
function assertNotSent(row: PushRow) {
  if (row.sent_at) throw new AppError(409, 'pushNotifications.errors.already_sent')
}

async function updatePushNotification(request: OperationRequest<'updatePushNotification'>) {
  const { version, ...body } = request.body
  const values = trimmed(body)
  const { db } = request.server
  const id = await db.transaction().execute(async (trx) => {
    const row = await rowOr404(trx, request.params.id, true)
    if (row.version !== version) throw new AppError(409, 'pushNotifications.errors.changed_meanwhile')
    assertNotSent(row)
    assertValid(request, values, values.status === 'active')
    await updatePushNotificationRow(trx, row.id, values)
    return row.id
  })
  request.server.pushScheduler.wake()
  return toPushNotification(await rowOr404(db, id))
}

/** Sets one notification's status in one transaction (the caller's, in a bulk action). */
function writeStatus(db: Db, id: string, active: boolean): Promise<void> {
  return inTransaction(db, async (trx) => {
    const row = await rowOr404(trx, id, true)
    if (row.status === (active ? 'active' : 'inactive')) return
    if (active) {
      assertNotSent(row)
      if (new Date(row.send_at).getTime() <= Date.now())
        throw new AppError(400, 'pushNotifications.errors.send_time_passed')
    }
    await updatePushNotificationRow(trx, row.id, { status: active ? 'active' : 'inactive' })
  })
}

async function setStatus(request: { server: { db: Db } }, id: string, active: boolean) {
  await writeStatus(request.server.db, id, active)
  return toPushNotification(await rowOr404(request.server.db, id))
}

async function activatePushNotification(request: OperationRequest<'activatePushNotification'>) {
  const answer = await setStatus(request, request.params.id, true)
  request.server.pushScheduler.wake()
  return answer
}

const deactivatePushNotification = (request: OperationRequest<'deactivatePushNotification'>) =>
  setStatus(request, request.params.id, false)

async function activatePushNotifications(request: OperationRequest<'activatePushNotifications'>) {
  const answer = await bulkWrite(request.server.db, request.body.ids, (trx, id) => writeStatus(trx, id, true))
  request.server.pushScheduler.wake()
  return answer
}

const deactivatePushNotifications = (request: OperationRequest<'deactivatePushNotifications'>) =>
  bulkWrite(request.server.db, request.body.ids, (trx, id) => writeStatus(trx, id, false))

/** Deletes a push notification, kept with its sendings for undo, in one transaction (the caller's, in a bulk action). */
function removePushNotification(db: Db, actor: StaffEditor, id: string): Promise<string | null> {
  return inTransaction(db, async (trx) => {
    const kept = await keepDeleted(trx, pushNotificationUndo, id, actor)
    if (!(await deletePushNotificationRow(trx, id)))
      throw new AppError(404, 'pushNotifications.errors.not_found')
    return kept
  })
}

async function deletePushNotification(request: OperationRequest<'deletePushNotification'>) {
  const { id } = request.params
  const deletedRecordId = await removePushNotification(request.server.db, await staffEditorOf(request), id)
  return { _id: id, ...(deletedRecordId ? { deletedRecordId } : {}) }
}

async function deletePushNotifications(request: OperationRequest<'deletePushNotifications'>) {
  const actor = await staffEditorOf(request)
  return bulkWrite(request.server.db, request.body.ids, async (trx, id) => {
    await removePushNotification(trx, actor, id)
  })
}

export const pushNotificationsHandlers = defineHandlers({
  listPushNotifications,
  getPushNotification,
  createPushNotification,
  updatePushNotification,
  deletePushNotification,
  activatePushNotification,
  deactivatePushNotification,
  activatePushNotifications,
  deactivatePushNotifications,
  deletePushNotifications,
})
