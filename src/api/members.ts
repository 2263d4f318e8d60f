// The platform's members (area `users`): their list, detail, edit and tiers.
import type { Language } from '../domain/constants'
import { dataOrThrow } from './apiError'
import { api } from './client'
import { invalidateReads, linkedQueryCache, readsOf } from './queryKeys'
import type { components, operations } from './schema'

type Schemas = components['schemas']
export type MemberPage = Schemas['MemberPage']
export type MemberSummary = Schemas['MemberSummary']
export type MemberDetail = Schemas['MemberDetail']
export type MemberAddress = Schemas['MemberAddress']
export type MemberUpdate = Schemas['MemberUpdate']
export type MemberAddressInput = Schemas['MemberAddressInput']
export type MemberListQuery = NonNullable<operations['listMembers']['parameters']['query']>

/** Tiers change only with the server's data: read once per session and language. */
export const TIERS_STALE_MS = Number.POSITIVE_INFINITY

/** The cache's keys for members: openapi-react-query's `[method, path, init]`. */
export const membersKeys = {
  list: (query: MemberListQuery) => ['get', '/admin/members', { params: { query } }] as const,
  detail: (memberId: string) =>
    ['get', '/admin/members/detail', { params: { query: { memberId } } }] as const,
  tiers: (lang: Language) => ['get', '/sponsors/tiers', { params: { header: { lang } } }] as const,
  /** Every cached page of the list and every cached member. */
  all: readsOf('/admin/members', '/admin/members/detail'),
}

/** One member for the editor: asked of the server every time, and the answer kept for the other views. */
export async function readMember(memberId: string): Promise<MemberDetail> {
  const cache = linkedQueryCache()
  if (!cache) return dataOrThrow(await api.GET('/admin/members/detail', { params: { query: { memberId } } }))
  return cache.queryClient.fetchQuery({
    ...cache.$api.queryOptions(...membersKeys.detail(memberId)),
    staleTime: 0,
  })
}

/** Changes a member made on `changes.version`; a 409 means someone changed it meanwhile and nothing was written. */
export async function updateMember(id: string, changes: MemberUpdate): Promise<MemberDetail> {
  const updated = dataOrThrow(
    await api.PATCH('/admin/members/{id}', { params: { path: { id } }, body: changes }),
  )
  // A member's name, phone and status show in the list and its detail; its id reads it by either key.
  await invalidateReads(membersKeys.all)
  return updated
}
