import { normalizePermissions } from '../domain/permissions'
import {
  markPermissionsFailed,
  permissionsState,
  resetPermissions,
  setPermissions,
} from '../stores/permissions'
import { previewState } from '../stores/preview'
import { saveToken, sessionState } from '../stores/session'
import { getInternalUser } from './internalUsers'
import { refreshPreview } from './previewSessions'

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
  // A preview opened or left in this tab loads again: the store then holds another grant.
  const key = `${id}:${previewState.preview?.id ?? ''}`
  if (inFlight?.id === key) return inFlight.promise
  if (permissionsState.status !== 'known' || loadedFor !== id) resetPermissions()
  const promise = (previewState.preview ? loadPreviewGrant() : getInternalUser(id).then(keepOwnGrant(id)))
    .catch(() => {
      if (sessionState.token?._id === id) markPermissionsFailed()
    })
    .finally(() => {
      if (inFlight?.promise === promise) inFlight = null
    })
  inFlight = { id: key, promise }
  return promise
}

/**
 * In a preview, the store holds what the preview shows: what it held when it opened at once, then
 * what the server says it holds now (its set within its viewer's current permissions).
 */
async function loadPreviewGrant(): Promise<void> {
  const shown = previewState.preview
  if (!shown) return
  setPermissions({ fullAccess: shown.fullAccess, permissions: shown.permissions })
  loadedFor = null
  await refreshPreview()
  const now = previewState.preview
  if (now) setPermissions({ fullAccess: now.fullAccess, permissions: now.permissions })
}

const keepOwnGrant =
  (id: string) =>
  (user: Awaited<ReturnType<typeof getInternalUser>>): void => {
    const current = sessionState.token
    if (!current || current._id !== id || previewState.preview) return
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
  }

let loadedFor: string | null = null

/** Forgets the loaded staff member (sign-out), so the next session starts from nothing. */
export function forgetSignedInStaff(): void {
  loadedFor = null
  inFlight = null
  resetPermissions()
}
