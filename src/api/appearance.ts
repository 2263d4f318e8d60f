// The home page's appearance: typed calls for banner loops, their banners, section slides, templates,
// and the composition and timeline of the home page, with the query cache's keys for them.
import { dataOrThrow } from './apiError'
import { api } from './client'
import { invalidateReads, readsOf } from './queryKeys'
import type { components, operations } from './schema'

type Schemas = components['schemas']
export type BannerLoop = Schemas['BannerLoop']
export type BannerLoopInput = Schemas['BannerLoopInput']
export type BannerLoopUpdate = Schemas['BannerLoopUpdate']
export type Banner = Schemas['Banner']
export type BannerUpdate = Schemas['BannerUpdate']
export type BannerSlide = Schemas['BannerSlide']
export type ProductSlide = Schemas['ProductSlide']
export type HomeTemplate = Schemas['HomeTemplate']
export type HomeTemplateInput = Schemas['HomeTemplateInput']
export type HomeComposition = Schemas['HomeComposition']
export type HomeTimeline = Schemas['HomeTimeline']
export type AppearanceCountry = Schemas['AppearanceCountry']
export type BannerLoopQuery = NonNullable<operations['listBannerLoops']['parameters']['query']>
export type TimelineQuery = operations['getHomeTimeline']['parameters']['query']
export type CompositionQuery = operations['getHomeComposition']['parameters']['query']

/** Every cached read of the appearance area: what one change may alter, the timeline and preview included. */
export const appearanceKeys = {
  all: readsOf(
    '/admin/banner-loops',
    '/admin/banner-loops/{id}',
    '/admin/banners',
    '/admin/banners/{id}',
    '/admin/banner-section-loops',
    '/admin/banner-section-loops/{id}',
    '/admin/banner-sections',
    '/admin/banner-sections/{id}',
    '/admin/product-section-loops',
    '/admin/product-section-loops/{id}',
    '/admin/products-sections',
    '/admin/home-templates',
    '/admin/home-templates/{id}',
    '/admin/home-composition',
    '/admin/home-timeline',
  ),
}

export const invalidateAppearance = (): Promise<void> => invalidateReads(appearanceKeys.all)

/** Answers a write's result once every read of the area is marked stale. */
async function changed<T>(result: T): Promise<T> {
  void invalidateAppearance()
  return result
}

export const getBannerLoop = async (id: string): Promise<BannerLoop> =>
  dataOrThrow(await api.GET('/admin/banner-loops/{id}', { params: { path: { id } } }))

export const createBannerLoop = async (body: BannerLoopInput): Promise<BannerLoop> =>
  changed(dataOrThrow(await api.POST('/admin/banner-loops', { body })))

export const updateBannerLoop = async (id: string, body: BannerLoopUpdate): Promise<BannerLoop> =>
  changed(dataOrThrow(await api.PATCH('/admin/banner-loops/{id}', { params: { path: { id } }, body })))

export const reorderBannerLoop = async (
  id: string,
  bannerIds: string[],
  version: number,
): Promise<BannerLoop> =>
  changed(
    dataOrThrow(
      await api.PUT('/admin/banner-loops/{id}/order', {
        params: { path: { id } },
        body: { bannerIds, version },
      }),
    ),
  )

export const getHomeTimeline = async (query: TimelineQuery): Promise<HomeTimeline> =>
  dataOrThrow(await api.GET('/admin/home-timeline', { params: { query } }))

export const getHomeComposition = async (query: CompositionQuery): Promise<HomeComposition> =>
  dataOrThrow(await api.GET('/admin/home-composition', { params: { query } }))
