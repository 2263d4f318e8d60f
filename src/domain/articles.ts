// The rules of an article's own fields (spec sections 5 and 9), judged the same way by the form and the
// server. The bodies' limits are in richText.ts (ARTICLE_BODY_RULE); the main image's in uploadRules.ts.
import type { Bilingual } from './constants'
import { TEXT_MAX_LENGTH } from './constants'
import type { FieldErrors } from './validators'

export const ARTICLE_NAME_MIN_LENGTH = 3

export type ArticleField =
  | 'name.en'
  | 'name.th'
  | 'categoryId'
  | 'image'
  | 'startPublishDate'
  | 'endPublishDate'

export interface ArticleFields {
  name: Bilingual
  categoryId: string
  image: string
  startPublishDate: string
  endPublishDate: string
}

/** Where the publish period of an article stands at `now`. */
export type PublishState = 'scheduled' | 'live' | 'ended'

export function publishStateOf(period: { start: Date; end: Date }, now = new Date()): PublishState {
  if (now < period.start) return 'scheduled'
  return now < period.end ? 'live' : 'ended'
}

function nameProblem(value: string) {
  const name = value.trim()
  if (!name) return 'required_fields' as const
  if ([...name].length < ARTICLE_NAME_MIN_LENGTH) return 'article_name_too_short' as const
  if (name.length > TEXT_MAX_LENGTH) return 'text_too_long' as const
  return null
}

/**
 * The article's fields against their rules: titles of at least 3 characters in both languages, a
 * category, a main image and a publish period that ends after it starts. `partial` judges only the
 * fields given (an edit sends what changed).
 */
export function validateArticle(
  form: Partial<ArticleFields>,
  options: { partial?: boolean } = {},
): FieldErrors<ArticleField> {
  const errors: FieldErrors<ArticleField> = {}
  const judged = (value: unknown) => !options.partial || value !== undefined
  if (judged(form.name))
    for (const language of ['en', 'th'] as const) {
      const problem = nameProblem(form.name?.[language] ?? '')
      if (problem) errors[`name.${language}`] = problem
    }
  for (const field of ['categoryId', 'image', 'startPublishDate', 'endPublishDate'] as const)
    if (judged(form[field]) && !form[field]) errors[field] = 'required_fields'
  const { startPublishDate: start, endPublishDate: end } = form
  if (start && end && !errors.endPublishDate && new Date(end) <= new Date(start))
    errors.endPublishDate = 'publish_end_before_start'
  return errors
}
