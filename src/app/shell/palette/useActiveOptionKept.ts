import { type RefObject, useEffect } from 'react'

/**
 * Keeps the input's and the list's aria-activedescendant on the option cmdk shows as selected. cmdk
 * keeps the id its selected option had when it was selected: when that option is rendered anew (its
 * group re-rendered as a search answer arrives) it gets a new id, and with a controlled selection cmdk
 * does not follow it at all; the attribute would name an option that is gone, or another one.
 */
export function useActiveOptionKept(root: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const element = root.current
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
  }, [root])
}
