import type { Language } from '../../src/domain/constants'
import { AppError } from './errors'
import { t } from './i18n'

/** A 400 naming the field and the rule's message (a key of the `validation` namespace), in the caller's language. */
export const fieldError = (
  lang: Language,
  field: string,
  key: string,
  vars: Record<string, string | number> = {},
) => new AppError(400, 'validation.field', { field, message: t(lang, `validation:${key}`, vars) })

/** Throws the first of the errors a shared form rule found, so the server judges input as the screen does. */
export function assertNoFieldErrors(lang: Language, errors: Partial<Record<string, string>>): void {
  const first = Object.entries(errors).find(([, key]) => key)
  if (first) throw fieldError(lang, first[0], first[1] as string)
}
