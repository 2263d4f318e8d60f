// Inventory: the product list, one product with its media, categories and the price maximums.
import { dataOrThrow } from './apiError'
import { api } from './client'
import { invalidateReads, readsOf } from './queryKeys'
import type { components, operations } from './schema'

type Schemas = components['schemas']
export type ProductPage = Schemas['ProductPage']
export type ProductSummary = Schemas['ProductSummary']
export type ProductDetail = Schemas['ProductDetail']
export type ProductMedia = Schemas['ProductMedia']
export type ProductCountry = Schemas['ProductCountry']
export type ProductListQuery = NonNullable<operations['listProducts']['parameters']['query']>

/** The cache's keys for products: openapi-react-query's `[method, path, init]`. */
export const productsKeys = {
  list: (query: ProductListQuery) => ['get', '/admin/products', { params: { query } }] as const,
  detail: (id: string) => ['get', '/admin/products/{id}', { params: { path: { id } } }] as const,
  categories: () => ['get', '/categories', {}] as const,
  maxPrices: () => ['get', '/products/max-price-location/country', {}] as const,
  /** Every cached page of the product list, whose cover pictures a media change alters. */
  allLists: readsOf('/admin/products'),
}

/**
 * Sets a product's images and video in order (the first image is its cover), made on `version`; a 409
 * means someone changed it meanwhile and nothing was written. The list's pages and the product are read again.
 */
export async function updateProductMedia(
  id: string,
  keys: readonly string[],
  version: number,
): Promise<ProductDetail> {
  const updated = dataOrThrow(
    await api.PUT('/admin/products/{id}/media', {
      params: { path: { id } },
      body: { media: keys.map((key) => ({ key })), version },
    }),
  )
  await invalidateReads(productsKeys.allLists, { queryKey: productsKeys.detail(id) })
  return updated
}
