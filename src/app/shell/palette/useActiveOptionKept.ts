import { type RefObject, useEffect } from 'react'

/**
 * cmdk keeps the id its selected option had when it was selected, for the input's and the list's
 * aria-activedescendant; when that option is rendered anew (its group re-rendered as a search answer
 * arrives) it gets a new id, and the attribute names nothing a screen reader can find. This points the
 * attribute at the option cmdk shows as selected, whatever its id is now.
 */
export function useActiveOptionKept(root: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const element = root.current
    if (!element) return
    const keep = () => {
      const holders = element.querySelectorAll('[cmdk-input], [cmdk-list]')
      const active = holders[0]?.getAttribute('aria-activedescendant')
      if (!active || document.getElementById(active)) return
      const selected = element.querySelector('[cmdk-item][aria-selected="true"]')?.id
      for (const holder of holders)
        if (selected) holder.setAttribute('aria-activedescendant', selected)
        else holder.removeAttribute('aria-activedescendant')
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
