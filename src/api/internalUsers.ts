import { dataOrThrow } from './apiError'
import { api } from './client'
import type { components, operations } from './schema'

type Schemas = components['schemas']
export type InternalUser = Schemas['InternalUser']
export type InternalUserPage = Schemas['InternalUserPage']
export type InternalUserQuery = NonNullable<operations['listInternalUsers']['parameters']['query']>
export type CreateInternalUserForm = Schemas['CreateInternalUserRequest']
export type UpdateInternalUserForm = Schemas['UpdateInternalUserRequest']

/** One internal user; `accessToken` is for the moment right after sign-in, before the session is stored. */
export async function getInternalUser(id: string, accessToken?: string): Promise<InternalUser> {
  return dataOrThrow(
    await api.GET('/admin/users/{id}', {
      params: { path: { id } },
      headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : undefined,
    }),
  )
}

export async function listInternalUsers(query: InternalUserQuery = {}): Promise<InternalUserPage> {
  return dataOrThrow(await api.GET('/admin/users', { params: { query } }))
}

/** Answers 201 with the new member; `avatar` is the key of an upload made for the `avatar` module. */
export async function createInternalUser(form: CreateInternalUserForm): Promise<InternalUser> {
  return dataOrThrow(await api.POST('/admin/users', { body: form }))
}

export async function updateInternalUser(id: string, changes: UpdateInternalUserForm): Promise<InternalUser> {
  return dataOrThrow(await api.PATCH('/admin/users/{id}', { params: { path: { id } }, body: changes }))
}

export async function deleteInternalUser(id: string): Promise<void> {
  dataOrThrow(await api.DELETE('/admin/users/{id}', { params: { path: { id } } }))
}

/** Someone else's password (with the permission), or one's own with `currentPassword`; their sessions end. */
export async function changeInternalUserPassword(
  id: string,
  form: Schemas['ChangePasswordRequest'],
): Promise<string> {
  return dataOrThrow(
    await api.PUT('/admin/users/change-password/{id}', { params: { path: { id } }, body: form }),
  ).message
}

/** Attaches an uploaded avatar (its key) and answers the URL to show it. */
export async function uploadInternalUserAvatar(id: string, avatarKey: string): Promise<string> {
  return dataOrThrow(
    await api.PUT('/admin/users/upload-avatar/{id}', {
      params: { path: { id } },
      body: { avatar: avatarKey },
    }),
  ).avatarUrl
}
