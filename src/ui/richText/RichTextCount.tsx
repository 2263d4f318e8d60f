import { useTranslation } from 'react-i18next'
import type { RichTextMeasure, RichTextProblem, RichTextRule } from '../../domain/richText'

export interface RichTextCountProps {
  id: string
  measure: RichTextMeasure
  rule: RichTextRule
  problem: RichTextProblem | null
}

/** The live count under an editor, and the rule it breaks in the words the server would use. */
export function RichTextCount({ id, measure, rule, problem }: RichTextCountProps) {
  const { t } = useTranslation()
  const counts = [
    rule.words
      ? t('ui:rich_text.words', { count: measure.words, min: rule.words.min, max: rule.words.max })
      : null,
    rule.maxCharacters !== undefined
      ? t('ui:rich_text.characters', { count: measure.characters, max: rule.maxCharacters })
      : null,
    t('ui:rich_text.pictures', { count: measure.images, max: rule.maxImages }),
  ].filter(Boolean)
  // Empty is the form's "required" to say, on saving: the count does not nag while nothing is written.
  const broken = problem && problem.code !== 'empty' ? problem : null
  return (
    <div id={id} className="mt-1 text-xs" aria-live="polite">
      <p className={broken ? 'text-danger' : 'text-fg-muted'}>{counts.join(' · ')}</p>
      {broken ? (
        <p className="text-danger">
          {(() => {
            const { code, ...vars } = broken
            return t(`validation:rich_text_${code}`, vars)
          })()}
        </p>
      ) : null}
    </div>
  )
}
