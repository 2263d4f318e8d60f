// The rules of an FAQ's content, the same for the form and the server: a question and its answer in
// both content languages.
import { type Bilingual, LANGUAGES, type Language } from './constants'
import { richTextMeasure } from './richText'

export const FAQ_SORTS = ['createdAt', 'views', 'helpful', 'publishStartDate'] as const
export type FaqSort = (typeof FAQ_SORTS)[number]

export interface FaqContent {
  question: Bilingual
  /** Rich text (HTML). */
  answer: Bilingual
}

const answerWritten = (html: string, language: Language) => {
  const measure = richTextMeasure(html, language)
  return measure.text !== '' || measure.images > 0
}

/** Whether the question and the answer of one language are both written. */
export const languageComplete = (content: FaqContent, language: Language): boolean =>
  content.question[language].trim() !== '' && answerWritten(content.answer[language], language)

/** Whether anything of one language is written. */
export const languageStarted = (content: FaqContent, language: Language): boolean =>
  content.question[language].trim() !== '' || answerWritten(content.answer[language], language)

/**
 * What keeps an FAQ's content from being saved: nothing written at all ('required_fields'), or one
 * language's question or answer missing ('required_faq': both languages are required).
 */
export function faqContentProblem(content: FaqContent): 'required_fields' | 'required_faq' | null {
  if (LANGUAGES.every((language) => languageComplete(content, language))) return null
  return LANGUAGES.some((language) => languageStarted(content, language)) ? 'required_faq' : 'required_fields'
}
