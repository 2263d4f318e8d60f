import { setFaqStatus } from '../../api/faq'
import { offerUndoChange } from '../../ui/undo'

/** Shows or hides an FAQ, then offers Undo for 10 seconds (Ctrl+Z), from its screen or the palette. */
export async function switchFaqStatus(id: string, active: boolean): Promise<void> {
  await setFaqStatus(id, active)
  await offerUndoChange('faq', id)
}
