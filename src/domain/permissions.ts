// The permission catalogue of the specification, section 6: every feature with the levels it has.
// The server enforces `x-permission: { feature, action }` against it; the role editor draws its matrix from it.

export const PERMISSION_ACTIONS = ['access', 'export', 'create', 'update', 'delete', 'approve'] as const
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number]

const CRUD = ['access', 'create', 'update', 'delete'] as const

export const FEATURES = {
  home: ['access', 'export'],
  orders: ['access', 'update'],
  inventory: ['access', 'update'],
  reviewApproval: ['access', 'approve'],
  users: ['access', 'update'],
  internalUsers: CRUD,
  roles: CRUD,
  newsArticles: CRUD,
  banners: CRUD,
  sectionBannerSlides: CRUD,
  sectionProductSlides: CRUD,
  homeTemplates: CRUD,
  faq: CRUD,
  platformInformation: ['access', 'update'],
  pushNotifications: CRUD,
  platformStatistics: ['access', 'export'],
  userAccessHistory: ['access', 'export'],
  dataExportHistory: ['access', 'export'],
  categories: CRUD,
  coupons: CRUD,
  internalUserAccessHistory: ['access', 'create', 'export'],
  errorLogging: ['access'],
} as const satisfies Record<string, readonly PermissionAction[]>

export type Feature = keyof typeof FEATURES
export const FEATURE_IDS = Object.keys(FEATURES) as Feature[]

/** What a role grants: the actions allowed per feature. */
export type PermissionMap = Partial<Record<Feature, PermissionAction[]>>

export interface Grant {
  fullAccess: boolean
  permissions: PermissionMap
}

export const isFeature = (value: string): value is Feature => Object.hasOwn(FEATURES, value)

export function featureHas(feature: Feature, action: PermissionAction): boolean {
  return (FEATURES[feature] as readonly PermissionAction[]).includes(action)
}

/** True when any of the grants (one per role held) allows the action on the feature. */
export function isAllowed(grants: readonly Grant[], feature: Feature, action: PermissionAction): boolean {
  return grants.some((grant) => grant.fullAccess || (grant.permissions[feature]?.includes(action) ?? false))
}

/** Drops unknown features and levels a feature does not have. */
export function normalizePermissions(input: Record<string, readonly string[]>): PermissionMap {
  const result: PermissionMap = {}
  for (const [feature, actions] of Object.entries(input)) {
    if (!isFeature(feature)) continue
    const kept = PERMISSION_ACTIONS.filter(
      (action) => actions.includes(action) && featureHas(feature, action),
    )
    if (kept.length > 0) result[feature] = kept
  }
  return result
}

export const fullPermissionMap = (): PermissionMap =>
  Object.fromEntries(FEATURE_IDS.map((feature) => [feature, [...FEATURES[feature]]])) as PermissionMap
