// The columns each list can be sorted by (the contract's `sort` enums) and the order a sort takes when
// none is given, shared by the list screens and the server's queries.

export type SortOrder = 'asc' | 'desc'

// The first of each is the list's own order.
export const INTERNAL_USER_SORTS = ['updatedAt', 'name', 'email', 'status', 'lastSignIn'] as const
export const ROLE_SORTS = ['createdAt', 'name', 'status'] as const
export const ACCESS_HISTORY_SORTS = ['date'] as const
export const EXPORT_HISTORY_SORTS = ['exportedAt'] as const
export const ORDER_SORTS = ['date', 'total'] as const
export const MEMBER_SORTS = ['joinDate', 'memberId'] as const
export const PUSH_NOTIFICATION_SORTS = ['sendAt', 'createdAt', 'topic', 'status'] as const
export const ARTICLE_SORTS = ['createdAt', 'name', 'views', 'publishStart'] as const
export const COUPON_SORTS = ['createdAt', 'name', 'code', 'redeemStart', 'totalRedeem'] as const

export type InternalUserSort = (typeof INTERNAL_USER_SORTS)[number]
export type RoleSort = (typeof ROLE_SORTS)[number]
export type AccessHistorySort = (typeof ACCESS_HISTORY_SORTS)[number]
export type ExportHistorySort = (typeof EXPORT_HISTORY_SORTS)[number]
export type OrderSort = (typeof ORDER_SORTS)[number]
export type MemberSort = (typeof MEMBER_SORTS)[number]
export type PushNotificationSort = (typeof PUSH_NOTIFICATION_SORTS)[number]
export type ArticleSort = (typeof ARTICLE_SORTS)[number]
export type CouponSort = (typeof COUPON_SORTS)[number]

const DATE_SORTS: ReadonlySet<string> = new Set([
  'lastSignIn',
  'updatedAt',
  'createdAt',
  'date',
  'exportedAt',
  'joinDate',
  'sendAt',
  'publishStart',
  'redeemStart',
  // Counts too: the most first.
  'views',
  'totalRedeem',
])

/** Dates newest first, counts highest first, names and statuses A to Z: the order a first click on a column gives. */
export const defaultOrderOf = (sort: string): SortOrder => (DATE_SORTS.has(sort) ? 'desc' : 'asc')

export const isSortOrder = (value: unknown): value is SortOrder => value === 'asc' || value === 'desc'
