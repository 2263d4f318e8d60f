import type { FastifyRequest } from 'fastify'
import type { components } from '../../../src/api/schema'
import { type Grant, isAllowed, type Requirement } from '../../../src/domain/permissions'
import {
  judgeView,
  recordsNamed,
  type ViewerFacts,
  type ViewRecordKind,
  type ViewState,
} from '../../../src/domain/savedViews'
import { viewListOf } from '../../../src/domain/viewLists'
import type { Db } from '../../db/database'
import { authOf } from '../../http/authOf'
import { callerGrants } from '../../http/callerGrants'
import { activeRoleIdsOf, existingRecords, type SavedViewRow } from './savedViews.queries'

type SavedView = components['schemas']['SavedView']

/** The caller as views see them: what they may do and the roles views can be shared with them through. */
export interface Viewer {
  userId: string
  grants: Grant[]
  roleIds: string[]
  may(requirement: Requirement): boolean
}

export async function viewerOf(request: FastifyRequest, db: Db = request.server.db): Promise<Viewer> {
  const { userId, preview } = authOf(request)
  // A preview (view as a role) judges views by its own grants, and shares no role's views: it sees at
  // most what the previewed permissions allow, never what its viewer's roles add.
  const [grants, roleIds] = await Promise.all([
    callerGrants(request),
    preview ? [] : activeRoleIdsOf(db, userId),
  ])
  return {
    userId,
    grants,
    roleIds,
    may: (requirement) =>
      requirement === 'authenticated' || isAllowed(grants, requirement.feature, requirement.action),
  }
}

/** Who may change or delete a view: its owner, and for a shared view whoever may update roles. */
export const mayManage = (viewer: Viewer, row: Pick<SavedViewRow, 'owner_id' | 'shared_role_id'>) =>
  row.owner_id === viewer.userId ||
  (row.shared_role_id !== null && isAllowed(viewer.grants, 'roles', 'update'))

/** Whether the viewer may use the view at all: their own, or shared with a role they hold. */
export const mayUse = (
  viewer: Viewer,
  row: Pick<SavedViewRow, 'owner_id' | 'shared_role_id' | 'list_key'>,
) => {
  const list = viewListOf(row.list_key)
  if (!list || !viewer.may(list.needs)) return false
  return (
    row.owner_id === viewer.userId ||
    (row.shared_role_id !== null && viewer.roleIds.includes(row.shared_role_id))
  )
}

/**
 * The views as this viewer opens them: each judged by judgeView, with the records its filters name
 * looked up once per kind for all of them together.
 */
export async function viewsAsSeenBy(
  db: Db,
  viewer: Viewer,
  rows: readonly SavedViewRow[],
  defaults: ReadonlyMap<string, string>,
): Promise<SavedView[]> {
  const judged = rows.flatMap((row) => {
    const list = viewListOf(row.list_key)
    return list ? [{ row, list, state: row.state as ViewState }] : []
  })
  const named = recordsNamed(judged.filter(({ list }) => viewer.may(list.needs)))
  const existing = new Map<ViewRecordKind, Set<string>>()
  for (const [kind, ids] of named) existing.set(kind, await existingRecords(db, kind, ids))
  const facts: ViewerFacts = {
    may: viewer.may,
    exists: (kind, value) => existing.get(kind)?.has(value.toLowerCase()) ?? false,
  }
  return judged.map(({ row, list, state }) => {
    const seen = judgeView(state, list, facts)
    return {
      _id: row.id,
      list: row.list_key,
      name: row.name,
      state: seen.state,
      sharedRole:
        row.shared_role_id && row.shared_role_name !== null
          ? { _id: row.shared_role_id, name: row.shared_role_name }
          : null,
      ownerName: `${row.owner_first_name} ${row.owner_last_name}`.trim(),
      mine: row.owner_id === viewer.userId,
      mayManage: mayManage(viewer, row),
      isDefault: defaults.get(row.list_key) === row.id,
      dropped: seen.dropped,
      version: row.version,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    }
  })
}
