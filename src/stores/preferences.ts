import { proxy } from 'valtio'
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '../domain/constants'
import { readItem, writeItem } from './browserStorage'

/** Accepts what language detectors store too ('th-TH', 'en-US'). */
export function toLanguage(value: string | null | undefined): Language {
  const base = value?.slice(0, 2).toLowerCase()
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : DEFAULT_LANGUAGE
}

export const preferencesState = proxy({
  language: toLanguage(readItem('local', LANGUAGE_STORAGE_KEY)),
})

export function setLanguage(language: Language): void {
  preferencesState.language = language
  writeItem('local', LANGUAGE_STORAGE_KEY, language)
}
