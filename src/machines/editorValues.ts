// How an editor compares what the form holds with what was loaded: the edit machine's dirty check,
// and forms deciding which fields to send.

/** Structural equality of form values; a key holding `undefined` counts as absent. */
export function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameValues(item, b[index]))
    )
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  const present = (value: object) =>
    Object.entries(value).filter(([, item]) => item !== undefined) as [string, unknown][]
  const left = present(a)
  const right = new Map(present(b))
  return (
    left.length === right.size &&
    left.every(([key, item]) => right.has(key) && sameValues(item, right.get(key)))
  )
}

/** Whether the form holds changes not saved yet. */
export const isDirty = (context: { values: unknown; initial: unknown }): boolean =>
  context.values !== null && !sameValues(context.values, context.initial)
