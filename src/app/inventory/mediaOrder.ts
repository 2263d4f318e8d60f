// A product's media as the screen arranges it before saving: pure moves, so the keyboard buttons, the
// drag and drop and the cover choice all reorder the same way.

export interface DraftMedia {
  key: string
  fileType: 'image' | 'video'
  /** Where it is shown from: the stored file's signed URL, or the chosen file itself. */
  url: string
  /** The chosen file's name, for a file uploaded on this screen. */
  name?: string
}

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveMedia<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to))
  if (from < 0 || from >= items.length || from === target) return [...items]
  const next = [...items]
  const [moved] = next.splice(from, 1)
  next.splice(target, 0, moved)
  return next
}

/** The cover is the first item, and it must be an image (the server refuses a video there too). */
export const coverIsVideo = (items: readonly DraftMedia[]) => items[0]?.fileType === 'video'

export const sameOrder = (a: readonly { key: string }[], b: readonly { key: string }[]) =>
  a.length === b.length && a.every((item, index) => item.key === b[index].key)
