import { proxy } from 'valtio'
import type { Faq } from '../../api/faq'

/**
 * The FAQ open on screen (its detail or its editor), so the palette offers its actions first: change
 * its status, edit it, and on the form switch the content language.
 */
export const openFaqState = proxy<{
  faq: Faq | null
  /** Set while the form is open: switches its content language (asking first, as the form does). */
  switchLanguage: (() => void) | null
}>({ faq: null, switchLanguage: null })

export function showOpenFaq(faq: Faq | null, switchLanguage: (() => void) | null = null): () => void {
  openFaqState.faq = faq
  openFaqState.switchLanguage = switchLanguage
  return () => {
    if (openFaqState.faq === faq) {
      openFaqState.faq = null
      openFaqState.switchLanguage = null
    }
  }
}
