import { type RefObject, useEffect, useState } from 'react'

/**
 * Whether the element's content is wider than the element, so it scrolls sideways (a table on a phone),
 * following resizes. Such a box must be reachable from the keyboard; one that fits needs no tab stop.
 */
export function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    if (element.firstElementChild) observer.observe(element.firstElementChild)
    return () => observer.disconnect()
  }, [ref])
  return scrolls
}
