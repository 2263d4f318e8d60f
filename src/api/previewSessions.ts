import { normalizePermissions } from '../domain/permissions'
import {
  clearPreview,
  type PreviewRecord,
  previewState,
  setPreview,
  updatePreviewGrant,
} from '../stores/preview'
import { sessionState } from '../stores/session'
import { dataOrThrow } from './apiError'
import { api } from './client'
import { queryClient } from './queryClient'
import type { components } from './schema'

export type StartPreviewForm = components['schemas']['StartPreviewSessionRequest']

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/**
 * Opens a read-only preview in this tab: the server's preview session, whose token every call then
 * goes with, and whose permissions the permission store holds (signedInStaff.ts), so the sidebar, the
 * palette, the shortcuts and every screen's buttons follow with no code of their own. What the cache
 * holds was read with the staff member's own permissions: it goes, so the preview shows only its answers.
 */
export async function startPreview(body: StartPreviewForm, returnTo: string): Promise<PreviewRecord> {
  const started = dataOrThrow(await api.POST('/admin/preview-sessions', { body }))
  const record: PreviewRecord = {
    id: started._id,
    token: started.jwtAccessToken,
    kind: started.kind,
    label: started.label,
    expiresAt: started.expiresAt,
    fullAccess: started.fullAccess,
    permissions: normalizePermissions(started.permissions),
    returnTo,
  }
  queryClient.clear()
  setPreview(record)
  return record
}

/** What the preview shows now (its set within its viewer's current permissions). */
export async function refreshPreview(): Promise<void> {
  const current = dataOrThrow(await api.GET('/admin/preview-sessions/current'))
  updatePreviewGrant({
    fullAccess: current.fullAccess,
    permissions: normalizePermissions(current.permissions),
    expiresAt: current.expiresAt,
  })
}

/**
 * Leaves the preview: this tab goes back to the staff member's own token at once, and the server ends
 * the preview session (with that token: a preview's own writes nothing). Answers where to return.
 */
export async function endPreview(): Promise<string | null> {
  const preview = previewState.preview
  if (!preview) return null
  clearPreview()
  queryClient.clear()
  const own = sessionState.token?.jwtAccessToken
  if (own) {
    try {
      await api.DELETE('/admin/preview-sessions/{id}', {
        params: { path: { id: preview.id } },
        headers: bearer(own),
      })
    } catch {
      // It ends by itself within 15 minutes, and with the session; this tab has left it already.
    }
  }
  return preview.returnTo
}
