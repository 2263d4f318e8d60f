import { proxy, ref } from 'valtio'

/**
 * The change history on screen (a record's history panel), so the palette's "Revert this change" asks
 * to revert its newest change that can be reverted; null when no such panel shows or nothing in it can
 * be reverted by the staff member.
 */
export const historyOnScreen = proxy<{ revertNewest: (() => void) | null }>({ revertNewest: null })

/** Set by the panel while it shows; answers what clears it again. */
export function showHistoryOnScreen(revertNewest: (() => void) | null): () => void {
  const held = revertNewest ? ref(revertNewest) : null
  historyOnScreen.revertNewest = held
  return () => {
    if (historyOnScreen.revertNewest === held) historyOnScreen.revertNewest = null
  }
}
