import { dataOrThrow } from './apiError'
import { api } from './client'
import { invalidateReads } from './queryKeys'
import type { components } from './schema'

type Schemas = components['schemas']
export type ChangeKind = Schemas['ChangeKind']
export type ChangeEntry = Schemas['ChangeEntry']
/** A delete's answer: `deletedRecordId` names where an area that keeps deletions kept it (30 days). */
export type DeleteResult = Schemas['DeleteResult']

export type DeletedRecord = Schemas['DeletedRecord']

/** The cache's keys: openapi-react-query's `[method, path, init]`. */
export const changeKeys = {
  of: (kind: ChangeKind, recordId: string) =>
    ['get', '/admin/changes/{kind}/{recordId}', { params: { path: { kind, recordId } } }] as const,
  deleted: () => ['get', '/admin/deleted-records', {}] as const,
}

/**
 * After a revert or a restore: the record may be on any screen of its area (its list, its detail, a
 * category's count), so every cached read is marked stale; those on screen are read again.
 */
const invalidateAll = () => invalidateReads({ predicate: ({ queryKey }) => queryKey[0] === 'get' })

export async function listChanges(kind: ChangeKind, recordId: string): Promise<ChangeEntry[]> {
  const answer = dataOrThrow(
    await api.GET('/admin/changes/{kind}/{recordId}', { params: { path: { kind, recordId } } }),
  )
  return answer.entries
}

/** Reverts one change of a record's history, as a new change; 409 names what changed since. */
export async function revertChange(kind: ChangeKind, recordId: string, entryId: string): Promise<void> {
  dataOrThrow(
    await api.POST('/admin/changes/{kind}/{recordId}/{entryId}/revert', {
      params: { path: { kind, recordId, entryId } },
    }),
  )
  await invalidateAll()
}

/** Brings a deleted record back with its dependents (kept 30 days after the delete). */
export async function restoreDeleted(deletedRecordId: string): Promise<void> {
  dataOrThrow(
    await api.POST('/admin/deleted-records/{id}/restore', { params: { path: { id: deletedRecordId } } }),
  )
  await invalidateAll()
}
