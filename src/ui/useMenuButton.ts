import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'

/**
 * A WAI-ARIA menu button's behaviour (the language and the theme menus): Enter, Space or the arrows open
 * it on an item, the arrows, Home and End move, Escape closes it back onto the button, Tab and a click
 * outside close it. Written by hand rather than with Headless UI's Menu, whose positioning dependencies
 * cost about 21 kB gzipped and would double the sign-in page's JavaScript. The caller draws the parts
 * and spreads these props on them, giving the list role="menu" and each item role="menuitem".
 */
export function useMenuButton(itemCount: number) {
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const menuId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const items = useRef<(HTMLButtonElement | null)[]>([])

  useEffect(() => {
    if (!open) return
    items.current[active]?.focus()
  }, [open, active])

  useEffect(() => {
    if (!open) return
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [open])

  const openAt = (index: number) => {
    setActive((index + itemCount) % itemCount)
    setOpen(true)
  }
  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) button.current?.focus()
  }

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') openAt(0)
    else if (event.key === 'ArrowUp') openAt(itemCount - 1)
    else return
    event.preventDefault()
  }
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: -1 }
    if (event.key in moves) openAt(moves[event.key])
    else if (event.key === 'Escape') close(true)
    else if (event.key === 'Tab') return close(false)
    else return
    event.preventDefault()
  }

  return {
    open,
    rootRef: root,
    buttonProps: {
      ref: button,
      type: 'button',
      'aria-haspopup': 'menu',
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => (open ? close(false) : openAt(0)),
      onKeyDown: onButtonKeyDown,
    } as const,
    menuProps: { id: menuId, tabIndex: -1, onKeyDown: onMenuKeyDown } as const,
    /** The props of the item at `index`; choosing it runs `choose` and closes the menu onto its button. */
    itemProps: (index: number, choose: () => void) =>
      ({
        ref: (element: HTMLButtonElement | null) => {
          items.current[index] = element
        },
        type: 'button',
        tabIndex: index === active ? 0 : -1,
        onClick: () => {
          choose()
          close(true)
        },
        onPointerEnter: () => setActive(index),
      }) as const,
  }
}
