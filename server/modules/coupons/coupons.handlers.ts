import type { FastifyReply } from 'fastify'
import type { components } from '../../../src/api/schema'
import type { Language } from '../../../src/domain/constants'
import { LIST_ITEM_KIND_OF_SCOPE } from '../../../src/domain/coupons/couponOptions'
import { type CouponValues, validateCoupon } from '../../../src/domain/coupons/couponValidation'
import type { Db } from '../../db/database'
import { inTransaction } from '../../db/inTransaction'
import { defineHandlers, type OperationRequest } from '../../http/defineHandlers'
import { type StaffEditor, staffEditorOf } from '../../http/staffEditor'
import { bulkWrite } from '../../lib/bulkWrite'
import { AppError } from '../../lib/errors'
import { assertNoFieldErrors, fieldError } from '../../lib/fieldErrors'
import { pageOf } from '../../lib/paging'
import { isUniqueViolation } from '../../lib/pgErrors'
import { searchOf } from '../../lib/search'
import { keepDeleted } from '../changes/deletedRecords'
import { dryRunCoupon } from './couponDryRun'
import { couponExportHandlers } from './couponExports.handlers'
import { couponHistory } from './couponHistory'
import { columnsOf, couponOr404, toCoupon, valuesOf } from './couponRows'
import { couponServiceKeyHandlers } from './couponServiceKeys'
import {
  codeTaken,
  couponChainRows,
  couponFilterOf,
  insertCoupon,
  listCouponRows,
  unknownItems,
  updateCouponRow,
} from './coupons.queries'
import { couponUndo } from './couponUndo'

type Schemas = components['schemas']

/**
 * The form rule (the editor's own), then what only the database knows: the listed items exist, the
 * chain coupon exists, and no other coupon has the code.
 */
async function assertStorable(db: Db, lang: Language, values: CouponValues, id: string | null) {
  assertNoFieldErrors(lang, validateCoupon(values))
  const listed = await unknownItems(db, LIST_ITEM_KIND_OF_SCOPE[values.applicableType], values.applicableList)
  if (listed.length > 0)
    throw fieldError(lang, 'applicableList', 'coupon_unknown_items', { items: listed.join(', ') })
  if (!values.isAllProductCategories) {
    const categories = await unknownItems(db, 'category', values.productCategories)
    if (categories.length > 0)
      throw fieldError(lang, 'productCategories', 'coupon_unknown_items', { items: categories.join(', ') })
  }
  if (values.conditionType.includes('Chain to Coupon') && values.chainToCoupon) {
    const chain = await db
      .selectFrom('coupons')
      .select('id')
      .where('code', '=', values.chainToCoupon)
      .executeTakeFirst()
    if (!chain || chain.id === id) throw fieldError(lang, 'chainToCoupon', 'coupon_chain_code_unknown')
  }
  if (await codeTaken(db, values.code, id)) throw codeTakenError(lang)
}

// A field error (400), as an e-mail another staff member has: a 409 says only that the coupon changed meanwhile.
const codeTakenError = (lang: Language) => fieldError(lang, 'code', 'coupon_code_taken')

/** The write, with a code taken by a coupon saved at the same moment told as the code field's error. */
const codeKept =
  (lang: Language) =>
  (error: unknown): never => {
    throw isUniqueViolation(error) ? codeTakenError(lang) : error
  }

async function listCoupons(request: OperationRequest<'listCoupons'>): Promise<Schemas['CouponPage']> {
  const { query } = request
  const page = pageOf(query)
  const { rows, total } = await listCouponRows(request.server.db, couponFilterOf(query), page, {
    sort: query.sort,
    order: query.order,
  })
  const now = Date.now()
  return { data: rows.map((row) => toCoupon(row, now)), total, page: page.page, limit: page.limit }
}

const getCoupon = async (request: OperationRequest<'getCoupon'>) =>
  toCoupon(await couponOr404(request.server.db, request.params.id))

async function createCoupon(request: OperationRequest<'createCoupon'>, reply: FastifyReply) {
  const values = valuesOf(request.body)
  const { db } = request.server
  const id = await db
    .transaction()
    .execute(async (trx) => {
      await assertStorable(trx, request.lang, values, null)
      return insertCoupon(trx, columnsOf(values), request.auth?.userId ?? null)
    })
    .catch(codeKept(request.lang))
  reply.code(201)
  return toCoupon(await couponOr404(db, id))
}

async function updateCoupon(request: OperationRequest<'updateCoupon'>) {
  const { version, ...body } = request.body
  const values = valuesOf(body)
  const { db } = request.server
  await db
    .transaction()
    .execute(async (trx) => {
      const row = await couponOr404(trx, request.params.id, true)
      if (row.version !== version) throw new AppError(409, 'coupons.errors.changed_meanwhile')
      await assertStorable(trx, request.lang, values, row.id)
      await updateCouponRow(trx, row.id, columnsOf(values))
    })
    .catch(codeKept(request.lang))
  return toCoupon(await couponOr404(db, request.params.id))
}

/** Deletes a coupon never redeemed, kept for undo, in one transaction (the caller's, in a bulk action). */
function removeCoupon(db: Db, actor: StaffEditor, id: string): Promise<string | null> {
  return inTransaction(db, async (trx) => {
    const row = await couponOr404(trx, id, true)
    if (row.ever_redeemed) throw new AppError(409, 'coupons.errors.redeemed_cannot_delete')
    const kept = await keepDeleted(trx, couponUndo, row.id, actor)
    await trx.deleteFrom('coupons').where('id', '=', row.id).execute()
    return kept
  })
}

async function deleteCoupon(request: OperationRequest<'deleteCoupon'>) {
  const deletedRecordId = await removeCoupon(
    request.server.db,
    await staffEditorOf(request),
    request.params.id,
  )
  return { _id: request.params.id, ...(deletedRecordId ? { deletedRecordId } : {}) }
}

async function deleteCoupons(request: OperationRequest<'deleteCoupons'>) {
  const actor = await staffEditorOf(request)
  return bulkWrite(request.server.db, request.body.ids, async (trx, id) => {
    await removeCoupon(trx, actor, id)
  })
}

type CouponStatus = 'active' | 'inactive'

/** Sets one coupon's status (a coupon already in it stays as it is); 404 when there is no such coupon. */
function writeStatus(db: Db, id: string, status: CouponStatus): Promise<void> {
  return inTransaction(db, async (trx) => {
    const row = await couponOr404(trx, id, true)
    if (row.status === status) return
    await trx
      .updateTable('coupons')
      .set((eb) => ({ status, version: eb('version', '+', 1), updated_at: new Date() }))
      .where('id', '=', id)
      .execute()
  })
}

const statusSetter = (status: CouponStatus) => async (request: OperationRequest<'activateCoupon'>) => {
  await writeStatus(request.server.db, request.params.id, status)
  return getCoupon(request)
}

const statusesSetter = (status: CouponStatus) => (request: OperationRequest<'activateCoupons'>) =>
  bulkWrite(request.server.db, request.body.ids, (trx, id) => writeStatus(trx, id, status))

async function listCouponChains(request: OperationRequest<'listCouponChains'>) {
  const rows = await couponChainRows(
    request.server.db,
    searchOf(request.query.search),
    request.query.excludeId ?? null,
  )
  return { data: rows.map((row) => ({ _id: row.id, code: row.code, name: row.name })) }
}

async function getCouponHistory(request: OperationRequest<'getCouponHistory'>) {
  const coupon = await couponOr404(request.server.db, request.params.id)
  return couponHistory(request, coupon)
}

async function dryRun(request: OperationRequest<'dryRunCoupon'>) {
  const coupon = await couponOr404(request.server.db, request.params.id)
  return dryRunCoupon(request, coupon)
}

export const couponsHandlers = defineHandlers({
  listCoupons,
  getCoupon,
  createCoupon,
  updateCoupon,
  deleteCoupon,
  activateCoupon: statusSetter('active'),
  deactivateCoupon: statusSetter('inactive'),
  activateCoupons: statusesSetter('active'),
  deactivateCoupons: statusesSetter('inactive'),
  deleteCoupons,
  listCouponChains,
  getCouponHistory,
  dryRunCoupon: dryRun,
  ...couponServiceKeyHandlers,
  ...couponExportHandlers,
})
