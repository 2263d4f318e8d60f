import type { Language } from '../../domain/constants'

/** A name kept in Thai and Latin letters, in the UI language, else the other one. */
export function nameIn(name: { th: string | null; en: string | null }, language: string): string {
  const [first, second] = (language as Language) === 'th' ? [name.th, name.en] : [name.en, name.th]
  return first?.trim() || second?.trim() || ''
}

/** A place name in the UI language: the Thai one, or its English spelling on an English screen. */
export function placeIn(thai: string | null, english: string | null, language: string): string {
  return (language === 'th' ? thai || english : english || thai) ?? ''
}
