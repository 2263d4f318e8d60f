import { dataOrThrow } from './apiError'
import { api } from './client'
import type { components, operations } from './schema'

type Schemas = components['schemas']
export type Role = Schemas['Role']
export type RolePage = Schemas['RolePage']
export type RoleOption = Schemas['RoleOption']
export type RoleQuery = NonNullable<operations['listRoles']['parameters']['query']>
export type CreateRoleForm = Schemas['CreateRoleRequest']
export type UpdateRoleForm = Schemas['UpdateRoleRequest']
export type PermissionCatalogue = Schemas['PermissionCatalogue']

/** Every feature with the levels it has, and the columns of the role matrix. */
export async function listPermissions(): Promise<PermissionCatalogue> {
  return dataOrThrow(await api.GET('/admin/permissions'))
}

export async function listRoles(query: RoleQuery = {}): Promise<RolePage> {
  return dataOrThrow(await api.GET('/admin/roles', { params: { query } }))
}

/** The roles that can be given to staff, for the pickers of the staff forms. */
export async function listActiveRoles(): Promise<RoleOption[]> {
  return dataOrThrow(await api.GET('/admin/roles/active')).data
}

export async function listAllRoles(): Promise<RoleOption[]> {
  return dataOrThrow(await api.GET('/admin/roles/list/all')).data
}

export async function getRole(id: string): Promise<Role> {
  return dataOrThrow(await api.GET('/admin/roles/{id}', { params: { path: { id } } }))
}

export async function createRole(form: CreateRoleForm): Promise<Role> {
  return dataOrThrow(await api.POST('/admin/roles', { body: form }))
}

export async function updateRole(id: string, changes: UpdateRoleForm): Promise<Role> {
  return dataOrThrow(await api.PATCH('/admin/roles/{id}', { params: { path: { id } }, body: changes }))
}

/** Deletes a role; one that staff hold needs `moveUsersTo`, the role they get instead. */
export async function deleteRole(id: string, moveUsersTo?: string): Promise<void> {
  dataOrThrow(await api.DELETE('/admin/roles/{id}', { params: { path: { id }, query: { moveUsersTo } } }))
}
