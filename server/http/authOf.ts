import type { FastifyRequest } from 'fastify'
import type { AuthContext } from '../appContext'
import { AppError } from '../lib/errors'

/** The caller the guard signed in; only an operation without a token reaches a handler without one. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(401, 'errors.sign_in_required')
  return request.auth
}
