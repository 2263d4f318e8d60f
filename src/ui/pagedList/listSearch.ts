// The convention by which `/` finds the current list's search box: the list marks its input with
// `data-list-search` (spread `listSearchProps` on it). The first visible one wins.
export const LIST_SEARCH_ATTRIBUTE = 'data-list-search'
export const listSearchProps = { [LIST_SEARCH_ATTRIBUTE]: '' } as const

function visible(element: HTMLElement): boolean {
  return element.getClientRects().length > 0 && !element.closest('[inert],[hidden]')
}

export function findListSearch(root: ParentNode = document): HTMLInputElement | null {
  for (const element of root.querySelectorAll<HTMLInputElement>(`[${LIST_SEARCH_ATTRIBUTE}]`))
    if (visible(element) && !element.disabled) return element
  return null
}

/** Focuses and selects the list's search; false when the screen has none. */
export function focusListSearch(root: ParentNode = document): boolean {
  const input = findListSearch(root)
  if (!input) return false
  input.focus()
  input.select?.()
  return true
}
