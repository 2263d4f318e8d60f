/** A place name in the UI language: the Thai one, or its English spelling on an English screen. */
export function placeIn(thai: string | null, english: string | null, language: string): string {
  return (language === 'th' ? thai || english : english || thai) ?? ''
}
