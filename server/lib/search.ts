const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`)

/**
 * A LIKE pattern matching values that start with the search term, case-insensitively when the
 * column is compared as lower(...): prefix patterns can use text_pattern_ops indexes, substrings cannot.
 */
export const prefixPattern = (term: string): string => `${escapeLike(term.trim().toLowerCase())}%`

/** The same pattern keeping the term's case, for columns compared as they are (Thai has no case). */
export const prefixPatternAsTyped = (term: string): string => `${escapeLike(term.trim())}%`

/** The search term worth using: trimmed, and null when blank. */
export function searchOf(value: string | undefined): string | null {
  const term = value?.trim()
  return term ? term : null
}
