import type { ErrorObject } from 'ajv'
import type { Language } from '../../src/domain/constants'
import { hasTranslation, t } from './i18n'

const SIX_DIGITS = '^[0-9]{6}$'
/** A pattern of a fixed number of digits (a province's or district's code), said in words. */
const DIGITS = /^\^\[0-9\]\{(\d+)\}\$$/

/** The keyword of the error for a string PostgreSQL text cannot store, and why it cannot. */
export const UNSTORABLE_TEXT_KEYWORD = 'unstorableText'
/** U+0000, or half of a surrogate pair (which has no UTF-8 form). */
export type UnstorableText = 'nul' | 'loneSurrogate'

function fieldName(error: ErrorObject, context: string | undefined, lang: Language): string {
  const segments = error.instancePath.split('/').slice(1)
  if (error.keyword === 'required') segments.push(String(error.params.missingProperty))
  if (error.keyword === 'additionalProperties') segments.push(String(error.params.additionalProperty))
  const path = segments
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce(
      (acc, segment) => (/^\d+$/.test(segment) ? `${acc}[${segment}]` : acc ? `${acc}.${segment}` : segment),
      '',
    )
  if (path) return path
  return context === 'body' || !context ? t(lang, 'validation.body') : context
}

function problem(error: ErrorObject, lang: Language): string {
  const { keyword, params } = error
  switch (keyword) {
    case 'type': {
      const types = String(params.type)
        .split(',')
        .map((type) => t(lang, `validation.types.${type}`))
      return t(lang, 'validation.type', { type: types.join(' / ') })
    }
    case 'format': {
      const key = `validation.format.${params.format}`
      return t(lang, hasTranslation(lang, key) ? key : 'validation.format.default')
    }
    case 'minLength':
      return params.limit === 1
        ? t(lang, 'validation.minLength_one')
        : t(lang, 'validation.minLength', { limit: params.limit })
    case 'pattern': {
      if (params.pattern === SIX_DIGITS) return t(lang, 'validation.sixDigits')
      const digits = DIGITS.exec(String(params.pattern))
      return digits ? t(lang, 'validation.digits', { count: digits[1] }) : t(lang, 'validation.pattern')
    }
    case 'enum':
      return t(lang, 'validation.enum', { values: (params.allowedValues as unknown[]).join(', ') })
    case 'maxLength':
    case 'minimum':
    case 'maximum':
    case 'minItems':
    case 'maxItems':
      return t(lang, `validation.${keyword}`, { limit: params.limit })
    case 'required':
    case 'additionalProperties':
      return t(lang, `validation.${keyword}`)
    case UNSTORABLE_TEXT_KEYWORD:
      return t(lang, params.reason === 'nul' ? 'validation.nulCharacter' : 'validation.loneSurrogate')
    default:
      return t(lang, 'validation.default')
  }
}

/** A sentence naming the field and what is wrong with it, e.g. "username: must be a valid e-mail address". */
export function validationMessage(
  errors: ErrorObject[],
  context: string | undefined,
  lang: Language,
): string {
  const error = errors[0]
  if (!error)
    return t(lang, 'validation.field', {
      field: t(lang, 'validation.body'),
      message: t(lang, 'validation.default'),
    })
  return t(lang, 'validation.field', {
    field: fieldName(error, context, lang),
    message: problem(error, lang),
  })
}
