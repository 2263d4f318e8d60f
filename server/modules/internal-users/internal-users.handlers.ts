import type { FastifyRequest } from 'fastify'
import type { components } from '../../../src/api/schema'
import { AppError } from '../../lib/errors'
import { rolesOfUser } from '../roles/roles.queries'
import { findInternalUser } from './internal-users.queries'

type InternalUser = components['schemas']['InternalUser']

async function getInternalUser(request: FastifyRequest): Promise<InternalUser> {
  const { id } = request.params as { id: string }
  const { db } = request.server
  const user = await findInternalUser(db, id)
  if (!user) throw new AppError(404, 'errors.user_not_found')
  const roles = await rolesOfUser(db, id)
  return {
    _id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    jobType: user.job_title,
    phoneCode: user.phone_code,
    phoneNumber: user.phone_number,
    citizenship: user.citizenship,
    gender: user.gender,
    dateOfBirth: user.date_of_birth,
    status: user.status,
    avatarUrl: null,
    googleAuth: user.totp_enabled,
    fullAccess: roles.some((role) => role.full_access),
    roles: roles.map((role) => ({ _id: role.id, name: role.name })),
    lastSignInAt: user.last_sign_in_at?.toISOString() ?? null,
    createdAt: user.created_at.toISOString(),
    updatedAt: user.updated_at.toISOString(),
  }
}

export const internalUsersHandlers = { getInternalUser }
