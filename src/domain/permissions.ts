// The permission catalogue of the specification, section 6: every feature with the levels it has.
// The server enforces `x-permission: { feature, action }` against it; the role editor draws its matrix from it.

export const PERMISSION_ACTIONS = ['access', 'export', 'create', 'update', 'delete', 'approve'] as const
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number]

/** What a screen or a command needs: a permission of the catalogue, or only a signed-in session. */
export type Requirement = { feature: Feature; action: PermissionAction } | 'authenticated'

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

/** The actions a member holding these grants may take, merged over every active role. */
export function effectivePermissions(grants: readonly Grant[]): PermissionMap {
  if (grants.some((grant) => grant.fullAccess)) return fullPermissionMap()
  const merged: PermissionMap = {}
  for (const feature of FEATURE_IDS) {
    const actions = PERMISSION_ACTIONS.filter((action) => isAllowed(grants, feature, action))
    if (actions.length > 0) merged[feature] = actions
  }
  return merged
}

/**
 * Any level on a feature implies access to it: a role that may update orders but not open them would
 * be useless, so the matrix ticks access with any other box of its row.
 */
export function withImpliedAccess(map: PermissionMap): PermissionMap {
  const result: PermissionMap = {}
  for (const feature of FEATURE_IDS) {
    const actions = map[feature] ?? []
    if (actions.length === 0) continue
    result[feature] = PERMISSION_ACTIONS.filter((action) => action === 'access' || actions.includes(action))
  }
  return result
}

/** The features a role opens: every one with full access, otherwise those with the access level. */
export function accessibleFeatureCount(fullAccess: boolean, map: PermissionMap): number {
  if (fullAccess) return FEATURE_IDS.length
  return FEATURE_IDS.filter((feature) => map[feature]?.includes('access')).length
}

export const hasAnyPermission = (map: PermissionMap): boolean =>
  FEATURE_IDS.some((feature) => (map[feature]?.length ?? 0) > 0)

/** What one or more roles add up to: full access, or the levels they grant per feature. */
export interface Reach {
  fullAccess: boolean
  permissions: PermissionMap
}

export function reachOf(grants: readonly Grant[]): Reach {
  return { fullAccess: grants.some((grant) => grant.fullAccess), permissions: effectivePermissions(grants) }
}

/**
 * Whether `holder` holds everything `target` grants: the one rule behind every staff and role change.
 * Staff may manage only accounts and roles within their own reach, and full access is within the reach
 * of full access alone, so nobody can hand out, or take over, more than they hold.
 */
export function covers(holder: Reach, target: Reach): boolean {
  if (holder.fullAccess) return true
  if (target.fullAccess) return false
  return FEATURE_IDS.every((feature) =>
    (target.permissions[feature] ?? []).every((action) => holder.permissions[feature]?.includes(action)),
  )
}

/**
 * What a preview of `requested` (view as a role, or as a staff member) may show a viewer holding
 * `viewer`: only what both allow, so a preview never shows more than its viewer may see. Full access
 * is kept only when both have it.
 */
export function intersectReach(requested: Reach, viewer: Reach): Reach {
  if (requested.fullAccess) return viewer
  const permissions: PermissionMap = {}
  for (const feature of FEATURE_IDS) {
    const actions = (requested.permissions[feature] ?? []).filter(
      (action) =>
        featureHas(feature, action) && (viewer.fullAccess || viewer.permissions[feature]?.includes(action)),
    )
    if (actions.length > 0) permissions[feature] = PERMISSION_ACTIONS.filter((a) => actions.includes(a))
  }
  return { fullAccess: false, permissions }
}
