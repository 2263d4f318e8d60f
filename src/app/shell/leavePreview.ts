import { endPreview } from '../../api/previewSessions'
import { leaveKeepingWork } from '../../stores/leaveGuard'
import { closePalette, closeShortcuts } from './shellState'

/**
 * Leaves this tab's preview (view as a role): the server ends it, this tab's calls go back to the
 * staff member's own token and permissions, and the screen it was opened from comes back (the role
 * editor, with its unsaved edits: see RoleEditorPage's draft).
 */
export async function leavePreview(navigate: (to: string) => void): Promise<void> {
  closePalette()
  closeShortcuts()
  const returnTo = await endPreview()
  if (returnTo) leaveKeepingWork(() => navigate(returnTo))
}
