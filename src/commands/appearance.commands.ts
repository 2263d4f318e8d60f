// The home page's appearance: banner loops, section slides, templates.
import { createCommand, navigateCommand } from './routeCommands'

const APPEARANCE_WORDS = ['appearance', 'home page', 'storefront', 'การแสดงผล', 'หน้าร้าน', 'หน้าแรกเว็บไซต์']
const BANNER_WORDS = ['banner', 'banners', 'carousel', 'แบนเนอร์', 'ป้ายโฆษณา']
const SLIDE_WORDS = ['slide', 'slides', 'section', 'สไลด์', 'ส่วน']

export const appearanceCommands = [
  navigateCommand('bannerLoops.list', 'banner-loops', {
    keywords: ['loop', 'ลูป', 'วนซ้ำ', ...BANNER_WORDS, ...APPEARANCE_WORDS],
  }),
  navigateCommand('bannerSlides.list', 'banner-slides', {
    keywords: [...SLIDE_WORDS, ...BANNER_WORDS, ...APPEARANCE_WORDS],
  }),
  navigateCommand('productSlides.list', 'product-slides', {
    keywords: ['products', 'สินค้า', ...SLIDE_WORDS, ...APPEARANCE_WORDS],
  }),
  navigateCommand('templates.list', 'templates', {
    keywords: ['template', 'layout', 'เทมเพลต', 'แม่แบบ', 'เลย์เอาต์', ...APPEARANCE_WORDS],
  }),
  createCommand('bannerLoops.create', 'banner-loop', {
    keywords: ['new banner loop', 'ลูปใหม่', ...BANNER_WORDS],
  }),
  createCommand('bannerSlides.create', 'banner-slide', {
    keywords: ['new banner slide', 'สไลด์ใหม่', ...SLIDE_WORDS, ...BANNER_WORDS],
  }),
  createCommand('productSlides.create', 'product-slide', {
    keywords: ['new product slide', 'สไลด์ใหม่', 'สินค้า', ...SLIDE_WORDS],
  }),
  createCommand('templates.create', 'template', {
    keywords: ['new template', 'เทมเพลตใหม่', 'แม่แบบ', 'layout'],
  }),
]
