import { useEffect } from 'react'

/**
 * Keeps the input's and the list's aria-activedescendant on the option cmdk shows as selected. cmdk
 * keeps the id its selected option had when it was selected: when that option is rendered anew (its
 * group re-rendered as a search answer arrives) it gets a new id, and with a controlled selection cmdk
 * does not follow it at all; the attribute would name an option that is gone, or another one.
 * It takes the palette element itself, not a ref: the dialog's portal may attach the palette after this
 * effect first runs, and a ref read then would be empty and leave the palette unwatched.
 */
export function useActiveOptionKept(element: HTMLElement | null): void {
  useEffect(() => {
    if (!element) return
    const keep = () => {
      const selected = element.querySelector('[cmdk-item][aria-selected="true"]')?.id
      for (const holder of element.querySelectorAll('[cmdk-input], [cmdk-list]')) {
        if (holder.getAttribute('aria-activedescendant') === (selected ?? null)) continue
        if (selected) holder.setAttribute('aria-activedescendant', selected)
        else holder.removeAttribute('aria-activedescendant')
      }
    }
    keep()
    const observer = new MutationObserver(keep)
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-activedescendant', 'aria-selected'],
    })
    return () => observer.disconnect()
  }, [element])
}
