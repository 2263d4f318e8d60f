import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { COUNTRIES, PHONE_MAX_LENGTH } from '../domain/constants'
import { digitsOnly } from '../domain/validators'

export interface PhoneFieldProps {
  code: string
  number: string
  onCodeChange(code: string): void
  onNumberChange(number: string): void
  error?: string | null
  /** The controls' names, by which a form finds the field in error; a form with two phones names them apart. */
  codeName?: string
  numberName?: string
}

/** The dial code of one of the spec's countries and up to 15 digits (spec sections 5 and 9). */
export function PhoneField({
  code,
  number,
  onCodeChange,
  onNumberChange,
  error,
  codeName = 'phoneCode',
  numberName = 'phoneNumber',
}: PhoneFieldProps) {
  const { t } = useTranslation()
  const id = useId()
  const codeId = `${id}-code`
  const numberId = `${id}-number`
  const errorId = `${id}-error`
  return (
    <fieldset>
      <legend className="mb-1 block font-medium text-fg text-sm">{t('ui:fields.phone')}</legend>
      <div className="flex gap-2">
        <label htmlFor={codeId} className="sr-only">
          {t('ui:fields.phone_code')}
        </label>
        <select
          id={codeId}
          name={codeName}
          value={code}
          onChange={(event) => onCodeChange(event.target.value)}
          className="w-44 shrink-0 rounded-lg border border-line-strong bg-surface px-2 py-2.5 text-fg outline-none focus:border-primary-500 focus-visible:ring-2 focus-visible:ring-primary-500"
        >
          {COUNTRIES.map((country) => (
            <option key={country.code} value={country.dialCode}>
              {t('ui:phone_option', {
                country: t(`ui:countries.${country.code}`),
                code: country.dialCode,
              })}
            </option>
          ))}
        </select>
        <label htmlFor={numberId} className="sr-only">
          {t('ui:fields.phone_number')}
        </label>
        <input
          id={numberId}
          name={numberName}
          value={number}
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_MAX_LENGTH}
          onChange={(event) => onNumberChange(digitsOnly(event.target.value, PHONE_MAX_LENGTH))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`block w-full min-w-0 rounded-lg border bg-surface px-3 py-2.5 text-fg outline-none focus-visible:ring-2 focus-visible:ring-primary-500 ${
            error ? 'border-danger-strong' : 'border-line-strong focus:border-primary-500'
          }`}
        />
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-danger text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
