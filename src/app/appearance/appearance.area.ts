// The home page's appearance: banner loops, section slides, templates.
import { nav as en } from '../../../locales/en/appearance.json'
import { nav as th } from '../../../locales/th/appearance.json'
import { type AreaManifest, bothLanguages } from '../../commands/area'
import { createCommand, navigateCommand } from '../../commands/routeCommands'
import { appearancePaths } from './appearance.paths'

const APPEARANCE_WORDS = ['appearance', 'home page', 'storefront', 'การแสดงผล', 'หน้าร้าน', 'หน้าแรกเว็บไซต์']
const BANNER_WORDS = ['banner', 'banners', 'carousel', 'แบนเนอร์', 'ป้ายโฆษณา']
const SLIDE_WORDS = ['slide', 'slides', 'section', 'สไลด์', 'ส่วน']

export const appearanceArea: AreaManifest = {
  slug: 'appearance',
  routes: appearancePaths.routes,
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
  nav: { en: { nav: en }, th: { nav: th } },
  locales: () =>
    bothLanguages(
      import('../../../locales/en/appearance.json?raw'),
      import('../../../locales/th/appearance.json?raw'),
    ),
}
