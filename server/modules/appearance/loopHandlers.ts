import type { FastifyReply } from 'fastify'
import type { components } from '../../../src/api/schema'
import type { OperationRequest } from '../../http/defineHandlers'
import { staffEditorOf } from '../../http/staffEditor'
import { AppError } from '../../lib/errors'
import { pageOf } from '../../lib/paging'
import { searchOf } from '../../lib/search'
import type { StorageDriver } from '../../lib/storage/storage'
import { pageOfOwners, publishStateAt } from './appearanceRecords'
import { bannerOf, bannersOf, bannerTotals, findBanner, loopOwner } from './bannerRows.queries'
import { createBanner, deleteBanner, reorderBanners, updateBanner } from './bannerWrites'
import { createLoop, updateLoop } from './scheduledWrites'

type Schemas = components['schemas']
type Db = OperationRequest<'getBannerLoop'>['server']['db']

/** Loops as the contract has them, with the count and total duration of their banners. */
async function loopsOf(db: Db, ids: readonly string[]): Promise<Schemas['BannerLoop'][]> {
  if (ids.length === 0) return []
  const rows = await db.selectFrom('banner_loops').selectAll().where('id', 'in', ids).execute()
  const totals = await bannerTotals(db, 'loop_id', ids)
  const now = new Date()
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    if (!row) return []
    const total = totals.get(id) ?? { count: 0, duration: 0 }
    return [
      {
        _id: row.id,
        name: row.name,
        country: row.country as Schemas['AppearanceCountry'],
        type: row.type,
        sku: row.sku,
        startAt: new Date(row.start_at).toISOString(),
        endAt: new Date(row.end_at).toISOString(),
        publishState: publishStateAt(new Date(row.start_at), new Date(row.end_at), now),
        numberOfBanners: total.count,
        totalDuration: total.duration,
        version: row.version,
        createdAt: new Date(row.created_at).toISOString(),
        updatedAt: new Date(row.updated_at).toISOString(),
      },
    ]
  })
}

async function loopDetail(db: Db, id: string) {
  const [loop] = await loopsOf(db, [id])
  if (!loop) throw new AppError(404, 'appearance.errors.loop_not_found')
  return loop
}

async function listBannerLoops(
  request: OperationRequest<'listBannerLoops'>,
): Promise<Schemas['BannerLoopPage']> {
  const page = pageOf(request.query)
  const { db } = request.server
  const { ids, total } = await pageOfOwners(
    db,
    'banner_loops',
    { search: searchOf(request.query.search), country: request.query.countryCode },
    page,
  )
  return { data: await loopsOf(db, ids), total, page: page.page, limit: page.limit }
}

async function createBannerLoop(request: OperationRequest<'createBannerLoop'>, reply: FastifyReply) {
  const id = await createLoop(request.server.db, request.lang, request.body)
  reply.code(201)
  return loopDetail(request.server.db, id)
}

const getBannerLoop = (request: OperationRequest<'getBannerLoop'>) =>
  loopDetail(request.server.db, request.params.id)

async function updateBannerLoop(request: OperationRequest<'updateBannerLoop'>) {
  await updateLoop(request.server.db, request.lang, request.params.id, request.body)
  return loopDetail(request.server.db, request.params.id)
}

async function reorderBannerLoop(request: OperationRequest<'reorderBannerLoop'>) {
  const { bannerIds, version } = request.body
  await reorderBanners(request.server.db, loopOwner(request.params.id), bannerIds, version)
  return loopDetail(request.server.db, request.params.id)
}

async function listLoopBanners(
  request: OperationRequest<'listLoopBanners'>,
): Promise<Schemas['LoopBannerList']> {
  const { db, storage } = request.server
  const loop = await loopDetail(db, request.query.loopId)
  const rows = await bannersOf(db, 'loop_id', [loop._id])
  const data = await Promise.all(rows.map((row) => bannerOf(storage, row)))
  return { data, total: data.length, page: 0, limit: 0, loopId: loop._id, version: loop.version }
}

/** One banner of a loop (`loop_id`) or of a slide (`slide_id`); a banner of the other kind is not found. */
export async function bannerDetail(
  request: { server: { db: Db; storage: StorageDriver } },
  id: string,
  column: 'loop_id' | 'slide_id',
) {
  const row = await findBanner(request.server.db, id, column)
  if (!row) throw new AppError(404, 'appearance.errors.banner_not_found')
  return bannerOf(request.server.storage, row)
}

async function createLoopBanner(request: OperationRequest<'createLoopBanner'>, reply: FastifyReply) {
  const { loopId, ...fields } = request.body
  const id = await createBanner(
    request.server.db,
    request.server.storage,
    request.lang,
    loopOwner(loopId),
    fields,
  )
  reply.code(201)
  return bannerDetail(request, id, 'loop_id')
}

const getLoopBanner = (request: OperationRequest<'getLoopBanner'>) =>
  bannerDetail(request, request.params.id, 'loop_id')

async function updateLoopBanner(request: OperationRequest<'updateLoopBanner'>) {
  const { db, storage } = request.server
  await updateBanner(db, storage, request.lang, 'loop_id', request.params.id, request.body)
  return bannerDetail(request, request.params.id, 'loop_id')
}

async function deleteLoopBanner(request: OperationRequest<'deleteLoopBanner'>) {
  const { id } = request.params
  const deletedRecordId = await deleteBanner(request.server.db, 'loop_id', id, await staffEditorOf(request))
  return { _id: id, ...(deletedRecordId ? { deletedRecordId } : {}) }
}

export const loopHandlers = {
  listBannerLoops,
  createBannerLoop,
  getBannerLoop,
  updateBannerLoop,
  reorderBannerLoop,
  listLoopBanners,
  createLoopBanner,
  getLoopBanner,
  updateLoopBanner,
  deleteLoopBanner,
}
