// The article editor's values, its rules and how they become a createArticle or updateArticle call.
import type { ArticleDetail, ArticleInput, ArticleUpdate } from '../../api/articles'
import { type ArticleField, validateArticle } from '../../domain/articles'
import { LANGUAGES } from '../../domain/constants'
import { ARTICLE_BODY_RULE, richTextMeasure, richTextProblem } from '../../domain/richText'
import type { FieldErrors } from '../../domain/validators'
import { isoRangeBounds, parseIsoDate, toCalendarDate, toIsoDate } from '../../ui/dateRange/dateRange'

export interface ArticleValues {
  nameEn: string
  nameTh: string
  categoryId: string
  /** The main image's storage key, and the address it is shown from. */
  image: string
  imageUrl: string | null
  /** The publish period's first and last days ('YYYY-MM-DD'): from the start of one to the end of the other. */
  startDate: string
  endDate: string
  contentEn: string
  contentTh: string
}

export type ArticleFormField = ArticleField | 'content.en' | 'content.th'

/** In the order they appear: the first one in error gets the focus; the server names them the same way. */
export const ARTICLE_FORM_FIELDS: readonly ArticleFormField[] = [
  'name.th',
  'name.en',
  'content.th',
  'content.en',
  'categoryId',
  'image',
  'startPublishDate',
  'endPublishDate',
]

const dayOf = (iso: string) => toIsoDate(toCalendarDate(new Date(iso)))

export const emptyArticleValues = (): ArticleValues => ({
  nameEn: '',
  nameTh: '',
  categoryId: '',
  image: '',
  imageUrl: null,
  startDate: '',
  endDate: '',
  contentEn: '',
  contentTh: '',
})

export const articleValues = (article: ArticleDetail): ArticleValues => ({
  nameEn: article.name.en,
  nameTh: article.name.th,
  categoryId: article.category._id,
  image: article.image,
  imageUrl: article.imageUrl,
  startDate: dayOf(article.startPublishDate),
  endDate: dayOf(article.endPublishDate),
  contentEn: article.content.en,
  contentTh: article.content.th,
})

/** The period's instants: the first day from 00:00:00, the last to 23:59:59 (spec section 5), local time. */
function periodOf(values: ArticleValues) {
  const start = parseIsoDate(values.startDate) ? isoRangeBounds(values.startDate, null).startDate : undefined
  const end = parseIsoDate(values.endDate) ? isoRangeBounds(null, values.endDate).endDate : undefined
  return { startPublishDate: start ?? '', endPublishDate: end ?? '' }
}

export function validateArticleForm(values: ArticleValues): FieldErrors<ArticleFormField> {
  const errors: FieldErrors<ArticleFormField> = validateArticle({
    name: { en: values.nameEn, th: values.nameTh },
    categoryId: values.categoryId,
    image: values.image,
    ...periodOf(values),
  })
  for (const language of LANGUAGES) {
    const html = language === 'en' ? values.contentEn : values.contentTh
    const problem = richTextProblem(richTextMeasure(html, language), ARTICLE_BODY_RULE)
    if (problem)
      errors[`content.${language}`] = problem.code === 'empty' ? 'rich_text_empty' : 'rich_text_breaks_rule'
  }
  return errors
}

export function toArticleInput(values: ArticleValues): ArticleInput {
  return {
    name: { en: values.nameEn.trim(), th: values.nameTh.trim() },
    categoryId: values.categoryId,
    image: values.image,
    ...periodOf(values),
    content: { en: values.contentEn, th: values.contentTh },
  }
}

/** An edit sends every field with the version it was made on; the server keeps what did not change. */
export const toArticleUpdate = (values: ArticleValues, article: ArticleDetail): ArticleUpdate => ({
  ...toArticleInput(values),
  version: article.version,
})
