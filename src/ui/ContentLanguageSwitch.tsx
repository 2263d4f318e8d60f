import { useTranslation } from 'react-i18next'
import { LANGUAGES, type Language } from '../domain/constants'

/**
 * Which language of a bilingual record's texts (an article, an FAQ) is shown or edited: two
 * pressed-or-not buttons in a named group. A form that must ask before switching does so in `onChange`.
 */
export function ContentLanguageSwitch({
  value,
  onChange,
}: {
  value: Language
  onChange(language: Language): void
}) {
  const { t } = useTranslation()
  return (
    <fieldset className="inline-flex items-center gap-2">
      <legend className="sr-only">{t('ui:content_language.label')}</legend>
      <span aria-hidden="true" className="text-fg-muted text-sm">
        {t('ui:content_language.label')}
      </span>
      <div className="inline-flex rounded-lg border border-line-strong p-0.5">
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            aria-pressed={value === language}
            onClick={() => onChange(language)}
            className={`rounded-md px-3 py-1 font-medium text-sm outline-none focus-visible:ring-2 focus-visible:ring-primary-500 ${
              value === language ? 'bg-primary-700 text-white' : 'text-fg hover:bg-surface-subtle'
            }`}
          >
            {t(`ui:content_language.${language}`)}
          </button>
        ))}
      </div>
    </fieldset>
  )
}
