import { useTranslation } from 'react-i18next'
import { TextField } from '../../../ui/TextField'

export interface PeriodFieldsProps {
  values: { startAt: string; endAt: string }
  onChange(values: Partial<{ startAt: string; endAt: string }>): void
  errorOf(field: 'startAt' | 'endAt'): string | null
}

/** A publish period's start and end, entered on the platform's clock (Bangkok) to the minute. */
export function PeriodFields({ values, onChange, errorOf }: PeriodFieldsProps) {
  const { t } = useTranslation()
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-medium text-fg text-sm">{t('appearance:form.period')}</legend>
      <TextField
        label={t('appearance:form.start')}
        name="startAt"
        type="datetime-local"
        value={values.startAt}
        hint={t('appearance:form.bangkok_time')}
        onChange={(event) => onChange({ startAt: event.target.value })}
        error={errorOf('startAt')}
      />
      <TextField
        label={t('appearance:form.end')}
        name="endAt"
        type="datetime-local"
        value={values.endAt}
        min={values.startAt || undefined}
        hint={t('appearance:form.bangkok_time')}
        onChange={(event) => onChange({ endAt: event.target.value })}
        error={errorOf('endAt')}
      />
    </fieldset>
  )
}
