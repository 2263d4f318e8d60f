import { proxy } from 'valtio'
import type { PermissionMap } from '../domain/permissions'
import { readJson, writeItem } from './browserStorage'

/** This tab's preview, kept per tab (sessionStorage): other tabs stay in the staff member's own view. */
export const PREVIEW_STORAGE_KEY = 'previewSession'

/** A read-only view as a role or a staff member (POST /admin/preview-sessions), while it lasts. */
export interface PreviewRecord {
  id: string
  /** The preview's own bearer token: the API client sends it instead of the session's while it lasts. */
  token: string
  kind: 'role' | 'staff'
  /** Whose view it is (the role's name, or the staff member's). */
  label: string
  expiresAt: string
  fullAccess: boolean
  permissions: PermissionMap
  /** The screen it was opened from, which leaving it returns to. */
  returnTo: string
}

function isPreviewRecord(value: unknown): value is PreviewRecord {
  const record = value as PreviewRecord | null
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.token === 'string' &&
    typeof record.id === 'string' &&
    typeof record.expiresAt === 'string' &&
    typeof record.returnTo === 'string'
  )
}

function loadPreview(): PreviewRecord | null {
  const stored = readJson<unknown>('session', PREVIEW_STORAGE_KEY)
  return isPreviewRecord(stored) && Date.parse(stored.expiresAt) > Date.now() ? stored : null
}

export const previewState = proxy({ preview: loadPreview() })

export function setPreview(record: PreviewRecord): void {
  previewState.preview = record
  writeItem('session', PREVIEW_STORAGE_KEY, JSON.stringify(record))
}

/** What the preview shows now, as the server last said (GET /admin/preview-sessions/current). */
export function updatePreviewGrant(
  grant: Pick<PreviewRecord, 'fullAccess' | 'permissions' | 'expiresAt'>,
): void {
  if (previewState.preview) setPreview({ ...previewState.preview, ...grant })
}

export function clearPreview(): void {
  previewState.preview = null
  writeItem('session', PREVIEW_STORAGE_KEY, null)
}

/** The preview's token when this tab is in a preview: the one every call of the app goes with. */
export const previewToken = (): string | null => previewState.preview?.token ?? null
