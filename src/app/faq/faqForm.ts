import type { Faq } from '../../api/faq'
import type { Bilingual, Language } from '../../domain/constants'
import { faqContentProblem, languageComplete, languageStarted } from '../../domain/faq'
import type { FieldErrors } from '../../domain/validators'
import { isoRangeBounds, toCalendarDate, toIsoDate } from '../../ui/dateRange/dateRange'

/** The FAQ form's values: both languages are held, the form shows one at a time. */
export interface FaqValues {
  question: Bilingual
  answer: Bilingual
  categoryId: string
  active: boolean
  /** Days as 'YYYY-MM-DD': the period runs from the start of the first to the end of the last. */
  publishStart: string
  publishEnd: string
}

export type FaqField = 'question' | 'answer' | 'categoryId' | 'publishPeriod'
export const FAQ_FIELDS: readonly FaqField[] = ['question', 'answer', 'categoryId', 'publishPeriod']

const dayOf = (iso: string) => toIsoDate(toCalendarDate(new Date(iso)))

export function faqValuesOf(faq: Faq | null): FaqValues {
  return {
    question: faq ? { ...faq.question } : { en: '', th: '' },
    answer: faq ? { ...faq.answer } : { en: '', th: '' },
    categoryId: faq?.category._id ?? '',
    active: (faq?.status ?? 'active') === 'active',
    publishStart: faq ? dayOf(faq.publishStartDate) : '',
    publishEnd: faq ? dayOf(faq.publishEndDate) : '',
  }
}

export function validateFaq(values: FaqValues): FieldErrors<FaqField> {
  const errors: FieldErrors<FaqField> = {}
  if (faqContentProblem(values) === 'required_fields') {
    errors.question = 'required_fields'
    errors.answer = 'required_fields'
  }
  if (!values.categoryId) errors.categoryId = 'required_fields'
  if (!values.publishStart || !values.publishEnd) errors.publishPeriod = 'required_fields'
  else if (values.publishEnd < values.publishStart) errors.publishPeriod = 'publish_end_before_start'
  return errors
}

/**
 * Whether one language holds unsaved fields that switching away would delete: changed since loaded (or
 * new) and left unfinished, a question without its answer or an answer without its question. A language
 * written whole is kept in the form until the FAQ is saved, so both languages can be written in turn.
 */
export const languageUnsaved = (values: FaqValues, saved: FaqValues, language: Language): boolean =>
  (values.question[language] !== saved.question[language] ||
    values.answer[language] !== saved.answer[language]) &&
  languageStarted(values, language) &&
  !languageComplete(values, language)

/** The values with one language's question and answer back to what was saved: its unsaved fields gone. */
export const withoutUnsaved = (
  values: FaqValues,
  saved: FaqValues,
  language: Language,
): Partial<FaqValues> => ({
  question: { ...values.question, [language]: saved.question[language] },
  answer: { ...values.answer, [language]: saved.answer[language] },
})

/** The body the server takes. */
export function faqBodyOf(values: FaqValues) {
  const { startDate, endDate } = isoRangeBounds(values.publishStart, values.publishEnd)
  return {
    question: { en: values.question.en.trim(), th: values.question.th.trim() },
    answer: values.answer,
    categoryId: values.categoryId,
    status: values.active ? ('active' as const) : ('inactive' as const),
    publishStartDate: startDate ?? '',
    publishEndDate: endDate ?? '',
  }
}
