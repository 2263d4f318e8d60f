// The home page's appearance: typed calls for banner loops, their banners, section slides, templates,
// and the composition and timeline of the home page, with the query cache's keys for them.
import { dataOrThrow } from './apiError'
import type { DeleteResult } from './changes'
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

export const getHomeTimeline = async (query: TimelineQuery): Promise<HomeTimeline> =>
  dataOrThrow(await api.GET('/admin/home-timeline', { params: { query } }))

export const getHomeComposition = async (query: CompositionQuery): Promise<HomeComposition> =>
  dataOrThrow(await api.GET('/admin/home-composition', { params: { query } }))

export type BannerOwnerKind = 'loop' | 'slide'
export type BannerList = Schemas['LoopBannerList'] | Schemas['SlideBannerList']
export type BannerFields = Omit<Schemas['LoopBannerInput'], 'loopId'>

/** The banners of a loop or of a slide, in order, with the owner's version a reorder names. */
export async function listBanners(kind: BannerOwnerKind, ownerId: string): Promise<BannerList> {
  return kind === 'loop'
    ? dataOrThrow(await api.GET('/admin/banners', { params: { query: { loopId: ownerId } } }))
    : dataOrThrow(await api.GET('/admin/banner-sections', { params: { query: { slideId: ownerId } } }))
}

export async function getBanner(kind: BannerOwnerKind, id: string): Promise<Banner> {
  const path = { params: { path: { id } } }
  return kind === 'loop'
    ? dataOrThrow(await api.GET('/admin/banners/{id}', path))
    : dataOrThrow(await api.GET('/admin/banner-sections/{id}', path))
}

export async function createBanner(
  kind: BannerOwnerKind,
  ownerId: string,
  fields: BannerFields,
): Promise<Banner> {
  return changed(
    kind === 'loop'
      ? dataOrThrow(await api.POST('/admin/banners', { body: { ...fields, loopId: ownerId } }))
      : dataOrThrow(await api.POST('/admin/banner-sections', { body: { ...fields, slideId: ownerId } })),
  )
}

export async function updateBanner(kind: BannerOwnerKind, id: string, body: BannerUpdate): Promise<Banner> {
  const init = { params: { path: { id } }, body }
  return changed(
    kind === 'loop'
      ? dataOrThrow(await api.PATCH('/admin/banners/{id}', init))
      : dataOrThrow(await api.PATCH('/admin/banner-sections/{id}', init)),
  )
}

/** Deletes a banner; the answer names where it is kept for undo. */
export async function deleteBanner(kind: BannerOwnerKind, id: string): Promise<DeleteResult> {
  const path = { params: { path: { id } } }
  return changed(
    kind === 'loop'
      ? dataOrThrow(await api.DELETE('/admin/banners/{id}', path))
      : dataOrThrow(await api.DELETE('/admin/banner-sections/{id}', path)),
  )
}

export async function reorderBanners(
  kind: BannerOwnerKind,
  ownerId: string,
  bannerIds: string[],
  version: number,
) {
  const init = { params: { path: { id: ownerId } }, body: { bannerIds, version } }
  return changed(
    kind === 'loop'
      ? dataOrThrow(await api.PUT('/admin/banner-loops/{id}/order', init))
      : dataOrThrow(await api.PUT('/admin/banner-section-loops/{id}/order', init)),
  )
}

export const makeTemplateDefault = async (id: string, version: number): Promise<HomeTemplate> =>
  changed(
    dataOrThrow(
      await api.PUT('/admin/home-templates/{id}/default', { params: { path: { id } }, body: { version } }),
    ),
  )

export const getHomeTemplate = async (id: string): Promise<HomeTemplate> =>
  dataOrThrow(await api.GET('/admin/home-templates/{id}', { params: { path: { id } } }))

export const createHomeTemplate = async (body: HomeTemplateInput): Promise<HomeTemplate> =>
  changed(dataOrThrow(await api.POST('/admin/home-templates', { body })))

export const updateHomeTemplate = async (
  id: string,
  body: Schemas['HomeTemplateUpdate'],
): Promise<HomeTemplate> =>
  changed(dataOrThrow(await api.PATCH('/admin/home-templates/{id}', { params: { path: { id } }, body })))

export type SlideKind = 'banner' | 'product'
export type SlideRecord = BannerSlide | ProductSlide
export type SlideInput = { name: string; startAt: string; endAt: string; countryCode?: AppearanceCountry }

export async function getSlide(kind: SlideKind, id: string): Promise<SlideRecord> {
  const path = { params: { path: { id } } }
  return kind === 'banner'
    ? dataOrThrow(await api.GET('/admin/banner-section-loops/{id}', path))
    : dataOrThrow(await api.GET('/admin/product-section-loops/{id}', path))
}

export async function createSlide(kind: SlideKind, body: SlideInput): Promise<SlideRecord> {
  return changed(
    kind === 'banner'
      ? dataOrThrow(
          await api.POST('/admin/banner-section-loops', {
            body: { name: body.name, startAt: body.startAt, endAt: body.endAt },
          }),
        )
      : dataOrThrow(
          await api.POST('/admin/product-section-loops', {
            body: { ...body, countryCode: body.countryCode ?? 'TH' },
          }),
        ),
  )
}

export async function updateSlide(
  kind: SlideKind,
  id: string,
  body: Omit<SlideInput, 'countryCode'> & { version: number },
) {
  const init = { params: { path: { id } }, body }
  return changed(
    kind === 'banner'
      ? dataOrThrow(await api.PATCH('/admin/banner-section-loops/{id}', init))
      : dataOrThrow(await api.PATCH('/admin/product-section-loops/{id}', init)),
  )
}

export type SlideProductList = Schemas['SlideProductList']

export const listSlideProducts = async (slideId: string): Promise<SlideProductList> =>
  dataOrThrow(await api.GET('/admin/products-sections', { params: { query: { slideId } } }))

export const addSlideProducts = async (slideId: string, productIds: string[], version: number) =>
  changed(
    dataOrThrow(
      await api.POST('/admin/products-sections/{slideId}', {
        params: { path: { slideId } },
        body: { productIds, version },
      }),
    ),
  )

export const reorderSlideProducts = async (slideId: string, productIds: string[], version: number) =>
  changed(
    dataOrThrow(
      await api.PUT('/admin/products-sections/{slideId}', {
        params: { path: { slideId } },
        body: { productIds, version },
      }),
    ),
  )

export const removeSlideProduct = async (slideId: string, productId: string, version: number) =>
  changed(
    dataOrThrow(
      await api.DELETE('/admin/products-sections/{slideId}/{productId}', {
        params: { path: { slideId, productId }, query: { version } },
      }),
    ),
  )
