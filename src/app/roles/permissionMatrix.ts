// The role editor's permission matrix (spec section 6) as pure functions over a permission map: cells,
// whole rows and whole columns, full access, reset, and the rule that something must be granted.
// Any level on a feature implies its access (as the server stores it), so ticking a level ticks access
// and unticking access clears the row.
import {
  FEATURE_IDS,
  FEATURES,
  type Feature,
  PERMISSION_ACTIONS,
  type PermissionAction,
  type PermissionMap,
} from '../../domain/permissions'
import type { MessageKey } from '../../domain/validators'
import type { PermissionsView } from '../../stores/permissions'

export interface CatalogueEntry {
  feature: Feature
  /** The levels this feature has; only those are checkboxes. */
  actions: readonly PermissionAction[]
}

export type Catalogue = readonly CatalogueEntry[]

/** The catalogue the server answers at GET /admin/permissions, known in advance from the domain. */
export const DOMAIN_CATALOGUE: Catalogue = FEATURE_IDS.map((feature) => ({
  feature,
  actions: FEATURES[feature],
}))

export interface MatrixState {
  fullAccess: boolean
  permissions: PermissionMap
}

/** Whether a row, a column or the whole matrix is ticked: all, some, none (or has no box at all). */
export type Selection = 'all' | 'some' | 'none' | 'unavailable'

export const EMPTY_MATRIX: MatrixState = { fullAccess: false, permissions: {} }

const levelsOf = (catalogue: Catalogue, feature: Feature): readonly PermissionAction[] =>
  catalogue.find((entry) => entry.feature === feature)?.actions ?? []

export const offers = (catalogue: Catalogue, feature: Feature, action: PermissionAction): boolean =>
  levelsOf(catalogue, feature).includes(action)

export const isGranted = (map: PermissionMap, feature: Feature, action: PermissionAction): boolean =>
  map[feature]?.includes(action) ?? false

/** The row with its levels in the columns' order, or no row at all when nothing is left. */
function withRow(map: PermissionMap, feature: Feature, levels: Iterable<PermissionAction>): PermissionMap {
  const kept = new Set(levels)
  const { [feature]: _, ...rest } = map
  const ordered = PERMISSION_ACTIONS.filter((action) => kept.has(action))
  return ordered.length > 0 ? { ...rest, [feature]: ordered } : rest
}

/** Ticks or unticks one box; a level the feature does not have changes nothing. */
export function setCell(
  map: PermissionMap,
  catalogue: Catalogue,
  feature: Feature,
  action: PermissionAction,
  on: boolean,
): PermissionMap {
  if (!offers(catalogue, feature, action)) return map
  const current = new Set(map[feature] ?? [])
  if (on) {
    current.add(action)
    current.add('access')
  } else if (action === 'access') {
    current.clear()
  } else {
    current.delete(action)
  }
  return withRow(map, feature, current)
}

function selectionOf(ticked: number, boxes: number): Selection {
  if (boxes === 0) return 'unavailable'
  if (ticked === 0) return 'none'
  return ticked === boxes ? 'all' : 'some'
}

export function rowSelection(map: PermissionMap, catalogue: Catalogue, feature: Feature): Selection {
  const levels = levelsOf(catalogue, feature)
  return selectionOf(levels.filter((action) => isGranted(map, feature, action)).length, levels.length)
}

/** Every level of the feature, or none. */
export function setRow(
  map: PermissionMap,
  catalogue: Catalogue,
  feature: Feature,
  on: boolean,
): PermissionMap {
  return withRow(map, feature, on ? levelsOf(catalogue, feature) : [])
}

export function columnSelection(
  map: PermissionMap,
  catalogue: Catalogue,
  action: PermissionAction,
): Selection {
  const features = catalogue.filter((entry) => entry.actions.includes(action))
  return selectionOf(
    features.filter((entry) => isGranted(map, entry.feature, action)).length,
    features.length,
  )
}

/** The level on every feature that has it (with access); off, unticking access clears every row. */
export function setColumn(
  map: PermissionMap,
  catalogue: Catalogue,
  action: PermissionAction,
  on: boolean,
): PermissionMap {
  return catalogue.reduce((result, entry) => setCell(result, catalogue, entry.feature, action, on), map)
}

export function allSelection(map: PermissionMap, catalogue: Catalogue): Selection {
  const boxes = catalogue.reduce((sum, entry) => sum + entry.actions.length, 0)
  const ticked = catalogue.reduce(
    (sum, entry) => sum + entry.actions.filter((action) => isGranted(map, entry.feature, action)).length,
    0,
  )
  return selectionOf(ticked, boxes)
}

/**
 * The part of the catalogue the signed-in member may grant: with full access all of it, otherwise only
 * the levels they hold themselves (the server refuses a role written with more).
 */
export function heldCatalogue(
  catalogue: Catalogue,
  holder: Pick<PermissionsView, 'fullAccess' | 'permissions'>,
): Catalogue {
  if (holder.fullAccess) return catalogue
  return catalogue.map((entry) => ({
    feature: entry.feature,
    actions: entry.actions.filter((action) => holder.permissions[entry.feature]?.includes(action)),
  }))
}

/** The map as the matrix shows it: with full access every box is ticked (and locked). */
export function shownPermissions(state: MatrixState, catalogue: Catalogue): PermissionMap {
  if (!state.fullAccess) return state.permissions
  return catalogue.reduce<PermissionMap>(
    (result, entry) => setRow(result, catalogue, entry.feature, true),
    {},
  )
}

/**
 * Full access on or off. The boxes ticked before are kept underneath, so switching it off again
 * gives back the role's own choice rather than an empty or a complete matrix.
 */
export const setFullAccess = (state: MatrixState, fullAccess: boolean): MatrixState => ({
  ...state,
  fullAccess,
})

/** Reset clears every permission (spec section 6), full access included. */
export const resetMatrix = (): MatrixState => EMPTY_MATRIX

export const grantsSomething = (map: PermissionMap): boolean =>
  Object.values(map).some((levels) => (levels?.length ?? 0) > 0)

/** 'the_permission_is_required' when the role would open nothing. */
export function matrixError(state: MatrixState): MessageKey | null {
  return state.fullAccess || grantsSomething(state.permissions) ? null : 'the_permission_is_required'
}

/** The features the role opens (the roles list's 'number of accessible features'). */
export function accessibleFeatures(state: MatrixState, catalogue: Catalogue): number {
  const shown = shownPermissions(state, catalogue)
  return catalogue.filter((entry) => isGranted(shown, entry.feature, 'access')).length
}

/** What the create and update calls send: only the catalogue's features and levels, in its order. */
export function permissionsToSend(state: MatrixState, catalogue: Catalogue): PermissionMap {
  const result: PermissionMap = {}
  for (const entry of catalogue) {
    const levels = entry.actions.filter((action) => isGranted(state.permissions, entry.feature, action))
    if (levels.length > 0)
      result[entry.feature] = PERMISSION_ACTIONS.filter((action) => levels.includes(action))
  }
  return result
}
