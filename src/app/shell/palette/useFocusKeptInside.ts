import { useEffect } from 'react'

/**
 * Keeps the focus in the palette while it is open. A dialog closed just before (a confirmation still
 * fading out) hands the focus back to where it was when it opened once its fade ends, which can be after
 * Ctrl+K opened the palette: the keys typed next would then go to the screen behind it. Focus that lands
 * outside the palette is brought back to its input.
 */
export function useFocusKeptInside(palette: HTMLElement | null): void {
  useEffect(() => {
    if (!palette) return
    const keep = (event: FocusEvent) => {
      if (!(event.target instanceof Node) || palette.contains(event.target)) return
      palette.querySelector<HTMLInputElement>('[cmdk-input]')?.focus()
    }
    document.addEventListener('focusin', keep)
    return () => document.removeEventListener('focusin', keep)
  }, [palette])
}
