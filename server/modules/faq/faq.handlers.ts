import type { FastifyReply, FastifyRequest } from 'fastify'
import type { components } from '../../../src/api/schema'
import type { Db } from '../../db/database'
import { inTransaction } from '../../db/inTransaction'
import { defineHandlers, type OperationRequest } from '../../http/defineHandlers'
import { type StaffEditor, staffEditorOf } from '../../http/staffEditor'
import { bulkWrite } from '../../lib/bulkWrite'
import { AppError } from '../../lib/errors'
import { pageOf } from '../../lib/paging'
import { richTextWithImageUrls } from '../../lib/richText/sanitizeRichText'
import { searchOf } from '../../lib/search'
import { changesOf, recordContentChange } from '../categories/contentHistory'
import { keepDeleted } from '../changes/deletedRecords'
import {
  deleteFaq as deleteFaqRow,
  type FaqColumns,
  type FaqRow,
  type FaqStatus,
  faqHistory,
  findFaq,
  insertFaq,
  listFaqs as listFaqRows,
  updateFaq as updateFaqRow,
  viewFaq as viewFaqRow,
  voteOnFaq,
} from './faq.queries'
import { faqColumnsOf } from './faqInput'
import { faqUndo } from './faqUndo'

type Schemas = components['schemas']

const notFound = () => new AppError(404, 'faq.errors.not_found')

function toSummary(row: FaqRow): Schemas['FaqSummary'] {
  return {
    _id: row.id,
    id: row.number,
    question: { en: row.question_en, th: row.question_th },
    category: { _id: row.category_id, name: row.category_name },
    status: row.status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    publishStartDate: row.publish_start_date.toISOString(),
    publishEndDate: row.publish_end_date.toISOString(),
    views: Number(row.views),
    helpful: Number(row.helpful),
    notHelpful: Number(row.not_helpful),
    version: row.version,
  }
}

/** The answers as a screen gets them: each stored picture with a fresh signed address. */
async function answersOf(request: FastifyRequest, row: FaqRow) {
  const url = (key: string) => request.server.storage.downloadUrl(key)
  return {
    en: await richTextWithImageUrls(row.answer_en, url),
    th: await richTextWithImageUrls(row.answer_th, url),
  }
}

async function faqView(request: FastifyRequest, id: string): Promise<Schemas['Faq']> {
  const { db } = request.server
  const row = await findFaq(db, id)
  if (!row) throw notFound()
  const history = await faqHistory(db, id)
  return {
    ...toSummary(row),
    answer: await answersOf(request, row),
    history: history.map((change) => ({
      at: change.created_at.toISOString(),
      actorName: change.actor_name,
      action: change.action,
      changes: Object.keys(change.changes ?? {}),
    })),
  }
}

async function listFaqs(request: OperationRequest<'listFaqs'>): Promise<Schemas['FaqPage']> {
  const { query } = request
  const page = pageOf(query)
  const { rows, total } = await listFaqRows(
    request.server.db,
    { search: searchOf(query.search), categoryId: query.categoryId, status: query.status },
    page,
    query.sort ?? 'createdAt',
    // Dates newest first, counts largest first.
    query.order ?? 'desc',
  )
  return { data: rows.map(toSummary), total, page: page.page, limit: page.limit }
}

const getFaq = (request: OperationRequest<'getFaq'>) => faqView(request, request.params.id)

const columnsOf = (row: FaqRow): FaqColumns => ({
  question_en: row.question_en,
  question_th: row.question_th,
  answer_en: row.answer_en,
  answer_th: row.answer_th,
  category_id: row.category_id,
  status: row.status,
  publish_start_date: row.publish_start_date,
  publish_end_date: row.publish_end_date,
})

async function createFaq(
  request: OperationRequest<'createFaq'>,
  reply: FastifyReply,
): Promise<Schemas['Faq']> {
  const { db } = request.server
  const values = await faqColumnsOf(db, request.lang, request.body)
  const actor = await staffEditorOf(request)
  const id = await db.transaction().execute(async (trx) => {
    const created = await insertFaq(trx, values)
    await recordContentChange(trx, actor, {
      recordType: 'faq',
      recordId: created,
      action: 'create',
      changes: changesOf({}, { ...values }),
    })
    return created
  })
  reply.code(201)
  return faqView(request, id)
}

type FaqEdit = 'update' | 'activate' | 'deactivate'

/**
 * Applies an edit in one transaction (the caller's, in a bulk action): the row locked, its version
 * checked, the change kept.
 */
function writeFaqEdit(
  db: Db,
  actor: StaffEditor,
  id: string,
  action: FaqEdit,
  next: (current: FaqColumns, trx: Db) => Promise<FaqColumns>,
  version?: number,
): Promise<void> {
  return inTransaction(db, async (trx) => {
    const current = await findFaq(trx, id, true)
    if (!current) throw notFound()
    if (version !== undefined && current.version !== version)
      throw new AppError(409, 'faq.errors.changed_meanwhile', { id: current.number })
    const before = columnsOf(current)
    const after = await next(before, trx)
    const changes = changesOf({ ...before }, { ...after })
    if (Object.keys(changes).length === 0) return
    await updateFaqRow(trx, id, after)
    await recordContentChange(trx, actor, { recordType: 'faq', recordId: id, action, changes })
  })
}

async function editFaq(
  request: FastifyRequest,
  id: string,
  action: FaqEdit,
  next: (current: FaqColumns, trx: Db) => Promise<FaqColumns>,
  version?: number,
): Promise<Schemas['Faq']> {
  await writeFaqEdit(request.server.db, await staffEditorOf(request), id, action, next, version)
  return faqView(request, id)
}

const updateFaq = (request: OperationRequest<'updateFaq'>) => {
  const { version, ...input } = request.body
  return editFaq(
    request,
    request.params.id,
    'update',
    (current, trx) => faqColumnsOf(trx, request.lang, input, current),
    version,
  )
}

const withStatus = (status: FaqStatus) => async (current: FaqColumns) => ({ ...current, status })
const statusAction = (status: FaqStatus): FaqEdit => (status === 'active' ? 'activate' : 'deactivate')

const statusSetter = (status: FaqStatus) => (request: OperationRequest<'activateFaq'>) =>
  editFaq(request, request.params.id, statusAction(status), withStatus(status))

const statusesSetter = (status: FaqStatus) => async (request: OperationRequest<'activateFaqs'>) => {
  const actor = await staffEditorOf(request)
  return bulkWrite(request.server.db, request.body.ids, (trx, id) =>
    writeFaqEdit(trx, actor, id, statusAction(status), withStatus(status)),
  )
}

/** Deletes an FAQ, kept for undo (30 days): answers where (server/modules/changes/deletedRecords.ts). */
function removeFaq(db: Db, actor: StaffEditor, id: string): Promise<string | null> {
  return inTransaction(db, async (trx) => {
    const current = await findFaq(trx, id, true)
    if (!current) throw notFound()
    const kept = await keepDeleted(trx, faqUndo, id, actor)
    await deleteFaqRow(trx, id)
    await recordContentChange(trx, actor, {
      recordType: 'faq',
      recordId: id,
      action: 'delete',
      changes: { question_en: { from: current.question_en, to: null } },
    })
    return kept
  })
}

async function deleteFaq(request: OperationRequest<'deleteFaq'>): Promise<Schemas['DeleteResult']> {
  const { id } = request.params
  const deletedRecordId = await removeFaq(request.server.db, await staffEditorOf(request), id)
  return { _id: id, ...(deletedRecordId ? { deletedRecordId } : {}) }
}

/** Each FAQ deleted is kept too: "Recently deleted" restores it. */
async function deleteFaqs(request: OperationRequest<'deleteFaqs'>) {
  const actor = await staffEditorOf(request)
  return bulkWrite(request.server.db, request.body.ids, async (trx, id) => {
    await removeFaq(trx, actor, id)
  })
}

async function viewFaq(request: OperationRequest<'viewFaq'>): Promise<Schemas['PublicFaq']> {
  const row = await viewFaqRow(request.server.db, request.params.id)
  if (!row) throw notFound()
  return {
    _id: row.id,
    id: row.number,
    question: { en: row.question_en, th: row.question_th },
    answer: await answersOf(request, row),
    category: { _id: row.category_id, name: row.category_name },
    helpful: Number(row.helpful),
    notHelpful: Number(row.not_helpful),
  }
}

async function sendFaqFeedback(request: OperationRequest<'sendFaqFeedback'>): Promise<Schemas['FaqVotes']> {
  const votes = await voteOnFaq(request.server.db, request.params.id, request.body.helpful)
  if (!votes) throw notFound()
  return { helpful: Number(votes.helpful), notHelpful: Number(votes.not_helpful) }
}

export const faqHandlers = defineHandlers({
  listFaqs,
  createFaq,
  getFaq,
  updateFaq,
  deleteFaq,
  activateFaq: statusSetter('active'),
  deactivateFaq: statusSetter('inactive'),
  activateFaqs: statusesSetter('active'),
  deactivateFaqs: statusesSetter('inactive'),
  deleteFaqs,
  viewFaq,
  sendFaqFeedback,
})
