import { dataOrThrow } from './apiError'
import { type BulkOutcome, deleteMany } from './bulk'
import type { DeleteResult } from './changes'
import { api } from './client'
import { invalidateReads, linkedQueryCache, readsOf } from './queryKeys'
import type { components, operations } from './schema'

type Schemas = components['schemas']
export type Role = Schemas['Role']
export type RolePage = Schemas['RolePage']
export type RoleOption = Schemas['RoleOption']
export type RoleQuery = NonNullable<operations['listRoles']['parameters']['query']>
export type CreateRoleForm = Schemas['CreateRoleRequest']
export type UpdateRoleForm = Schemas['UpdateRoleRequest']
export type PermissionCatalogue = Schemas['PermissionCatalogue']

/** The cache's keys for roles: openapi-react-query's `[method, path, init]`, ready for `$api.queryOptions(...key)`. */
export const rolesKeys = {
  /** Every cached read of roles: the lists, the records and the options of the pickers. */
  all: readsOf('/admin/roles', '/admin/roles/{id}', '/admin/roles/active', '/admin/roles/list/all'),
  list: (query: RoleQuery) => ['get', '/admin/roles', { params: { query } }] as const,
  detail: (id: string) => ['get', '/admin/roles/{id}', { params: { path: { id } } }] as const,
  /** The active roles, offered by the staff forms' pickers and the staff list's filter. */
  active: () => ['get', '/admin/roles/active'] as const,
  /** Every role, active or not: where a deleted role's staff can move. */
  options: () => ['get', '/admin/roles/list/all'] as const,
  /** The features and levels a role can grant; the same for everyone until the server is updated. */
  permissions: () => ['get', '/admin/permissions'] as const,
}

/**
 * After roles changed: every read of roles, and the staff's lists and records, which name the roles they
 * hold (a renamed role, staff moved off a deleted one).
 */
export function invalidateRoles(): Promise<void> {
  return invalidateReads(rolesKeys.all, readsOf('/admin/users', '/admin/users/{id}'))
}

/** One role for an editor: asked of the server every time, and the answer kept for every other view of it. */
export async function readRole(id: string): Promise<Role> {
  const cache = linkedQueryCache()
  if (!cache) return getRole(id)
  return cache.queryClient.fetchQuery({ ...cache.$api.queryOptions(...rolesKeys.detail(id)), staleTime: 0 })
}

/** The permission catalogue changes only with the server: read once and kept. */
export const CATALOGUE_STALE_MS = Number.POSITIVE_INFINITY

/** Every feature with the levels it has, and the columns of the role matrix. */
export async function readPermissionCatalogue(): Promise<PermissionCatalogue> {
  const cache = linkedQueryCache()
  if (!cache) return dataOrThrow(await api.GET('/admin/permissions'))
  return cache.queryClient.fetchQuery({
    ...cache.$api.queryOptions(...rolesKeys.permissions()),
    staleTime: CATALOGUE_STALE_MS,
  })
}

export async function getRole(id: string): Promise<Role> {
  return dataOrThrow(await api.GET('/admin/roles/{id}', { params: { path: { id } } }))
}

export async function createRole(form: CreateRoleForm): Promise<Role> {
  const created = dataOrThrow(await api.POST('/admin/roles', { body: form }))
  void invalidateRoles()
  return created
}

export async function updateRole(id: string, changes: UpdateRoleForm): Promise<Role> {
  const updated = dataOrThrow(
    await api.PATCH('/admin/roles/{id}', { params: { path: { id } }, body: changes }),
  )
  void invalidateRoles()
  return updated
}

/**
 * Deletes a role; one that staff hold needs `moveUsersTo`, the role they get instead. Answers once the
 * lists on screen have been read again, so the row is gone when the confirmation closes.
 */
/** Deletes up to 100 roles no staff hold in one all-or-nothing call. */
export async function deleteRoles(ids: string[]): Promise<BulkOutcome> {
  const outcome = await deleteMany('/admin/roles', ids)
  await invalidateRoles()
  return outcome
}

export async function deleteRole(id: string, moveUsersTo?: string): Promise<DeleteResult> {
  const deleted = dataOrThrow(
    await api.DELETE('/admin/roles/{id}', { params: { path: { id }, query: { moveUsersTo } } }),
  )
  await invalidateRoles()
  return deleted
}
