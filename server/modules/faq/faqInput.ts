import type { components } from '../../../src/api/schema'
import { LANGUAGES, type Language } from '../../../src/domain/constants'
import { faqContentProblem } from '../../../src/domain/faq'
import { SHORT_RICH_TEXT_RULE } from '../../../src/domain/richText'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/errors'
import { fieldError } from '../../lib/fieldErrors'
import { sanitizeRichText, storedRichText } from '../../lib/richText/sanitizeRichText'
import type { FaqColumns } from './faq.queries'

type FaqInput = Omit<components['schemas']['UpdateFaqRequest'], 'version'>

/**
 * The columns an FAQ would hold after a create or an edit (`current` for an edit), held to its rules: the
 * question and answer written in both languages (required_faq), each answer sanitised and at most 2500
 * characters, an FAQ category that exists, a publish period that ends after it starts.
 */
export async function faqColumnsOf(
  db: Db,
  lang: Language,
  input: FaqInput,
  current?: FaqColumns,
): Promise<FaqColumns> {
  const question = {
    en: (input.question?.en ?? current?.question_en ?? '').trim(),
    th: (input.question?.th ?? current?.question_th ?? '').trim(),
  }
  const answer = {
    en: sanitizeRichText(input.answer?.en ?? current?.answer_en ?? '').html,
    th: sanitizeRichText(input.answer?.th ?? current?.answer_th ?? '').html,
  }
  const problem = faqContentProblem({ question, answer })
  if (problem === 'required_fields') throw fieldError(lang, 'question', 'required_fields')
  if (problem) throw new AppError(400, 'validation:required_faq')
  const stored = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      storedRichText(answer[language], language, SHORT_RICH_TEXT_RULE, `answer.${language}`, lang).html,
    ]),
  ) as Record<Language, string>

  const categoryId = input.categoryId ?? current?.category_id
  if (
    !categoryId ||
    !(await db.selectFrom('faq_categories').select('id').where('id', '=', categoryId).executeTakeFirst())
  )
    throw new AppError(400, 'faq.errors.category_missing')
  const start = input.publishStartDate ? new Date(input.publishStartDate) : current?.publish_start_date
  const end = input.publishEndDate ? new Date(input.publishEndDate) : current?.publish_end_date
  if (!start || !end || end <= start) throw new AppError(400, 'faq.errors.publish_period')

  return {
    question_en: question.en,
    question_th: question.th,
    answer_en: stored.en,
    answer_th: stored.th,
    category_id: categoryId,
    status: input.status ?? current?.status ?? 'active',
    publish_start_date: start,
    publish_end_date: end,
  }
}
