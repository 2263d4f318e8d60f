// The appearance area's screens by route id, each code-split: a module of its own, loaded with the first
// of them (src/app/shell/areaRegistry.ts), so the app starts without the list of every screen's chunks.

import type { ComponentType } from 'react'
import type { PageLoader } from '../../commands/area'

const page =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  () =>
    load().then((module) => ({ default: module[name] }))

export const appearancePages: Readonly<Record<string, PageLoader>> = {
  'bannerLoops.list': page(() => import('./BannerLoopListPage'), 'BannerLoopListPage'),
  'bannerLoops.create': page(() => import('./BannerLoopEditorPage'), 'BannerLoopEditorPage'),
  'bannerLoops.edit': page(() => import('./BannerLoopEditorPage'), 'BannerLoopEditorPage'),
  'bannerLoops.banners': page(() => import('./OwnerBannersPage'), 'LoopBannersPage'),
  'bannerLoops.addBanner': page(() => import('./BannerEditorPage'), 'AddLoopBannerPage'),
  'bannerLoops.editBanner': page(() => import('./BannerEditorPage'), 'EditLoopBannerPage'),
  'bannerSlides.list': page(() => import('./SlideListPage'), 'BannerSlideListPage'),
  'bannerSlides.create': page(() => import('./SlideEditorPage'), 'BannerSlideEditorPage'),
  'bannerSlides.edit': page(() => import('./SlideEditorPage'), 'BannerSlideEditorPage'),
  'bannerSlides.banners': page(() => import('./OwnerBannersPage'), 'SlideBannersPage'),
  'bannerSlides.addBanner': page(() => import('./BannerEditorPage'), 'AddSlideBannerPage'),
  'bannerSlides.editBanner': page(() => import('./BannerEditorPage'), 'EditSlideBannerPage'),
  'productSlides.list': page(() => import('./SlideListPage'), 'ProductSlideListPage'),
  'productSlides.create': page(() => import('./SlideEditorPage'), 'ProductSlideEditorPage'),
  'productSlides.edit': page(() => import('./SlideEditorPage'), 'ProductSlideEditorPage'),
  'productSlides.products': page(() => import('./SlideProductsPage'), 'SlideProductsPage'),
  'productSlides.addProduct': page(() => import('./AddSlideProductPage'), 'AddSlideProductPage'),
  'templates.list': page(() => import('./TemplateListPage'), 'TemplateListPage'),
  'templates.create': page(() => import('./TemplateEditorPage'), 'TemplateEditorPage'),
  'templates.edit': page(() => import('./TemplateEditorPage'), 'TemplateEditorPage'),
}
