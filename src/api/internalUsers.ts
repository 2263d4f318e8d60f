import { dataOrThrow } from './apiError'
import { api } from './client'
import type { components } from './schema'

export type InternalUser = components['schemas']['InternalUser']

/** One internal user; `accessToken` is for the moment right after sign-in, before the session is stored. */
export async function getInternalUser(id: string, accessToken?: string): Promise<InternalUser> {
  return dataOrThrow(
    await api.GET('/admin/users/{id}', {
      params: { path: { id } },
      headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : undefined,
    }),
  )
}
