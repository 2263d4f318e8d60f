// The palette's matcher: every term is looked for in the English and the Thai title and in the
// keywords, whatever the current language. Thai is written without spaces between words, so matching
// is by substring (a term may start anywhere in a word), with better scores for whole titles,
// beginnings and word starts. Tone marks are optional: 'ผูใช' still finds 'ผู้ใช้'.

export interface PreparedEntry {
  titles: readonly string[]
  keywords: readonly string[]
  bareTitles: readonly string[]
  bareKeywords: readonly string[]
  /** Length of the shortest title, to prefer 'Coupons' over 'Coupon redeem history' on a tie. */
  shortest: number
}

export interface PreparedQuery {
  whole: string
  tokens: readonly string[]
  bareWhole: string
  bareTokens: readonly string[]
}

const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/g
const LATIN_MARKS = /[\u0300-\u036f]/g
// Thai maitaikhu, the four tone marks and thanthakhat: often left out when typing a search.
const THAI_OPTIONAL_MARKS = /[\u0e47-\u0e4c]/g
const BOUNDARY = /[\s\-_/&.,:;()'"!?+]/

export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(LATIN_MARKS, '')
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

export const stripOptionalMarks = (normalized: string): string => normalized.replace(THAI_OPTIONAL_MARKS, '')

export function prepareEntry(titles: readonly string[], keywords: readonly string[] = []): PreparedEntry {
  const normalizedTitles = titles.map(normalize).filter(Boolean)
  const normalizedKeywords = keywords.map(normalize).filter(Boolean)
  return {
    titles: normalizedTitles,
    keywords: normalizedKeywords,
    bareTitles: normalizedTitles.map(stripOptionalMarks),
    bareKeywords: normalizedKeywords.map(stripOptionalMarks),
    shortest: Math.min(...normalizedTitles.map((title) => title.length), 1000),
  }
}

/** Null for a blank term: everything is offered then, in its resting order. */
export function prepareQuery(term: string): PreparedQuery | null {
  const whole = normalize(term)
  if (!whole) return null
  const tokens = whole.split(' ')
  return { whole, tokens, bareWhole: stripOptionalMarks(whole), bareTokens: tokens.map(stripOptionalMarks) }
}

function textScore(needle: string, haystack: string): number {
  if (haystack === needle) return 1
  if (haystack.startsWith(needle)) return 0.9
  let at = haystack.indexOf(needle)
  if (at < 0) return 0
  let best = 0.6
  while (at >= 0) {
    if (BOUNDARY.test(haystack[at - 1])) {
      best = 0.8
      break
    }
    at = haystack.indexOf(needle, at + 1)
  }
  return best
}

function fieldsScore(needle: string, titles: readonly string[], keywords: readonly string[]): number {
  let best = 0
  for (const title of titles) best = Math.max(best, textScore(needle, title))
  if (best >= 0.9) return best
  for (const keyword of keywords) best = Math.max(best, textScore(needle, keyword) * 0.75)
  return best
}

function phraseScore(
  whole: string,
  tokens: readonly string[],
  titles: readonly string[],
  keywords: readonly string[],
): number {
  const score = fieldsScore(whole, titles, keywords)
  if (score > 0 || tokens.length < 2) return score
  // Words in any order, each somewhere: 'coupon new', 'history access'.
  let sum = 0
  for (const token of tokens) {
    const tokenScore = fieldsScore(token, titles, keywords)
    if (tokenScore === 0) return 0
    sum += tokenScore
  }
  return (0.6 * sum) / tokens.length
}

/** 0 when the entry does not match; otherwise higher is better, at most about 1. */
export function scoreEntry(query: PreparedQuery | null, entry: PreparedEntry): number {
  if (!query) return 1
  let score = phraseScore(query.whole, query.tokens, entry.titles, entry.keywords)
  if (score === 0)
    score = 0.7 * phraseScore(query.bareWhole, query.bareTokens, entry.bareTitles, entry.bareKeywords)
  if (score === 0) return 0
  return score + 0.01 / (1 + entry.shortest)
}

/**
 * Scores `items` against the term and answers those that match, best first; ties keep their order.
 * `prepared` gives each item's prepared entry (cache it: preparing is the costly part).
 */
export function rank<T>(term: string, items: readonly T[], prepared: (item: T) => PreparedEntry): T[] {
  const query = prepareQuery(term)
  if (!query) return [...items]
  const scored: { item: T; score: number; index: number }[] = []
  items.forEach((item, index) => {
    const score = scoreEntry(query, prepared(item))
    if (score > 0) scored.push({ item, score, index })
  })
  scored.sort((a, b) => b.score - a.score || a.index - b.index)
  return scored.map((entry) => entry.item)
}
