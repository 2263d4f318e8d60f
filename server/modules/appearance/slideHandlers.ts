import type { FastifyReply } from 'fastify'
import type { components } from '../../../src/api/schema'
import type { OperationRequest } from '../../http/defineHandlers'
import { staffEditorOf } from '../../http/staffEditor'
import { AppError } from '../../lib/errors'
import { pageOf } from '../../lib/paging'
import { searchOf } from '../../lib/search'
import { pageOfOwners, publishStateAt } from './appearanceRecords'
import { bannerOf, bannersOf, bannerTotals, slideOwner } from './bannerRows.queries'
import { createBanner, deleteBanner, reorderBanners, updateBanner } from './bannerWrites'
import { bannerDetail } from './loopHandlers'
import { createSlide, updateSlide } from './scheduledWrites'
import { addSlideProducts, removeSlideProduct, reorderSlideProducts, slideProductList } from './slideProducts'

type Schemas = components['schemas']
type Db = OperationRequest<'getBannerSlide'>['server']['db']
const iso = (value: Date | string) => new Date(value).toISOString()

interface ScheduledRow {
  id: string
  name: string
  start_at: Date | string
  end_at: Date | string
  version: number
  created_at: Date | string
  updated_at: Date | string
}

/** The rows of `ids` in that order, each with what every slide shows and what its kind adds. */
function slidesInOrder<Row extends ScheduledRow, Added>(
  ids: readonly string[],
  rows: readonly Row[],
  added: (row: Row) => Added,
) {
  const byId = new Map(rows.map((row) => [row.id, row]))
  const now = new Date()
  return ids.flatMap((id) => {
    const row = byId.get(id)
    if (!row) return []
    return [
      {
        _id: row.id,
        name: row.name,
        startAt: iso(row.start_at),
        endAt: iso(row.end_at),
        publishState: publishStateAt(new Date(row.start_at), new Date(row.end_at), now),
        version: row.version,
        createdAt: iso(row.created_at),
        updatedAt: iso(row.updated_at),
        ...added(row),
      },
    ]
  })
}

async function bannerSlidesOf(db: Db, ids: readonly string[]): Promise<Schemas['BannerSlide'][]> {
  if (ids.length === 0) return []
  const rows = await db.selectFrom('banner_slides').selectAll().where('id', 'in', ids).execute()
  const totals = await bannerTotals(db, 'slide_id', ids)
  return slidesInOrder(ids, rows, (row) => {
    const total = totals.get(row.id) ?? { count: 0, duration: 0 }
    return { numberOfBanners: total.count, totalDuration: total.duration }
  })
}

async function productSlidesOf(db: Db, ids: readonly string[]): Promise<Schemas['ProductSlide'][]> {
  if (ids.length === 0) return []
  const rows = await db.selectFrom('product_slides').selectAll().where('id', 'in', ids).execute()
  const counts = await db
    .selectFrom('product_slide_items')
    .select((eb) => ['slide_id', eb.fn.countAll<string>().as('count')])
    .where('slide_id', 'in', ids)
    .groupBy('slide_id')
    .execute()
  const countOf = new Map(counts.map((count) => [count.slide_id, Number(count.count)]))
  return slidesInOrder(ids, rows, (row) => ({
    countryCode: row.country as Schemas['AppearanceCountry'],
    numberOfProducts: countOf.get(row.id) ?? 0,
  }))
}

/** One slide of `slidesOf`, or the 404 every slide read answers for an id that names none. */
async function slideDetail<Slide>(
  slidesOf: (db: Db, ids: readonly string[]) => Promise<Slide[]>,
  db: Db,
  id: string,
): Promise<Slide> {
  const [slide] = await slidesOf(db, [id])
  if (!slide) throw new AppError(404, 'appearance.errors.slide_not_found')
  return slide
}

const bannerSlideDetail = (db: Db, id: string) => slideDetail(bannerSlidesOf, db, id)
const productSlideDetail = (db: Db, id: string) => slideDetail(productSlidesOf, db, id)

export const slideHandlers = {
  async listBannerSlides(request: OperationRequest<'listBannerSlides'>): Promise<Schemas['BannerSlidePage']> {
    const page = pageOf(request.query)
    const { db } = request.server
    const { ids, total } = await pageOfOwners(
      db,
      'banner_slides',
      { search: searchOf(request.query.search) },
      page,
    )
    return { data: await bannerSlidesOf(db, ids), total, page: page.page, limit: page.limit }
  },
  async createBannerSlide(request: OperationRequest<'createBannerSlide'>, reply: FastifyReply) {
    const id = await createSlide(request.server.db, request.lang, 'banner_slides', request.body)
    reply.code(201)
    return bannerSlideDetail(request.server.db, id)
  },
  getBannerSlide: (request: OperationRequest<'getBannerSlide'>) =>
    bannerSlideDetail(request.server.db, request.params.id),
  async updateBannerSlide(request: OperationRequest<'updateBannerSlide'>) {
    await updateSlide(request.server.db, request.lang, 'banner_slides', request.params.id, request.body)
    return bannerSlideDetail(request.server.db, request.params.id)
  },
  async reorderBannerSlide(request: OperationRequest<'reorderBannerSlide'>) {
    const { bannerIds, version } = request.body
    await reorderBanners(request.server.db, slideOwner(request.params.id), bannerIds, version)
    return bannerSlideDetail(request.server.db, request.params.id)
  },
  async listSlideBanners(request: OperationRequest<'listSlideBanners'>): Promise<Schemas['SlideBannerList']> {
    const { db, storage } = request.server
    const slide = await bannerSlideDetail(db, request.query.slideId)
    const rows = await bannersOf(db, 'slide_id', [slide._id])
    const data = await Promise.all(rows.map((row) => bannerOf(storage, row)))
    return { data, total: data.length, page: 0, limit: 0, slideId: slide._id, version: slide.version }
  },
  async createSlideBanner(request: OperationRequest<'createSlideBanner'>, reply: FastifyReply) {
    const { slideId, ...fields } = request.body
    const { db, storage } = request.server
    const id = await createBanner(db, storage, request.lang, slideOwner(slideId), fields)
    reply.code(201)
    return bannerDetail(request, id, 'slide_id')
  },
  getSlideBanner: (request: OperationRequest<'getSlideBanner'>) =>
    bannerDetail(request, request.params.id, 'slide_id'),
  async updateSlideBanner(request: OperationRequest<'updateSlideBanner'>) {
    const { db, storage } = request.server
    await updateBanner(db, storage, request.lang, 'slide_id', request.params.id, request.body)
    return bannerDetail(request, request.params.id, 'slide_id')
  },
  async deleteSlideBanner(request: OperationRequest<'deleteSlideBanner'>) {
    const { id } = request.params
    const deletedRecordId = await deleteBanner(
      request.server.db,
      'slide_id',
      id,
      await staffEditorOf(request),
    )
    return { _id: id, ...(deletedRecordId ? { deletedRecordId } : {}) }
  },

  async listProductSlides(
    request: OperationRequest<'listProductSlides'>,
  ): Promise<Schemas['ProductSlidePage']> {
    const page = pageOf(request.query)
    const { db } = request.server
    const filter = { search: searchOf(request.query.search), country: request.query.countryCode }
    const { ids, total } = await pageOfOwners(db, 'product_slides', filter, page)
    return { data: await productSlidesOf(db, ids), total, page: page.page, limit: page.limit }
  },
  async createProductSlide(request: OperationRequest<'createProductSlide'>, reply: FastifyReply) {
    const id = await createSlide(request.server.db, request.lang, 'product_slides', request.body)
    reply.code(201)
    return productSlideDetail(request.server.db, id)
  },
  getProductSlide: (request: OperationRequest<'getProductSlide'>) =>
    productSlideDetail(request.server.db, request.params.id),
  async updateProductSlide(request: OperationRequest<'updateProductSlide'>) {
    await updateSlide(request.server.db, request.lang, 'product_slides', request.params.id, request.body)
    return productSlideDetail(request.server.db, request.params.id)
  },
  listSlideProducts: (request: OperationRequest<'listSlideProducts'>) =>
    slideProductList(request.server.db, request.server.storage, request.lang, request.query.slideId),
  async addSlideProducts(request: OperationRequest<'addSlideProducts'>) {
    const { db, storage } = request.server
    await addSlideProducts(db, request.params.slideId, request.body)
    return slideProductList(db, storage, request.lang, request.params.slideId)
  },
  async reorderSlideProducts(request: OperationRequest<'reorderSlideProducts'>) {
    const { db, storage } = request.server
    await reorderSlideProducts(db, request.params.slideId, request.body)
    return slideProductList(db, storage, request.lang, request.params.slideId)
  },
  async removeSlideProduct(request: OperationRequest<'removeSlideProduct'>) {
    const { db, storage } = request.server
    const { slideId, productId } = request.params
    await removeSlideProduct(db, slideId, productId, request.query.version)
    return slideProductList(db, storage, request.lang, slideId)
  },
}
