// The limits of rich text (spec sections 5 and 9), measured the same way by the editor and the server.
//
// The specification names two limits: "editor limit 2500 characters" and "article body 200 to 5000
// words". They apply to different fields:
// - an article's body (each language) holds 200 to 5000 words and at most 10 pictures;
// - every other rich-text field (an FAQ's answer, each language) holds at most 2500 characters.
// Both are counted on the visible text of the sanitised HTML, by `richTextMeasure` below: the editor
// measures the HTML it is about to send, the server the HTML it is about to store.
import { EDITOR_MAX_CHARACTERS, type Language } from './constants'

export const ARTICLE_MIN_WORDS = 200
export const ARTICLE_MAX_WORDS = 5000
export const ARTICLE_BODY_MAX_IMAGES = 10

export interface RichTextRule {
  words?: { min: number; max: number }
  maxCharacters?: number
  maxImages: number
}

export const ARTICLE_BODY_RULE: RichTextRule = {
  words: { min: ARTICLE_MIN_WORDS, max: ARTICLE_MAX_WORDS },
  maxImages: ARTICLE_BODY_MAX_IMAGES,
}

export const SHORT_RICH_TEXT_RULE: RichTextRule = {
  maxCharacters: EDITOR_MAX_CHARACTERS,
  maxImages: ARTICLE_BODY_MAX_IMAGES,
}

export interface RichTextMeasure {
  /** The visible text: blocks separated by one space, whitespace collapsed. */
  text: string
  /** Unicode code points of `text` (a Thai vowel mark is one). */
  characters: number
  words: number
  images: number
}

export type RichTextProblem =
  | { code: 'empty' }
  | { code: 'too_few_words'; min: number; words: number }
  | { code: 'too_many_words'; max: number; words: number }
  | { code: 'too_many_characters'; max: number; characters: number }
  | { code: 'too_many_images'; max: number; images: number }

// Elements that end a line of text: a tag of any other kind (bold, a link) sits inside a word.
const BLOCK_TAG = /<\/?(?:p|h[1-6]|ul|ol|li|blockquote|pre|br|hr|img|div)\b[^>]*>/gi
const ANY_TAG = /<[^>]*>/g
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }
const ENTITY = /&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi

function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, decimal?: string, hex?: string, name?: string) => {
    if (decimal) return String.fromCodePoint(Number(decimal))
    if (hex) return String.fromCodePoint(Number.parseInt(hex, 16))
    return ENTITIES[name?.toLowerCase() ?? ''] ?? whole
  })
}

/** Words as the language's own rules split them: Thai is written without spaces between words. */
export function countWords(text: string, language: Language): number {
  let words = 0
  for (const segment of new Intl.Segmenter(language, { granularity: 'word' }).segment(text))
    if (segment.isWordLike) words += 1
  return words
}

/**
 * Measures HTML that our sanitiser produced or would keep (well-formed, from a short list of tags):
 * not a general HTML parser, which neither the editor's output nor stored content needs.
 */
export function richTextMeasure(html: string, language: Language): RichTextMeasure {
  const text = decodeEntities(html.replace(BLOCK_TAG, ' ').replace(ANY_TAG, '')).replace(/\s+/g, ' ').trim()
  return {
    text,
    characters: [...text].length,
    words: countWords(text, language),
    images: html.match(/<img\b/gi)?.length ?? 0,
  }
}

/** The first rule the text breaks, or null. Empty text is reported on its own: the form says "required". */
export function richTextProblem(measure: RichTextMeasure, rule: RichTextRule): RichTextProblem | null {
  if (measure.text === '' && measure.images === 0) return { code: 'empty' }
  if (measure.images > rule.maxImages)
    return { code: 'too_many_images', max: rule.maxImages, images: measure.images }
  if (rule.maxCharacters !== undefined && measure.characters > rule.maxCharacters)
    return { code: 'too_many_characters', max: rule.maxCharacters, characters: measure.characters }
  if (rule.words && measure.words < rule.words.min)
    return { code: 'too_few_words', min: rule.words.min, words: measure.words }
  if (rule.words && measure.words > rule.words.max)
    return { code: 'too_many_words', max: rule.words.max, words: measure.words }
  return null
}
