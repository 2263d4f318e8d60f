import { proxy } from 'valtio'
import type { Feature, Grant, PermissionAction, PermissionMap, Requirement } from '../domain/permissions'

/**
 * - `unknown`: nothing is known yet (the grants are loading): nothing gated is offered.
 * - `known`: `can` answers from the grant.
 * - `failed`: the grants could not be loaded; nothing gated is offered and screens say so.
 */
export type PermissionsStatus = 'unknown' | 'known' | 'failed'

/** The signed-in staff member's grant, merged over the roles they hold (fullAccess if any role has it). */
export const permissionsState = proxy({
  status: 'unknown' as PermissionsStatus,
  fullAccess: false,
  permissions: {} as PermissionMap,
})

/**
 * Sets what the signed-in staff member may do. Either part may come alone: `fullAccess` comes with
 * GET /admin/users/{id}, the per-feature map with GET /admin/permissions; what is left out is kept.
 */
export function setPermissions(grant: Partial<Grant>): void {
  if (grant.fullAccess !== undefined) permissionsState.fullAccess = grant.fullAccess
  if (grant.permissions !== undefined) permissionsState.permissions = grant.permissions
  permissionsState.status = 'known'
}

export function markPermissionsFailed(): void {
  if (permissionsState.status !== 'known') permissionsState.status = 'failed'
}

/** Forgets everything: on sign-out, or before loading the grants of another staff member. */
export function resetPermissions(): void {
  permissionsState.status = 'unknown'
  permissionsState.fullAccess = false
  permissionsState.permissions = {}
}

/** The store or a snapshot of it (`useSnapshot(permissionsState)`). */
export type PermissionsView = {
  readonly status: PermissionsStatus
  readonly fullAccess: boolean
  readonly permissions: { readonly [F in Feature]?: readonly PermissionAction[] }
}

/** True when the grant allows the action on the feature; fullAccess allows everything. */
export function can(
  feature: Feature,
  action: PermissionAction,
  state: PermissionsView = permissionsState,
): boolean {
  if (state.status !== 'known') return false
  return state.fullAccess || (state.permissions[feature]?.includes(action) ?? false)
}

/** True when the requirement holds. A signed-in session is assumed: the token guard sits in front. */
export function canUse(requirement: Requirement, state: PermissionsView = permissionsState): boolean {
  return requirement === 'authenticated' || can(requirement.feature, requirement.action, state)
}
