// The home page's appearance: banner loops, section slides, templates.
import type { ComponentType } from 'react'
import type { AreaManifest } from '../../commands/area'
import { createCommand, navigateCommand } from '../../commands/routeCommands'
import { needs } from '../../domain/routes'
import { appearancePaths } from './appearance.paths'
import { PREVIEW_ANCHOR } from './previewAnchor'

const APPEARANCE_WORDS = ['appearance', 'home page', 'storefront', 'การแสดงผล', 'หน้าร้าน', 'หน้าแรกเว็บไซต์']
const BANNER_WORDS = ['banner', 'banners', 'carousel', 'แบนเนอร์', 'ป้ายโฆษณา']
const SLIDE_WORDS = ['slide', 'slides', 'section', 'สไลด์', 'ส่วน']

const page =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  () =>
    load().then((module) => ({ default: module[name] }))

/** The template list's timeline and preview, which the palette opens at their anchor. */
const previewHref = `${appearancePaths.route('templates.list').path}#${PREVIEW_ANCHOR}`

export const appearanceArea: AreaManifest = {
  slug: 'appearance',
  routes: appearancePaths.routes,
  pages: {
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
  },
  commands: [
    navigateCommand(appearancePaths.route('bannerLoops.list'), 'banner-loops', {
      keywords: ['loop', 'ลูป', 'วนซ้ำ', ...BANNER_WORDS, ...APPEARANCE_WORDS],
    }),
    navigateCommand(appearancePaths.route('bannerSlides.list'), 'banner-slides', {
      keywords: [...SLIDE_WORDS, ...BANNER_WORDS, ...APPEARANCE_WORDS],
    }),
    navigateCommand(appearancePaths.route('productSlides.list'), 'product-slides', {
      keywords: ['products', 'สินค้า', ...SLIDE_WORDS, ...APPEARANCE_WORDS],
    }),
    navigateCommand(appearancePaths.route('templates.list'), 'templates', {
      keywords: ['template', 'layout', 'เทมเพลต', 'แม่แบบ', 'เลย์เอาต์', ...APPEARANCE_WORDS],
    }),
    createCommand(appearancePaths.route('bannerLoops.create'), 'banner-loop', {
      keywords: ['new banner loop', 'ลูปใหม่', ...BANNER_WORDS],
    }),
    createCommand(appearancePaths.route('bannerSlides.create'), 'banner-slide', {
      keywords: ['new banner slide', 'สไลด์ใหม่', ...SLIDE_WORDS, ...BANNER_WORDS],
    }),
    createCommand(appearancePaths.route('productSlides.create'), 'product-slide', {
      keywords: ['new product slide', 'สไลด์ใหม่', 'สินค้า', ...SLIDE_WORDS],
    }),
    createCommand(appearancePaths.route('templates.create'), 'template', {
      keywords: ['new template', 'เทมเพลตใหม่', 'แม่แบบ', 'layout'],
    }),
    {
      id: 'preview-home-as-of',
      titleKey: 'appearance:nav.commands.preview_home',
      keywords: [
        'preview',
        'timeline',
        'schedule',
        'as of',
        'ตัวอย่าง',
        'ไทม์ไลน์',
        'กำหนดการ',
        ...APPEARANCE_WORDS,
      ],
      section: 'navigate',
      routeId: appearancePaths.route('templates.list').id,
      permission: needs('homeTemplates', 'access'),
      href: previewHref,
      run: (context) => context.navigate(previewHref),
    },
  ],
  sidebar: {
    grouped: true,
    links: [
      { commandId: 'go-to-banner-loops' },
      { commandId: 'go-to-banner-slides' },
      { commandId: 'go-to-product-slides' },
      { commandId: 'go-to-templates' },
    ],
  },
  locales: {
    en: () => import('../../../locales/en/appearance.json'),
    th: () => import('../../../locales/th/appearance.json'),
  },
}
