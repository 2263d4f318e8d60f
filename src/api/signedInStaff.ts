import { normalizePermissions } from '../domain/permissions'
import {
  markPermissionsFailed,
  permissionsState,
  resetPermissions,
  setPermissions,
} from '../stores/permissions'
import { saveToken, sessionState } from '../stores/session'
import { getInternalUser } from './internalUsers'

let inFlight: { id: string; promise: Promise<void> } | null = null

/**
 * Loads the signed-in staff member (spec section 7: on token presence the app loads the profile):
 * refreshes the name and avatar of the token record, and fills the permission store with fullAccess
 * and the effective permission map that GET /admin/users/{id} answers for one's own record. Run when
 * the dashboard opens; a call while one for the same staff member is under way shares it.
 */
export function loadSignedInStaff(): Promise<void> {
  const id = sessionState.token?._id ?? null
  if (!id) {
    markPermissionsFailed()
    return Promise.resolve()
  }
  if (inFlight?.id === id) return inFlight.promise
  if (permissionsState.status !== 'known' || loadedFor !== id) resetPermissions()
  const promise = getInternalUser(id)
    .then((user) => {
      const current = sessionState.token
      if (!current || current._id !== id) return
      saveToken({
        ...current,
        firstName: user.firstName,
        lastName: user.lastName,
        avatarUrl: user.avatarUrl ?? '',
      })
      setPermissions({
        fullAccess: user.fullAccess ?? false,
        permissions: normalizePermissions(user.permissions ?? {}),
      })
      loadedFor = id
    })
    .catch(() => {
      if (sessionState.token?._id === id) markPermissionsFailed()
    })
    .finally(() => {
      if (inFlight?.promise === promise) inFlight = null
    })
  inFlight = { id, promise }
  return promise
}

let loadedFor: string | null = null

/** Forgets the loaded staff member (sign-out), so the next session starts from nothing. */
export function forgetSignedInStaff(): void {
  loadedFor = null
  inFlight = null
  resetPermissions()
}
