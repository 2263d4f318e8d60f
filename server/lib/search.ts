const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`)

/**
 * A LIKE pattern matching values that start with the search term, case-insensitively when the
 * column is compared as lower(...): prefix patterns can use text_pattern_ops indexes, substrings cannot.
 */
export const prefixPattern = (term: string): string => `${escapeLike(term.trim().toLowerCase())}%`

/** The same pattern keeping the term's case, for columns compared as they are (Thai has no case). */
export const prefixPatternAsTyped = (term: string): string => `${escapeLike(term.trim())}%`
/**
 * A LIKE pattern matching values that contain the search term anywhere, compared as lower(...): for
 * short texts in small tables (article titles), where Thai has no spaces to start a word at.
 */
export const containsPattern = (term: string): string => `%${escapeLike(term.trim().toLowerCase())}%`

/** The search term worth using: trimmed, and null when blank. */
export function searchOf(value: string | undefined): string | null {
  const term = value?.trim()
  return term ? term : null
}
