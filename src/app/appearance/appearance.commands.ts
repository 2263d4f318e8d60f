// The appearance area's palette commands and shortcuts: a module of their own, loaded after the first
// screen shows (src/app/shell/commandRegistry.ts).
import { createCommand, navigateCommand } from '../../commands/routeCommands'
import type { Command } from '../../commands/types'
import { needs } from '../../domain/routes'
import { appearancePaths } from './appearance.paths'
import { PREVIEW_ANCHOR } from './previewAnchor'

const APPEARANCE_WORDS = ['appearance', 'home page', 'storefront', 'การแสดงผล', 'หน้าร้าน', 'หน้าแรกเว็บไซต์']
const BANNER_WORDS = ['banner', 'banners', 'carousel', 'แบนเนอร์', 'ป้ายโฆษณา']
const SLIDE_WORDS = ['slide', 'slides', 'section', 'สไลด์', 'ส่วน']

/** The template list's timeline and preview, which the palette opens at their anchor. */
const previewHref = `${appearancePaths.route('templates.list').path}#${PREVIEW_ANCHOR}`

export const appearanceCommands: readonly Command[] = [
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
]
