type QueryValue = string | number | boolean | null | undefined

const isEmpty = (value: unknown): value is null | undefined | '' =>
  value === undefined || value === null || value === ''

// encodeURIComponent escapes % # + & (and every other reserved character), so a value such as
// 'A&B #1+50%' reaches the server unchanged.
const pair = (key: string, value: QueryValue): string =>
  `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`

/** Query strings of spec section 7: empty values skipped, arrays repeat the key. */
export function serializeQuery(query: Record<string, unknown>): string {
  const parts: string[] = []
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      for (const item of value) if (!isEmpty(item)) parts.push(pair(key, item as QueryValue))
    } else if (!isEmpty(value)) {
      parts.push(pair(key, value as QueryValue))
    }
  }
  return parts.join('&')
}
