// Every list that keeps saved views, by its list key (the `listId` its screen hands usePagedList): the
// route that shows it, what opening it needs, and its filters as a view may name them. The SPA reads it
// to offer views and their palette commands; the server to refuse a view of an unknown list or filter
// and to judge, per viewer, which filters a shared view keeps (see judgeView).
import { COUNTRY_CODES, RECORD_STATUSES } from './constants'
import { COUPON_EXPIRY_LABELS, DISCOUNT_CATEGORY_FILTERS } from './coupons/couponOptions'
import { FAQ_SORTS } from './faq'
import {
  ACCESS_HISTORY_SORTS,
  ARTICLE_SORTS,
  COUPON_SORTS,
  EXPORT_HISTORY_SORTS,
  INTERNAL_USER_SORTS,
  MEMBER_SORTS,
  ORDER_SORTS,
  PUSH_NOTIFICATION_SORTS,
  ROLE_SORTS,
} from './listSort'
import { MEMBER_STATUSES, MEMBER_TIERS, MEMBER_TYPE_FILTERS } from './members'
import { ORDER_STATUSES, ORDER_TYPE_FILTERS } from './orders'
import { PUSH_STATUSES, PUSH_TARGETS, PUSH_TYPES } from './pushNotifications'
import { REVIEW_RATINGS, REVIEW_STATES } from './reviews'
import { needs } from './routes'
import type { ViewFilterDeclaration, ViewListDeclaration } from './savedViews'

const day: ViewFilterDeclaration = { day: true }
const status: ViewFilterDeclaration = { values: RECORD_STATUSES }
const countries: ViewFilterDeclaration = { values: COUNTRY_CODES }

export const VIEW_LISTS = {
  orders: {
    routeId: 'orders.list',
    needs: needs('orders', 'access'),
    filters: { status: { values: ORDER_STATUSES }, type: { values: ORDER_TYPE_FILTERS }, from: day, to: day },
    sorts: ORDER_SORTS,
  },
  users: {
    routeId: 'users.list',
    needs: needs('users', 'access'),
    filters: {
      memberType: { values: MEMBER_TYPE_FILTERS },
      tier: { values: MEMBER_TIERS },
      status: { values: MEMBER_STATUSES },
      from: day,
      to: day,
    },
    sorts: MEMBER_SORTS,
  },
  inventory: {
    routeId: 'inventory.list',
    needs: needs('inventory', 'access'),
    // from and to are the price range: any number the list reads.
    filters: { country: countries, status, category: { record: 'productCategory' }, from: {}, to: {} },
  },
  reviews: {
    routeId: 'reviews',
    needs: needs('reviewApproval', 'access'),
    filters: {
      state: { values: REVIEW_STATES },
      rating: { values: REVIEW_RATINGS.map(String) },
      // One product's reviews: the product is an inventory record, read with the inventory's permission.
      product: { record: 'product', needs: needs('inventory', 'access') },
      from: day,
      to: day,
    },
    sorts: ['date'],
  },
  coupons: {
    routeId: 'coupons.list',
    needs: needs('coupons', 'access'),
    filters: {
      status,
      category: { values: DISCOUNT_CATEGORY_FILTERS },
      expiry: { values: COUPON_EXPIRY_LABELS },
      from: day,
      to: day,
    },
    sorts: COUPON_SORTS,
  },
  articles: {
    routeId: 'articles.list',
    needs: needs('newsArticles', 'access'),
    filters: {
      categoryId: { record: 'articleCategory' },
      status,
      publishState: { values: ['scheduled', 'live', 'ended'] },
    },
    sorts: ARTICLE_SORTS,
  },
  faq: {
    routeId: 'faq.list',
    needs: needs('faq', 'access'),
    filters: { categoryId: { record: 'faqCategory' }, status },
    sorts: FAQ_SORTS,
  },
  'article-categories': {
    routeId: 'newsCategories.list',
    needs: needs('categories', 'access'),
    filters: { status },
    sorts: ['createdAt', 'name', 'status', 'itemCount'],
  },
  'faq-categories': {
    routeId: 'faqCategories.list',
    needs: needs('categories', 'access'),
    filters: { status },
    sorts: ['createdAt', 'name', 'status', 'itemCount'],
  },
  embedTokens: {
    routeId: 'embedTokens.list',
    needs: needs('orders', 'access'),
    filters: { scope: { values: ['mine', 'all'] } },
  },
  'internal-users': {
    routeId: 'internalUsers.list',
    needs: needs('internalUsers', 'access'),
    filters: { status, role: { record: 'role' } },
    sorts: INTERNAL_USER_SORTS,
  },
  roles: {
    routeId: 'roles.list',
    needs: needs('roles', 'access'),
    filters: { status },
    sorts: ROLE_SORTS,
  },
  pushNotifications: {
    routeId: 'pushNotifications.list',
    needs: needs('pushNotifications', 'access'),
    filters: {
      status: { values: PUSH_STATUSES },
      target: { values: PUSH_TARGETS },
      type: { values: PUSH_TYPES },
    },
    sorts: PUSH_NOTIFICATION_SORTS,
  },
  bannerLoops: {
    routeId: 'bannerLoops.list',
    needs: needs('banners', 'access'),
    filters: { countryCode: countries },
  },
  bannerSlides: {
    routeId: 'bannerSlides.list',
    needs: needs('sectionBannerSlides', 'access'),
    filters: {},
  },
  productSlides: {
    routeId: 'productSlides.list',
    needs: needs('sectionProductSlides', 'access'),
    filters: { countryCode: countries },
  },
  homeTemplates: {
    routeId: 'templates.list',
    needs: needs('homeTemplates', 'access'),
    filters: {},
  },
  'user-access-history': {
    routeId: 'statistics.userAccess',
    needs: needs('userAccessHistory', 'access'),
    filters: { from: day, to: day },
    sorts: ACCESS_HISTORY_SORTS,
  },
  'internal-user-access-history': {
    routeId: 'statistics.internalUserAccess',
    needs: needs('internalUserAccessHistory', 'access'),
    filters: { from: day, to: day },
    sorts: ACCESS_HISTORY_SORTS,
  },
  'data-export-history': {
    routeId: 'statistics.dataExport',
    needs: needs('dataExportHistory', 'access'),
    filters: { from: day, to: day },
    sorts: EXPORT_HISTORY_SORTS,
  },
} as const satisfies Record<string, ViewListDeclaration>

export type ViewListKey = keyof typeof VIEW_LISTS
export const VIEW_LIST_KEYS = Object.keys(VIEW_LISTS) as ViewListKey[]

export const isViewListKey = (value: string): value is ViewListKey => Object.hasOwn(VIEW_LISTS, value)

/** The declaration of a list that keeps views; null for any other list. */
export const viewListOf = (key: string | undefined): ViewListDeclaration | null =>
  key && isViewListKey(key) ? VIEW_LISTS[key] : null
