import { dataOrThrow } from './apiError'
import { type BulkChange, type BulkOutcome, changeMany } from './bulk'
import { api } from './client'
import { invalidateReads, linkedQueryCache, readsOf } from './queryKeys'
import type { components, operations } from './schema'

type Schemas = components['schemas']
export type InternalUser = Schemas['InternalUser']
export type InternalUserPage = Schemas['InternalUserPage']
export type InternalUserQuery = NonNullable<operations['listInternalUsers']['parameters']['query']>
export type CreateInternalUserForm = Schemas['CreateInternalUserRequest']
export type UpdateInternalUserForm = Schemas['UpdateInternalUserRequest']

/** The cache's keys for internal users: openapi-react-query's `[method, path, init]`, ready for `$api.queryOptions(...key)`. */
export const internalUsersKeys = {
  /** Every cached read of internal users: the lists and the records. */
  all: readsOf('/admin/users', '/admin/users/{id}'),
  list: (query: InternalUserQuery) => ['get', '/admin/users', { params: { query } }] as const,
  detail: (id: string) => ['get', '/admin/users/{id}', { params: { path: { id } } }] as const,
}

/**
 * After staff changed: their lists and records, and the roles' lists and records, which count the staff
 * holding each role. (The role options are left alone: no staff change adds or renames a role.)
 */
export function invalidateInternalUsers(): Promise<void> {
  return invalidateReads(internalUsersKeys.all, readsOf('/admin/roles', '/admin/roles/{id}'))
}

/** One member for an editor: asked of the server every time, and the answer kept for every other view of them. */
export async function readInternalUser(id: string): Promise<InternalUser> {
  const cache = linkedQueryCache()
  if (!cache) return getInternalUser(id)
  return cache.queryClient.fetchQuery({
    ...cache.$api.queryOptions(...internalUsersKeys.detail(id)),
    staleTime: 0,
  })
}

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
  const created = dataOrThrow(await api.POST('/admin/users', { body: form }))
  void invalidateInternalUsers()
  return created
}

export async function updateInternalUser(id: string, changes: UpdateInternalUserForm): Promise<InternalUser> {
  const updated = dataOrThrow(
    await api.PATCH('/admin/users/{id}', { params: { path: { id } }, body: changes }),
  )
  void invalidateInternalUsers()
  return updated
}

/** Deletes a member; answers once the lists on screen have been read again, so the row is gone when the confirmation closes. */
/** Activates, deactivates or deletes up to 100 staff accounts in one all-or-nothing call. */
export async function changeInternalUsers(action: BulkChange, ids: string[]): Promise<BulkOutcome> {
  const outcome = await changeMany('/admin/users', action, ids)
  await invalidateInternalUsers()
  return outcome
}

export async function deleteInternalUser(id: string): Promise<void> {
  dataOrThrow(await api.DELETE('/admin/users/{id}', { params: { path: { id } } }))
  await invalidateInternalUsers()
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
  const { avatarUrl } = dataOrThrow(
    await api.PUT('/admin/users/upload-avatar/{id}', {
      params: { path: { id } },
      body: { avatar: avatarKey },
    }),
  )
  void invalidateInternalUsers()
  return avatarUrl
}
