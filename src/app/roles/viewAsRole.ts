// View as this role (V R): the role editor offers it while it is on screen; the palette and the key
// run it through here. The editor's unsaved values are kept in this tab's sessionStorage across the
// preview, under the editor's own path, and given back when the editor opens again outside a preview.
import { readJson, writeItem } from '../../stores/browserStorage'
import { previewState } from '../../stores/preview'

const DRAFT_KEY = 'roleEditorDraft'

let offered: (() => void) | null = null

/** The open editor's action, until the returned function is called. */
export function offerViewAsRole(run: () => void): () => void {
  offered = run
  return () => {
    if (offered === run) offered = null
  }
}

/** True when an editor offers it and this tab is not in a preview already (a preview opens no other). */
export const viewAsRoleOffered = (): boolean => offered !== null && previewState.preview === null

export function viewAsRole(): void {
  if (viewAsRoleOffered()) offered?.()
}

export function keepDraft<V>(path: string, values: V): void {
  writeItem('session', DRAFT_KEY, JSON.stringify({ path, values }))
}

/** The values kept for the editor at `path`, once: they are forgotten as they are given back. */
export function takeDraft<V>(path: string): V | null {
  const draft = readJson<{ path?: unknown; values?: V }>('session', DRAFT_KEY)
  if (!draft || draft.path !== path || draft.values === undefined) return null
  writeItem('session', DRAFT_KEY, null)
  return draft.values
}

export const dropDraft = (): void => writeItem('session', DRAFT_KEY, null)
