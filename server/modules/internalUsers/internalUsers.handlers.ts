import type { FastifyReply, FastifyRequest } from 'fastify'
import type { components } from '../../../src/api/schema'
import { DEFAULT_PHONE_CODE } from '../../../src/domain/constants'
import { effectivePermissions } from '../../../src/domain/permissions'
import { validateInternalUser, validateStaffPassword } from '../../../src/domain/validators'
import type { Db } from '../../db/database'
import { authOf } from '../../http/authOf'
import { defineHandlers, type OperationRequest } from '../../http/defineHandlers'
import { bulkWrite } from '../../lib/bulkWrite'
import { AppError } from '../../lib/errors'
import { assertNoFieldErrors, fieldError } from '../../lib/fieldErrors'
import { t } from '../../lib/i18n'
import { pageOf } from '../../lib/paging'
import { hashPassword, verifyPassword } from '../../lib/passwords'
import { isUniqueViolation } from '../../lib/pgErrors'
import { searchOf } from '../../lib/search'
import { setPassword } from '../auth/auth.queries'
import { assertFullAccessRemains, lockFullAccessChanges } from '../roles/fullAccessGuard'
import { grantsOfUser, rolesOfUser, rolesOfUsers, unknownRoleIds } from '../roles/roles.queries'
import { staffReachOf } from '../roles/staffReach'
import { verifyStoredUpload } from '../uploads/storedUploads'
import {
  emailTaken,
  insertInternalUser,
  listInternalUsers as listUserRows,
  passwordHashOf,
  revokeSessionsExcept,
  type StaffDetails,
  setUserRoles,
  updateInternalUser as updateUserRow,
} from './internalUsers.queries'
import { type InternalUser, toInternalUser } from './internalUserView'
import { removeStaff, userOr404, writeStaffStatus } from './staffAccountWrites'

type Schemas = components['schemas']

/** One staff member with their roles and what those grant together. */
export async function internalUserView(request: FastifyRequest, id: string): Promise<InternalUser> {
  const { db, storage } = request.server
  const user = await userOr404(db, id)
  const [roles, grants, manageable] = await Promise.all([
    rolesOfUser(db, id),
    grantsOfUser(db, id),
    staffReachOf(request).manageableAccounts([id]),
  ])
  return toInternalUser(storage, user, roles, {
    permissions: effectivePermissions(grants),
    manageable: manageable.has(id),
  })
}

function assertPast(request: FastifyRequest, dateOfBirth: string | null | undefined): void {
  if (dateOfBirth && dateOfBirth > new Date().toISOString().slice(0, 10))
    throw fieldError(request.lang, 'dateOfBirth', 'date_of_birth_in_future')
}

const sameMembers = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item))

async function assertRolesExist(db: Db, roleIds: readonly string[]): Promise<void> {
  const unknown = await unknownRoleIds(db, roleIds)
  if (unknown.length > 0)
    throw new AppError(400, 'staffAccess.errors.roles_unknown', { ids: unknown.join(', ') })
}

async function assertEmailFree(request: FastifyRequest, db: Db, email: string, exceptId?: string) {
  if (await emailTaken(db, email, exceptId))
    throw fieldError(request.lang, 'email', 'this_email_is_already_in_use')
}

/** The details shared by creation, update and the profile, in their column names. */
function detailsOf(body: Partial<Schemas['UpdateInternalUserRequest']>): StaffDetails {
  const details: StaffDetails = {}
  if (body.firstName !== undefined) details.first_name = body.firstName.trim()
  if (body.lastName !== undefined) details.last_name = body.lastName.trim()
  if (body.jobTitle !== undefined) details.job_title = body.jobTitle.trim()
  if (body.email !== undefined) details.email = body.email.trim().toLowerCase()
  if (body.phoneCode !== undefined) details.phone_code = body.phoneCode
  if (body.phoneNumber !== undefined) details.phone_number = body.phoneNumber
  if (body.citizenship !== undefined) details.citizenship = body.citizenship
  if (body.gender !== undefined) details.gender = body.gender
  if (body.dateOfBirth !== undefined) details.date_of_birth = body.dateOfBirth
  if (body.status !== undefined) details.status = body.status
  return details
}

async function getInternalUser(request: OperationRequest<'getInternalUser'>): Promise<InternalUser> {
  const { id } = request.params
  return internalUserView(request, id)
}

async function listInternalUsers(
  request: OperationRequest<'listInternalUsers'>,
): Promise<Schemas['InternalUserPage']> {
  const { query } = request
  const { db, storage } = request.server
  const page = pageOf(query)
  const { rows, total } = await listUserRows(
    db,
    { search: searchOf(query.search), status: query.status, roleId: query.role },
    page,
    { sort: query.sort, order: query.order },
  )
  const ids = rows.map((row) => row.id)
  const [roles, manageable] = await Promise.all([
    rolesOfUsers(db, ids),
    staffReachOf(request).manageableAccounts(ids),
  ])
  const data = await Promise.all(
    rows.map((row) =>
      toInternalUser(storage, row, roles.get(row.id) ?? [], { manageable: manageable.has(row.id) }),
    ),
  )
  return { data, total, page: page.page, limit: page.limit }
}

async function createInternalUser(request: OperationRequest<'createInternalUser'>, reply: FastifyReply) {
  const { body } = request
  const { db, storage } = request.server
  const roleIds = [...new Set(body.roles)]
  assertNoFieldErrors(request.lang, validateInternalUser({ ...body, roles: roleIds }))
  assertPast(request, body.dateOfBirth)
  const details = detailsOf(body)
  const email = details.email as string
  await assertRolesExist(db, roleIds)
  const reach = staffReachOf(request)
  await reach.assertRoles(db, roleIds)
  await assertEmailFree(request, db, email)
  await verifyStoredUpload(storage, body.avatar, 'avatar')
  const passwordHash = await hashPassword(body.password)

  let id: string
  try {
    id = await db.transaction().execute(async (trx) => {
      // Checked again where it is written, so a role raised meanwhile is not handed out.
      await reach.assertRoles(trx, roleIds)
      const userId = await insertInternalUser(trx, {
        ...details,
        first_name: details.first_name as string,
        last_name: details.last_name as string,
        job_title: details.job_title as string,
        email,
        phone_code: body.phoneCode ?? DEFAULT_PHONE_CODE,
        phone_number: body.phoneNumber,
        avatar_key: body.avatar,
        status: body.status ?? 'active',
        password_hash: passwordHash,
      })
      await setUserRoles(trx, userId, roleIds)
      return userId
    })
  } catch (error) {
    // Two creations racing with one e-mail: the unique index decides.
    if (isUniqueViolation(error)) throw fieldError(request.lang, 'email', 'this_email_is_already_in_use')
    throw error
  }
  reply.code(201)
  return internalUserView(request, id)
}

async function updateInternalUser(request: OperationRequest<'updateInternalUser'>): Promise<InternalUser> {
  const { id } = request.params
  const { body } = request
  const { db, storage } = request.server
  const roleIds = body.roles ? [...new Set(body.roles)] : undefined
  assertNoFieldErrors(request.lang, validateInternalUser({ ...body, roles: roleIds }, { partial: true }))
  assertPast(request, body.dateOfBirth)
  const details = detailsOf(body)
  const before = await userOr404(db, id)
  const reach = staffReachOf(request)
  const rolesBefore = roleIds ? (await rolesOfUser(db, id)).map((role) => role.id) : []
  reach.assertNotOwnAccess(id, {
    rolesChanged: roleIds !== undefined && !sameMembers(roleIds, rolesBefore),
    statusChanged: details.status !== undefined && details.status !== before.status,
  })
  await reach.assertAccount(db, id)
  if (roleIds) await assertRolesExist(db, roleIds)
  if (details.email !== undefined) await assertEmailFree(request, db, details.email, id)
  if (body.avatar !== undefined && body.avatar !== before.avatar_key) {
    await verifyStoredUpload(storage, body.avatar, 'avatar')
    details.avatar_key = body.avatar
  }

  try {
    await db.transaction().execute(async (trx) => {
      const demoting = roleIds !== undefined || (details.status !== undefined && details.status !== 'active')
      if (demoting) await lockFullAccessChanges(trx)
      await reach.assertAccount(trx, id)
      if (roleIds) await reach.assertRoles(trx, roleIds)
      await updateUserRow(trx, id, details)
      if (roleIds) await setUserRoles(trx, id, roleIds)
      // Sessions end with the account, so turning it back on later does not revive them.
      if (details.status !== undefined && details.status !== 'active')
        await revokeSessionsExcept(trx, id, null)
      if (demoting) await assertFullAccessRemains(trx)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError(request.lang, 'email', 'this_email_is_already_in_use')
    throw error
  }
  if (details.avatar_key && before.avatar_key) removeLater(request, before.avatar_key)
  return internalUserView(request, id)
}

/** An avatar that no record uses any more; a failure only leaves a stray file behind. */
function removeLater(request: FastifyRequest, key: string): void {
  const { storage, background } = request.server
  background.run('remove replaced upload', () => storage.remove(key))
}

async function deleteInternalUser(
  request: OperationRequest<'deleteInternalUser'>,
): Promise<Schemas['DeleteResult']> {
  const avatar = await removeStaff(request, request.server.db, request.params.id)
  if (avatar) removeLater(request, avatar)
  return { _id: request.params.id }
}

async function deleteInternalUsers(request: OperationRequest<'deleteInternalUsers'>) {
  const avatars: string[] = []
  const answer = await bulkWrite(request.server.db, request.body.ids, async (trx, id) => {
    const avatar = await removeStaff(request, trx, id)
    if (avatar) avatars.push(avatar)
  })
  for (const avatar of avatars) removeLater(request, avatar)
  return answer
}

const staffStatusesSetter =
  (status: 'active' | 'inactive') => (request: OperationRequest<'activateInternalUsers'>) =>
    bulkWrite(request.server.db, request.body.ids, (trx, id) => writeStaffStatus(request, trx, id, status))

async function changeInternalUserPassword(
  request: OperationRequest<'changeInternalUserPassword'>,
): Promise<Schemas['MessageResponse']> {
  const { id } = request.params
  const { body } = request
  const auth = authOf(request)
  const { db } = request.server
  const rule = body.password ? validateStaffPassword(body.password) : 'password_cannot_be_empty'
  if (rule) throw fieldError(request.lang, 'password', rule)
  const currentHash = await passwordHashOf(db, id)
  if (currentHash === undefined) throw new AppError(404, 'errors.user_not_found')
  await staffReachOf(request).assertAccount(db, id)

  const self = id === auth.userId
  // A stolen session alone must not be enough to take the account over.
  if (self) {
    if (!body.currentPassword) throw fieldError(request.lang, 'currentPassword', 'required_fields')
    if (!(await verifyPassword(currentHash, body.currentPassword)))
      throw new AppError(400, 'staffAccess.errors.current_password_wrong')
  }
  const passwordHash = await hashPassword(body.password)
  await db.transaction().execute(async (trx) => {
    await setPassword(trx, id, passwordHash)
    await revokeSessionsExcept(trx, id, self ? auth.sessionId : null)
  })
  return { message: t(request.lang, 'staffAccess.messages.password_changed') }
}

async function uploadInternalUserAvatar(
  request: OperationRequest<'uploadInternalUserAvatar'>,
): Promise<Schemas['AvatarResponse']> {
  const { id } = request.params
  const { avatar } = request.body
  const { db, storage } = request.server
  const before = await userOr404(db, id)
  await staffReachOf(request).assertAccount(db, id)
  await verifyStoredUpload(storage, avatar, 'avatar')
  await updateUserRow(db, id, { avatar_key: avatar })
  if (before.avatar_key && before.avatar_key !== avatar) removeLater(request, before.avatar_key)
  return { avatarUrl: await storage.downloadUrl(avatar) }
}

export const internalUsersHandlers = defineHandlers({
  getInternalUser,
  listInternalUsers,
  createInternalUser,
  updateInternalUser,
  deleteInternalUser,
  activateInternalUsers: staffStatusesSetter('active'),
  deactivateInternalUsers: staffStatusesSetter('inactive'),
  deleteInternalUsers,
  changeInternalUserPassword,
  uploadInternalUserAvatar,
})
