// Every dashboard route of spec section 2, with its exact path. The shell registers them all, the
// breadcrumb walks their parents, and the command registry turns the navigation entries into commands.
import type { ComponentType } from 'react'
import type { Feature, PermissionAction } from '../../domain/permissions'
import type { Requirement } from '../../stores/permissions'

export const DASHBOARD_BASE = '/admin-dashboard'

/** The sidebar's submenus (spec section 2, Shell). */
export type SidebarGroup = 'appearance' | 'statistics' | 'categories'

export type RouteKind = 'home' | 'list' | 'create' | 'detail' | 'edit' | 'page'

export interface DashboardRoute {
  /** Dotted id, also the place of its texts: `shell:routes.<id>.title` and `.about`. */
  id: string
  /** The full path as wouter matches it: the spec's path with `{name}` written `:name`. */
  path: string
  kind: RouteKind
  titleKey: string
  /** What the screen holds, in a sentence; shown while the screen is not built yet. */
  aboutKey: string
  /** The route above this one in the breadcrumb. */
  parent?: string
  /** The parent's path params name the same record as this route's (so the crumb can link it). */
  parentSharesParams?: boolean
  group?: SidebarGroup
  /** Path params, in order (`:locationBase`, `:id`). */
  params: readonly string[]
  /** Ids carried in the query string rather than the path (`edit-article?id=...`). */
  query?: readonly string[]
  needs: Requirement
  /** Offered in the sidebar and in the palette's Navigate section. */
  nav?: boolean
  /** The page; a route without one shows the translated 'not yet available' screen. */
  load?: () => Promise<{ default: ComponentType }>
}

type RouteOptions = Partial<
  Pick<DashboardRoute, 'parent' | 'parentSharesParams' | 'group' | 'query' | 'nav' | 'load'>
>

const needs = (feature: Feature, action: PermissionAction): Requirement => ({ feature, action })

function route(
  id: string,
  specPath: string,
  kind: RouteKind,
  requirement: Requirement,
  options: RouteOptions = {},
): DashboardRoute {
  const params = [...specPath.matchAll(/\{(\w+)\}/g)].map((match) => match[1])
  return {
    id,
    path: `${DASHBOARD_BASE}/${specPath.replace(/\{(\w+)\}/g, ':$1')}`,
    kind,
    titleKey: `shell:routes.${id}.title`,
    aboutKey: `shell:routes.${id}.about`,
    params,
    needs: requirement,
    ...options,
  }
}

const APPEARANCE = 'appearance-management'
const BANNER_LOOPS = `${APPEARANCE}/home-banner-management`
const PRODUCT_SLIDES = `${APPEARANCE}/section-product-slide-management`
const BANNER_SLIDES = `${APPEARANCE}/section-banner-slide-management`
const TEMPLATES = `${APPEARANCE}/home-page-template-management`
const NEWS_CATEGORIES = 'category-management/news-&-article-category'
const FAQ_CATEGORIES = 'category-management/faq-category'

const homePage = () =>
  import('../dashboard/DashboardHomePage').then((m) => ({ default: m.DashboardHomePage }))
// Staff access: each screen is a chunk of its own.
const internalUserListPage = () =>
  import('../staff/internalUsers/InternalUserListPage').then((m) => ({ default: m.InternalUserListPage }))
const internalUserFormPage = () =>
  import('../staff/internalUsers/InternalUserFormPage').then((m) => ({ default: m.InternalUserFormPage }))
const roleListPage = () => import('../staff/roles/RoleListPage').then((m) => ({ default: m.RoleListPage }))
const roleEditorPage = () =>
  import('../staff/roles/RoleEditorPage').then((m) => ({ default: m.RoleEditorPage }))
const profilePage = () => import('../staff/profile/ProfilePage').then((m) => ({ default: m.ProfilePage }))
const userAccessHistoryPage = () =>
  import('../staff/histories/UserAccessHistoryPage').then((m) => ({ default: m.UserAccessHistoryPage }))
const internalUserAccessHistoryPage = () =>
  import('../staff/histories/InternalUserAccessHistoryPage').then((m) => ({
    default: m.InternalUserAccessHistoryPage,
  }))
const dataExportHistoryPage = () =>
  import('../staff/histories/DataExportHistoryPage').then((m) => ({ default: m.DataExportHistoryPage }))

export const DASHBOARD_ROUTES: readonly DashboardRoute[] = [
  // The greeting is for every signed-in staff member; the figures it will show need home/access.
  route('home', 'home', 'home', 'authenticated', { nav: true, load: homePage }),

  route('orders.list', 'order-management/order-list', 'list', needs('orders', 'access'), { nav: true }),
  route('orders.detail', 'order-management/full-order-detail/{id}', 'detail', needs('orders', 'access'), {
    parent: 'orders.list',
  }),
  route('orders.tracking', 'order-management/order-tracking/{id}', 'detail', needs('orders', 'access'), {
    parent: 'orders.detail',
    parentSharesParams: true,
  }),
  route('orders.edit', 'order-management/edit-order/{id}', 'edit', needs('orders', 'update'), {
    parent: 'orders.detail',
    parentSharesParams: true,
  }),

  route('inventory.list', 'inventory-management/product-list', 'list', needs('inventory', 'access'), {
    nav: true,
  }),
  route(
    'inventory.media',
    'inventory-management/update-product-image-&-video/{locationBase}/{id}',
    'edit',
    needs('inventory', 'update'),
    { parent: 'inventory.list' },
  ),

  route('reviews', 'review-approval', 'list', needs('reviewApproval', 'access'), { nav: true }),

  route('users.list', 'user-management/user-list', 'list', needs('users', 'access'), { nav: true }),
  route('users.edit', 'user-management/edit-user-information/{id}', 'edit', needs('users', 'update'), {
    parent: 'users.list',
  }),

  route(
    'internalUsers.list',
    'internal-user-management/internal-user-list',
    'list',
    needs('internalUsers', 'access'),
    { nav: true, load: internalUserListPage },
  ),
  route(
    'internalUsers.create',
    'internal-user-management/create-new-internal-user-account',
    'create',
    needs('internalUsers', 'create'),
    { parent: 'internalUsers.list', load: internalUserFormPage },
  ),
  route(
    'internalUsers.edit',
    'internal-user-management/edit-internal-user-account/{id}',
    'edit',
    needs('internalUsers', 'update'),
    { parent: 'internalUsers.list', load: internalUserFormPage },
  ),

  route('roles.list', 'role-&-permission-management/role-list', 'list', needs('roles', 'access'), {
    nav: true,
    load: roleListPage,
  }),
  route('roles.create', 'role-&-permission-management/create-new-role', 'create', needs('roles', 'create'), {
    parent: 'roles.list',
    load: roleEditorPage,
  }),
  route('roles.edit', 'role-&-permission-management/edit-role/{id}', 'edit', needs('roles', 'update'), {
    parent: 'roles.list',
    load: roleEditorPage,
  }),

  route('articles.list', 'news-&-article/list', 'list', needs('newsArticles', 'access'), { nav: true }),
  route('articles.detail', 'news-&-article/full-article-detail', 'detail', needs('newsArticles', 'access'), {
    parent: 'articles.list',
    query: ['id'],
  }),
  route('articles.create', 'news-&-article/create-new-article', 'create', needs('newsArticles', 'create'), {
    parent: 'articles.list',
  }),
  route('articles.edit', 'news-&-article/edit-article', 'edit', needs('newsArticles', 'update'), {
    parent: 'articles.list',
    query: ['id'],
  }),

  route('bannerLoops.list', `${BANNER_LOOPS}/banner-loop-list`, 'list', needs('banners', 'access'), {
    nav: true,
    group: 'appearance',
  }),
  route(
    'bannerLoops.create',
    `${BANNER_LOOPS}/create-new-banner-loop`,
    'create',
    needs('banners', 'create'),
    {
      parent: 'bannerLoops.list',
      group: 'appearance',
    },
  ),
  route('bannerLoops.edit', `${BANNER_LOOPS}/edit-banner-loop/{id}`, 'edit', needs('banners', 'update'), {
    parent: 'bannerLoops.list',
    group: 'appearance',
  }),
  route('bannerLoops.banners', `${BANNER_LOOPS}/banner-list/{id}`, 'detail', needs('banners', 'access'), {
    parent: 'bannerLoops.list',
    group: 'appearance',
  }),
  route(
    'bannerLoops.addBanner',
    `${BANNER_LOOPS}/banner-list/add-new-banner/{id}`,
    'create',
    needs('banners', 'create'),
    { parent: 'bannerLoops.banners', parentSharesParams: true, group: 'appearance' },
  ),
  route(
    'bannerLoops.editBanner',
    `${BANNER_LOOPS}/banner-list/edit-banner/{id}`,
    'edit',
    needs('banners', 'update'),
    { parent: 'bannerLoops.banners', group: 'appearance' },
  ),

  route('bannerSlides.list', `${BANNER_SLIDES}/slide-list`, 'list', needs('sectionBannerSlides', 'access'), {
    nav: true,
    group: 'appearance',
  }),
  route(
    'bannerSlides.create',
    `${BANNER_SLIDES}/create-new-banner-slide`,
    'create',
    needs('sectionBannerSlides', 'create'),
    { parent: 'bannerSlides.list', group: 'appearance' },
  ),
  route(
    'bannerSlides.edit',
    `${BANNER_SLIDES}/edit-banner-slide/{id}`,
    'edit',
    needs('sectionBannerSlides', 'update'),
    { parent: 'bannerSlides.list', group: 'appearance' },
  ),
  route(
    'bannerSlides.banners',
    `${BANNER_SLIDES}/banner-list/{id}`,
    'detail',
    needs('sectionBannerSlides', 'access'),
    { parent: 'bannerSlides.list', group: 'appearance' },
  ),
  route(
    'bannerSlides.addBanner',
    `${BANNER_SLIDES}/banner-list/add-new-banner/{id}`,
    'create',
    needs('sectionBannerSlides', 'create'),
    { parent: 'bannerSlides.banners', parentSharesParams: true, group: 'appearance' },
  ),
  route(
    'bannerSlides.editBanner',
    `${BANNER_SLIDES}/banner-list/edit-banner/{id}`,
    'edit',
    needs('sectionBannerSlides', 'update'),
    { parent: 'bannerSlides.banners', group: 'appearance' },
  ),

  route(
    'productSlides.list',
    `${PRODUCT_SLIDES}/slide-list`,
    'list',
    needs('sectionProductSlides', 'access'),
    {
      nav: true,
      group: 'appearance',
    },
  ),
  route(
    'productSlides.create',
    `${PRODUCT_SLIDES}/create-new-product-slide`,
    'create',
    needs('sectionProductSlides', 'create'),
    { parent: 'productSlides.list', group: 'appearance' },
  ),
  route(
    'productSlides.edit',
    `${PRODUCT_SLIDES}/edit-product-slide/{id}`,
    'edit',
    needs('sectionProductSlides', 'update'),
    { parent: 'productSlides.list', group: 'appearance' },
  ),
  route(
    'productSlides.products',
    `${PRODUCT_SLIDES}/product-list/{id}`,
    'detail',
    needs('sectionProductSlides', 'access'),
    { parent: 'productSlides.list', group: 'appearance' },
  ),
  route(
    'productSlides.addProduct',
    `${PRODUCT_SLIDES}/product-list/add-new-product/{id}`,
    'create',
    needs('sectionProductSlides', 'update'),
    { parent: 'productSlides.products', parentSharesParams: true, group: 'appearance' },
  ),

  route('templates.list', `${TEMPLATES}/template-list`, 'list', needs('homeTemplates', 'access'), {
    nav: true,
    group: 'appearance',
  }),
  route('templates.create', `${TEMPLATES}/create-new-template`, 'create', needs('homeTemplates', 'create'), {
    parent: 'templates.list',
    group: 'appearance',
  }),
  route('templates.edit', `${TEMPLATES}/edit-template/{id}`, 'edit', needs('homeTemplates', 'update'), {
    parent: 'templates.list',
    group: 'appearance',
  }),

  route('pushNotifications.list', 'push-notification/list', 'list', needs('pushNotifications', 'access'), {
    nav: true,
  }),
  route(
    'pushNotifications.create',
    'push-notification/create-new-push-notification',
    'create',
    needs('pushNotifications', 'create'),
    { parent: 'pushNotifications.list' },
  ),
  route(
    'pushNotifications.edit',
    'push-notification/edit-push-notification/{id}',
    'edit',
    needs('pushNotifications', 'update'),
    { parent: 'pushNotifications.list' },
  ),

  route('statistics.home', 'platform-statistic/home', 'list', needs('platformStatistics', 'access'), {
    nav: true,
    group: 'statistics',
  }),
  route(
    'statistics.userAccess',
    'platform-statistic/user-access-history',
    'list',
    needs('userAccessHistory', 'access'),
    { nav: true, group: 'statistics', load: userAccessHistoryPage },
  ),
  route(
    'statistics.internalUserAccess',
    'platform-statistic/internal-user-access-history',
    'list',
    needs('internalUserAccessHistory', 'access'),
    { nav: true, group: 'statistics', load: internalUserAccessHistoryPage },
  ),
  route(
    'statistics.dataExport',
    'platform-statistic/data-export-history',
    'list',
    needs('dataExportHistory', 'access'),
    { nav: true, group: 'statistics', load: dataExportHistoryPage },
  ),

  route('newsCategories.list', `${NEWS_CATEGORIES}/list`, 'list', needs('categories', 'access'), {
    nav: true,
    group: 'categories',
  }),
  route(
    'newsCategories.create',
    `${NEWS_CATEGORIES}/create-new-news-&-article-category`,
    'create',
    needs('categories', 'create'),
    { parent: 'newsCategories.list', group: 'categories' },
  ),
  route(
    'newsCategories.edit',
    `${NEWS_CATEGORIES}/edit-news-&-article-category`,
    'edit',
    needs('categories', 'update'),
    { parent: 'newsCategories.list', group: 'categories', query: ['id'] },
  ),

  route('faqCategories.list', `${FAQ_CATEGORIES}/list`, 'list', needs('categories', 'access'), {
    nav: true,
    group: 'categories',
  }),
  route(
    'faqCategories.create',
    `${FAQ_CATEGORIES}/create-new-faq-category`,
    'create',
    needs('categories', 'create'),
    { parent: 'faqCategories.list', group: 'categories' },
  ),
  route(
    'faqCategories.edit',
    `${FAQ_CATEGORIES}/edit-faq-category/{id}`,
    'edit',
    needs('categories', 'update'),
    {
      parent: 'faqCategories.list',
      group: 'categories',
    },
  ),

  route('faq.list', 'FAQ/list', 'list', needs('faq', 'access'), { nav: true }),
  route('faq.create', 'FAQ/create-new-FAQ', 'create', needs('faq', 'create'), { parent: 'faq.list' }),
  route('faq.edit', 'FAQ/edit-FAQ/{id}', 'edit', needs('faq', 'update'), { parent: 'faq.list' }),
  route('faq.detail', 'FAQ/full-FAQ-detail/{id}', 'detail', needs('faq', 'access'), { parent: 'faq.list' }),

  route('coupons.list', 'coupon-management/coupon-list', 'list', needs('coupons', 'access'), { nav: true }),
  route('coupons.create', 'coupon-management/create-new-coupon', 'create', needs('coupons', 'create'), {
    parent: 'coupons.list',
  }),
  route('coupons.edit', 'coupon-management/edit-coupon', 'edit', needs('coupons', 'update'), {
    parent: 'coupons.list',
    query: ['id'],
  }),
  route('coupons.history', 'coupon-management/coupon-redeem-history', 'detail', needs('coupons', 'access'), {
    parent: 'coupons.list',
    query: ['id'],
  }),

  // Any signed-in staff member has a profile; its security part holds the two-factor set-up.
  route('profile', 'profile', 'page', 'authenticated', { load: profilePage }),
]

const byId = new Map(DASHBOARD_ROUTES.map((entry) => [entry.id, entry]))

export function routeById(id: string): DashboardRoute {
  const found = byId.get(id)
  if (!found) throw new Error(`No dashboard route '${id}'`)
  return found
}

export const findRoute = (id: string): DashboardRoute | undefined => byId.get(id)
