import { definePaths, needs, type RouteSpec } from '../../domain/routes'

const APPEARANCE = 'appearance-management'
const BANNER_LOOPS = `${APPEARANCE}/home-banner-management`
const PRODUCT_SLIDES = `${APPEARANCE}/section-product-slide-management`
const BANNER_SLIDES = `${APPEARANCE}/section-banner-slide-management`
const TEMPLATES = `${APPEARANCE}/home-page-template-management`

const list = (
  path: string,
  feature: 'banners' | 'sectionBannerSlides' | 'sectionProductSlides' | 'homeTemplates',
) => ({ path, kind: 'list', needs: needs(feature, 'access'), nav: true }) as const satisfies RouteSpec

// The home page's look: banner loops, the two kinds of section slides, and the page templates.
export const appearancePaths = definePaths(
  'appearance',
  {
    'bannerLoops.list': list(`${BANNER_LOOPS}/banner-loop-list`, 'banners'),
    'bannerLoops.create': {
      path: `${BANNER_LOOPS}/create-new-banner-loop`,
      kind: 'create',
      needs: needs('banners', 'create'),
      parent: 'bannerLoops.list',
    },
    'bannerLoops.edit': {
      path: `${BANNER_LOOPS}/edit-banner-loop/{id}`,
      kind: 'edit',
      needs: needs('banners', 'update'),
      parent: 'bannerLoops.list',
    },
    'bannerLoops.banners': {
      path: `${BANNER_LOOPS}/banner-list/{id}`,
      kind: 'detail',
      needs: needs('banners', 'access'),
      parent: 'bannerLoops.list',
    },
    'bannerLoops.addBanner': {
      path: `${BANNER_LOOPS}/banner-list/add-new-banner/{id}`,
      kind: 'create',
      needs: needs('banners', 'create'),
      parent: 'bannerLoops.banners',
      parentSharesParams: true,
    },
    'bannerLoops.editBanner': {
      path: `${BANNER_LOOPS}/banner-list/edit-banner/{id}`,
      kind: 'edit',
      needs: needs('banners', 'update'),
      parent: 'bannerLoops.banners',
    },

    'bannerSlides.list': list(`${BANNER_SLIDES}/slide-list`, 'sectionBannerSlides'),
    'bannerSlides.create': {
      path: `${BANNER_SLIDES}/create-new-banner-slide`,
      kind: 'create',
      needs: needs('sectionBannerSlides', 'create'),
      parent: 'bannerSlides.list',
    },
    'bannerSlides.edit': {
      path: `${BANNER_SLIDES}/edit-banner-slide/{id}`,
      kind: 'edit',
      needs: needs('sectionBannerSlides', 'update'),
      parent: 'bannerSlides.list',
    },
    'bannerSlides.banners': {
      path: `${BANNER_SLIDES}/banner-list/{id}`,
      kind: 'detail',
      needs: needs('sectionBannerSlides', 'access'),
      parent: 'bannerSlides.list',
    },
    'bannerSlides.addBanner': {
      path: `${BANNER_SLIDES}/banner-list/add-new-banner/{id}`,
      kind: 'create',
      needs: needs('sectionBannerSlides', 'create'),
      parent: 'bannerSlides.banners',
      parentSharesParams: true,
    },
    'bannerSlides.editBanner': {
      path: `${BANNER_SLIDES}/banner-list/edit-banner/{id}`,
      kind: 'edit',
      needs: needs('sectionBannerSlides', 'update'),
      parent: 'bannerSlides.banners',
    },

    'productSlides.list': list(`${PRODUCT_SLIDES}/slide-list`, 'sectionProductSlides'),
    'productSlides.create': {
      path: `${PRODUCT_SLIDES}/create-new-product-slide`,
      kind: 'create',
      needs: needs('sectionProductSlides', 'create'),
      parent: 'productSlides.list',
    },
    'productSlides.edit': {
      path: `${PRODUCT_SLIDES}/edit-product-slide/{id}`,
      kind: 'edit',
      needs: needs('sectionProductSlides', 'update'),
      parent: 'productSlides.list',
    },
    'productSlides.products': {
      path: `${PRODUCT_SLIDES}/product-list/{id}`,
      kind: 'detail',
      needs: needs('sectionProductSlides', 'access'),
      parent: 'productSlides.list',
    },
    'productSlides.addProduct': {
      path: `${PRODUCT_SLIDES}/product-list/add-new-product/{id}`,
      kind: 'create',
      needs: needs('sectionProductSlides', 'update'),
      parent: 'productSlides.products',
      parentSharesParams: true,
    },

    'templates.list': list(`${TEMPLATES}/template-list`, 'homeTemplates'),
    'templates.create': {
      path: `${TEMPLATES}/create-new-template`,
      kind: 'create',
      needs: needs('homeTemplates', 'create'),
      parent: 'templates.list',
    },
    'templates.edit': {
      path: `${TEMPLATES}/edit-template/{id}`,
      kind: 'edit',
      needs: needs('homeTemplates', 'update'),
      parent: 'templates.list',
    },
  },
  { grouped: true },
)
