import type { FastifyReply, FastifyRequest } from 'fastify'
import type { components } from '../../../src/api/schema'
import {
  accessibleFeatureCount,
  FEATURE_IDS,
  FEATURES,
  fullPermissionMap,
  hasAnyPermission,
  normalizePermissions,
  PERMISSION_ACTIONS,
  type PermissionMap,
  reachOf,
  withImpliedAccess,
} from '../../../src/domain/permissions'
import { validateRole } from '../../../src/domain/validators'
import type { Db } from '../../db/database'
import { inTransaction } from '../../db/inTransaction'
import { defineHandlers, type OperationRequest } from '../../http/defineHandlers'
import { type StaffEditor, staffEditorOf } from '../../http/staffEditor'
import { bulkWrite } from '../../lib/bulkWrite'
import { AppError } from '../../lib/errors'
import { assertNoFieldErrors } from '../../lib/fieldErrors'
import { pageOf } from '../../lib/paging'
import { isUniqueViolation } from '../../lib/pgErrors'
import { searchOf } from '../../lib/search'
import { keepDeleted } from '../changes/deletedRecords'
import { assertFullAccessRemains, lockFullAccessChanges } from './fullAccessGuard'
import {
  deleteRole as deleteRoleRow,
  findRole,
  holdersOfRole,
  insertRole,
  listRoles as listRoleRows,
  moveRoleUsers,
  type RoleRow,
  type RoleStatus,
  roleNameTaken,
  roleOptions,
  updateRole as updateRoleRow,
} from './roles.queries'
import { roleUndo } from './roleUndo'
import { staffReachOf } from './staffReach'

type Schemas = components['schemas']
type Role = Schemas['Role']

export function toRole(row: RoleRow, manageable: boolean): Role {
  const permissions = row.full_access ? fullPermissionMap() : (row.permissions ?? {})
  return {
    _id: row.id,
    name: row.name,
    status: row.status,
    fullAccess: row.full_access,
    permissions: permissions as Role['permissions'],
    numberOfUsers: row.users,
    numberOfFeatures: accessibleFeatureCount(row.full_access, permissions),
    manageable,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }
}

async function roleOr404(db: Db, id: string): Promise<RoleRow> {
  const role = await findRole(db, id)
  if (!role) throw new AppError(404, 'staffAccess.errors.role_not_found')
  return role
}

/** The permissions as stored: every level with full access, otherwise the given ones with access implied. */
function storedPermissions(fullAccess: boolean, permissions: PermissionMap): PermissionMap {
  return fullAccess ? fullPermissionMap() : withImpliedAccess(normalizePermissions(permissions))
}

async function listPermissions(): Promise<Schemas['PermissionCatalogue']> {
  return {
    data: FEATURE_IDS.map((feature) => ({ feature, actions: [...FEATURES[feature]] })),
    actions: [...PERMISSION_ACTIONS],
  }
}

async function listRoles(request: OperationRequest<'listRoles'>): Promise<Schemas['RolePage']> {
  const { query } = request
  const page = pageOf(query)
  const { rows, total } = await listRoleRows(
    request.server.db,
    { search: searchOf(query.search), status: query.status },
    page,
    { sort: query.sort, order: query.order },
  )
  const manageable = await staffReachOf(request).manageableRoles(rows.map((row) => row.id))
  return {
    data: rows.map((row) => toRole(row, manageable.has(row.id))),
    total,
    page: page.page,
    limit: page.limit,
  }
}

/** Role names for pickers, each saying whether the caller may give it to staff. */
async function roleOptionList(
  request: FastifyRequest,
  status?: RoleStatus,
): Promise<Schemas['RoleOptionList']> {
  const rows = await roleOptions(request.server.db, status)
  const assignable = await staffReachOf(request).manageableRoles(rows.map((row) => row.id))
  return {
    data: rows.map((row) => ({
      _id: row.id,
      name: row.name,
      status: row.status,
      assignable: assignable.has(row.id),
    })),
  }
}

const listActiveRoles = (request: OperationRequest<'listActiveRoles'>) => roleOptionList(request, 'active')
const listAllRoles = (request: OperationRequest<'listAllRoles'>) => roleOptionList(request)

/** A role as the caller sees it, saying whether they may edit or delete it. */
async function roleView(request: FastifyRequest, id: string): Promise<Role> {
  const row = await roleOr404(request.server.db, id)
  const manageable = await staffReachOf(request).manageableRoles([id])
  return toRole(row, manageable.has(id))
}

async function getRole(request: OperationRequest<'getRole'>): Promise<Role> {
  const { id } = request.params
  return roleView(request, id)
}

async function createRole(request: OperationRequest<'createRole'>, reply: FastifyReply): Promise<Role> {
  const { body } = request
  const { db } = request.server
  const name = body.name.trim()
  const fullAccess = body.fullAccess ?? false
  const permissions = storedPermissions(fullAccess, body.permissions ?? {})
  assertNoFieldErrors(
    request.lang,
    validateRole({ name, fullAccess, hasPermissions: hasAnyPermission(permissions) }),
  )
  await staffReachOf(request).assertGrantable(db, reachOf([{ fullAccess, permissions }]))
  if (await roleNameTaken(db, name)) throw new AppError(400, 'staffAccess.errors.role_name_taken', { name })
  let id: string
  try {
    id = await insertRole(db, { name, status: body.status ?? 'active', fullAccess, permissions })
  } catch (error) {
    // Two creations racing with one name: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError(400, 'staffAccess.errors.role_name_taken', { name })
    throw error
  }
  reply.code(201)
  return roleView(request, id)
}

async function updateRole(request: OperationRequest<'updateRole'>): Promise<Role> {
  const { id } = request.params
  const { body } = request
  const { db } = request.server
  const name = body.name?.trim()
  const reach = staffReachOf(request)
  try {
    await db.transaction().execute(async (trx) => {
      await lockFullAccessChanges(trx)
      const current = await roleOr404(trx, id)
      await reach.assertRoles(trx, [id])
      const fullAccess = body.fullAccess ?? current.full_access
      // Turning full access off without a new matrix keeps the levels the role had before it.
      const permissions = storedPermissions(
        fullAccess,
        body.permissions ?? (current.full_access ? {} : (current.permissions ?? {})),
      )
      assertNoFieldErrors(
        request.lang,
        validateRole({ name, fullAccess, hasPermissions: hasAnyPermission(permissions) }, { partial: true }),
      )
      await reach.assertGrantable(trx, reachOf([{ fullAccess, permissions }]))
      if (name !== undefined && (await roleNameTaken(trx, name, id)))
        throw new AppError(400, 'staffAccess.errors.role_name_taken', { name })
      await updateRoleRow(trx, id, {
        name: name ?? current.name,
        status: body.status ?? current.status,
        fullAccess,
        permissions,
      })
      await assertFullAccessRemains(trx)
    })
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(400, 'staffAccess.errors.role_name_taken', { name: name ?? '' })
    throw error
  }
  return roleView(request, id)
}

/**
 * Deletes one role in one transaction (the caller's, in a bulk action), moving its holders to
 * `moveUsersTo` when it has any, and keeps it to be restored; answers the kept record's id.
 */
function removeRole(request: FastifyRequest, db: Db, actor: StaffEditor, id: string, moveUsersTo?: string) {
  if (moveUsersTo === id) throw new AppError(400, 'staffAccess.errors.move_to_same_role')
  const reach = staffReachOf(request)
  return inTransaction(db, async (trx) => {
    await lockFullAccessChanges(trx)
    const role = await roleOr404(trx, id)
    await reach.assertRoles(trx, [id])
    if (role.users > 0) {
      if (!moveUsersTo) throw new AppError(400, 'staffAccess.errors.role_in_use', { count: role.users })
      if (!(await findRole(trx, moveUsersTo)))
        throw new AppError(400, 'staffAccess.errors.move_target_missing')
      // Moving the holders edits their accounts and gives them the other role.
      await reach.assertAccounts(trx, await holdersOfRole(trx, id))
      await reach.assertRoles(trx, [moveUsersTo])
      await moveRoleUsers(trx, id, moveUsersTo)
    }
    const kept = await keepDeleted(trx, roleUndo, id, actor)
    await deleteRoleRow(trx, id)
    await assertFullAccessRemains(trx)
    return kept
  })
}

async function deleteRole(request: OperationRequest<'deleteRole'>): Promise<Schemas['DeleteResult']> {
  const { id } = request.params
  const actor = await staffEditorOf(request)
  const deletedRecordId = await removeRole(request, request.server.db, actor, id, request.query.moveUsersTo)
  return { _id: id, ...(deletedRecordId ? { deletedRecordId } : {}) }
}

async function deleteRoles(request: OperationRequest<'deleteRoles'>) {
  const actor = await staffEditorOf(request)
  return bulkWrite(request.server.db, request.body.ids, (trx, id) => removeRole(request, trx, actor, id))
}

export const rolesHandlers = defineHandlers({
  listPermissions,
  listRoles,
  listActiveRoles,
  listAllRoles,
  getRole,
  createRole,
  updateRole,
  deleteRole,
  deleteRoles,
})
