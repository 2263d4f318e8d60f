import type { FastifyInstance } from 'fastify'
import type { components } from '../../../src/api/schema'
import { COUNTRIES } from '../../../src/domain/constants'
import { MAX_PRICE_BY_COUNTRY, maxPriceOf } from '../../../src/domain/products'
import { defineHandlers, type OperationRequest } from '../../http/defineHandlers'
import { staffEditorOf } from '../../http/staffEditor'
import { AppError } from '../../lib/errors'
import { pageOf } from '../../lib/paging'
import type { StorageDriver } from '../../lib/storage/storage'
import {
  findProduct,
  listProducts,
  type ProductKind,
  type ProductSummaryRow,
  productCategories,
  productFilterOf,
  productMedia,
} from './productList.queries'
import { replaceProductMedia } from './productMediaUpdate'

type Schemas = components['schemas']
type Country = Schemas['ProductCountry']

const currencyOf = (country: string) => COUNTRIES.find((entry) => entry.code === country)?.currency ?? 'THB'
const urlOf = (storage: StorageDriver, key: string | null) => (key ? storage.downloadUrl(key) : null)
const categoryName = (row: { category_name_th: string | null; category_name_en: string | null }) =>
  row.category_name_en !== null && row.category_name_th !== null
    ? { en: row.category_name_en, th: row.category_name_th }
    : null

type SummaryFields = Omit<ProductSummaryRow, 'cover_key'>

function summaryOf(row: SummaryFields, coverUrl: string | null): Schemas['ProductSummary'] {
  return {
    _id: row.id,
    productCode: row.product_code,
    productName: { en: row.name_en, th: row.name_th },
    countryCode: row.country as Country,
    currency: currencyOf(row.country),
    categoryId: row.category_id,
    categoryName: categoryName(row),
    memberPrice: Number(row.member_price),
    personalPrice: Number(row.personal_price),
    pv: Number(row.pv),
    stock: row.stock,
    sold: row.sold,
    rating: row.rating === null ? null : Number(row.rating),
    status: row.status,
    flag: row.flag,
    isNewProduct: row.is_new,
    coverUrl,
    version: row.version,
  }
}

async function productPage(
  request: OperationRequest<'listProducts' | 'listNormalProducts' | 'listPromotionProducts'>,
  kind: ProductKind,
): Promise<Schemas['ProductPage']> {
  const { db, storage } = request.server
  const page = pageOf(request.query)
  const { clamped, ...filter } = productFilterOf(request.query)
  if (kind) filter.status = 'active'
  const { rows, total } = await listProducts(db, { ...filter, kind }, page)
  return {
    data: await Promise.all(rows.map(async (row) => summaryOf(row, await urlOf(storage, row.cover_key)))),
    total: total.total,
    totalCapped: total.capped,
    page: page.page,
    limit: page.limit,
    startPrice: filter.start,
    endPrice: filter.end,
    endPriceClamped: clamped,
  }
}

const listProductsHandler = (request: OperationRequest<'listProducts'>) => productPage(request, null)
const listNormalProducts = (request: OperationRequest<'listNormalProducts'>) => productPage(request, 'normal')
const listPromotionProducts = (request: OperationRequest<'listPromotionProducts'>) =>
  productPage(request, 'promotion')

async function productDetail(
  server: FastifyInstance,
  where: Parameters<typeof findProduct>[1],
): Promise<Schemas['ProductDetail']> {
  const { db, storage } = server
  const product = await findProduct(db, where)
  if (!product) throw new AppError(404, 'products.errors.product_not_found')
  const media = await Promise.all(
    (await productMedia(db, product.id)).map(async (item) => ({
      key: item.media_key,
      fileType: item.file_type,
      position: item.position,
      url: await storage.downloadUrl(item.media_key),
    })),
  )
  const cover = media.find((item) => item.fileType === 'image')
  return {
    ...summaryOf(product, cover?.url ?? null),
    description: { en: product.description_en, th: product.description_th },
    unit: product.unit,
    weight: product.weight_grams,
    saleStart: product.sale_start_at?.toISOString() ?? null,
    saleEnd: product.sale_end_at?.toISOString() ?? null,
    countApprovedReviews: product.approved_review_count,
    media,
    updatedAt: product.updated_at.toISOString(),
  }
}

const getProduct = (request: OperationRequest<'getProduct'>) =>
  productDetail(request.server, { id: request.params.id })

const getProductByCode = (request: OperationRequest<'getProductByCode'>) =>
  productDetail(request.server, { country: request.query.countryCode, code: request.query.productCode })

async function updateProductMedia(
  request: OperationRequest<'updateProductMedia'>,
): Promise<Schemas['ProductDetail']> {
  const { db, storage } = request.server
  const { id } = request.params
  if (!(await findProduct(db, { id }))) throw new AppError(404, 'products.errors.product_not_found')
  await replaceProductMedia(
    db,
    storage,
    await staffEditorOf(request),
    id,
    request.body.media.map((item) => item.key),
    request.body.version,
  )
  return productDetail(request.server, { id })
}

async function listCategories(
  request: OperationRequest<'listCategories'>,
): Promise<Schemas['ProductCategoryList']> {
  const rows = await productCategories(request.server.db)
  return {
    data: rows.map((row) => ({
      _id: row.id,
      code: row.code,
      name: { en: row.name_en, th: row.name_th },
      status: row.status,
    })),
  }
}

async function getMaxPriceByCountry(
  request: OperationRequest<'getMaxPriceByCountry'>,
): Promise<Schemas['MaxPriceList']> {
  const { country } = request.query
  const countries = (country ? [country] : Object.keys(MAX_PRICE_BY_COUNTRY)) as Country[]
  return {
    data: countries.map((code) => ({ country: code, maxPrice: maxPriceOf(code), type: 'memberPrice' })),
  }
}

export const inventoryHandlers = defineHandlers({
  listProducts: listProductsHandler,
  listNormalProducts,
  listPromotionProducts,
  getProduct,
  getProductByCode,
  updateProductMedia,
  listCategories,
  getMaxPriceByCountry,
})
