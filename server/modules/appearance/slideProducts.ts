// The products of a section product slide, in order: read with their cover picture, added, reordered and
// removed on the slide's version. A product deleted from the inventory leaves by the table's cascade.
import type { components } from '../../../src/api/schema'
import { MAX_PRODUCTS_PER_SLIDE } from '../../../src/domain/appearance'
import type { Language } from '../../../src/domain/constants'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/errors'
import type { StorageDriver } from '../../lib/storage/storage'
import { bumpOwner, lockOwner } from './appearanceRecords'

type Schemas = components['schemas']

/** The products of slides, each slide's in its order, with the first picture of each. */
export async function productsOfSlides(db: Db, slideIds: readonly string[]) {
  if (slideIds.length === 0) return []
  return db
    .selectFrom('product_slide_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select([
      'i.slide_id',
      'i.position',
      'p.id',
      'p.product_code',
      'p.name_en',
      'p.name_th',
      'p.member_price',
      'p.pv',
      'p.status',
    ])
    .select((eb) =>
      eb
        .selectFrom('product_media as m')
        .select('m.media_key')
        .whereRef('m.product_id', '=', 'p.id')
        .where('m.file_type', '=', 'image')
        .orderBy('m.position')
        .limit(1)
        .as('cover_key'),
    )
    .where('i.slide_id', 'in', slideIds)
    .orderBy('i.slide_id')
    .orderBy('i.position')
    .execute()
}

export type SlideProductRow = Awaited<ReturnType<typeof productsOfSlides>>[number]

export async function slideProductOf(
  storage: StorageDriver,
  lang: Language,
  row: SlideProductRow,
): Promise<Schemas['SlideProduct']> {
  return {
    _id: row.id,
    productCode: row.product_code,
    productName: lang === 'th' ? row.name_th : row.name_en,
    imageUrl: row.cover_key ? await storage.downloadUrl(row.cover_key) : null,
    memberPrice: String(row.member_price),
    pv: String(row.pv),
    status: row.status,
  }
}

export async function slideProductList(
  db: Db,
  storage: StorageDriver,
  lang: Language,
  slideId: string,
): Promise<Schemas['SlideProductList']> {
  const slide = await db
    .selectFrom('product_slides')
    .select(['id', 'country', 'version'])
    .where('id', '=', slideId)
    .executeTakeFirst()
  if (!slide) throw new AppError(404, 'appearance.errors.slide_not_found')
  const rows = await productsOfSlides(db, [slideId])
  return {
    data: await Promise.all(rows.map((row) => slideProductOf(storage, lang, row))),
    countryCode: slide.country as Schemas['AppearanceCountry'],
    slideId,
    version: slide.version,
    total: rows.length,
    page: 0,
    limit: 0,
  }
}

async function heldIds(trx: Db, slideId: string) {
  const rows = await trx
    .selectFrom('product_slide_items')
    .select('product_id')
    .where('slide_id', '=', slideId)
    .orderBy('position')
    .execute()
  return rows.map((row) => row.product_id)
}

async function writeOrder(trx: Db, slideId: string, productIds: readonly string[]) {
  await trx.deleteFrom('product_slide_items').where('slide_id', '=', slideId).execute()
  if (productIds.length > 0)
    await trx
      .insertInto('product_slide_items')
      .values(
        productIds.map((productId, position) => ({ slide_id: slideId, product_id: productId, position })),
      )
      .execute()
  await bumpOwner(trx, 'product_slides', slideId)
}

/** Adds products of the slide's country at its end; one already there, or of another country, is refused. */
export async function addSlideProducts(db: Db, slideId: string, change: Schemas['SlideProductsChange']) {
  await db.transaction().execute(async (trx) => {
    await lockOwner(trx, 'product_slides', slideId, change.version)
    const { country } = await trx
      .selectFrom('product_slides')
      .select('country')
      .where('id', '=', slideId)
      .executeTakeFirstOrThrow()
    const held = await heldIds(trx, slideId)
    const already = change.productIds.find((id) => held.includes(id))
    if (already) throw new AppError(400, 'appearance.errors.product_already_in_slide')
    if (held.length + change.productIds.length > MAX_PRODUCTS_PER_SLIDE)
      throw new AppError(400, 'appearance.errors.too_many_products', { max: MAX_PRODUCTS_PER_SLIDE })
    const found = await trx
      .selectFrom('products')
      .select(['id', 'country'])
      .where('id', 'in', change.productIds)
      .execute()
    if (found.length !== change.productIds.length)
      throw new AppError(400, 'appearance.errors.product_unknown')
    if (found.some((product) => product.country !== country))
      throw new AppError(400, 'appearance.errors.product_other_country', { country })
    await writeOrder(trx, slideId, [...held, ...change.productIds])
  })
}

/** A new order naming each product of the slide once, on the version it was decided on. */
export async function reorderSlideProducts(db: Db, slideId: string, change: Schemas['SlideProductsChange']) {
  await db.transaction().execute(async (trx) => {
    await lockOwner(trx, 'product_slides', slideId, change.version)
    const held = new Set(await heldIds(trx, slideId))
    if (held.size !== change.productIds.length || change.productIds.some((id) => !held.has(id)))
      throw new AppError(409, 'appearance.errors.order_stale')
    await writeOrder(trx, slideId, change.productIds)
  })
}

export async function removeSlideProduct(db: Db, slideId: string, productId: string, version: number) {
  await db.transaction().execute(async (trx) => {
    await lockOwner(trx, 'product_slides', slideId, version)
    const held = await heldIds(trx, slideId)
    if (!held.includes(productId)) throw new AppError(404, 'appearance.errors.product_not_in_slide')
    await writeOrder(
      trx,
      slideId,
      held.filter((id) => id !== productId),
    )
  })
}
