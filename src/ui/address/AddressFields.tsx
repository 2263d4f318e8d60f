import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { COUNTRIES, TEXT_MAX_LENGTH } from '../../domain/constants'
import { digitsOnly } from '../../domain/validators'
import { PhoneField } from '../PhoneField'
import { SelectField } from '../SelectField'
import { TextField } from '../TextField'
import { type AddressField, type AddressValues, isThai } from './addressValues'
import { ThaiDivisionSelects, usePostalCodeChoices } from './ThaiDivisionSelects'

const ADDRESS_MAX_LENGTH = 1000
const POSTAL_CODE_LENGTH = 5

interface AddressFieldsProps {
  /** Names the fields `${namePrefix}.firstName` and so on, as the form's errors name them. */
  namePrefix: string
  legend: string
  /** Said under the legend (an order without this address yet). */
  note?: string
  address: AddressValues
  onChange(address: AddressValues): void
  /** The message of a field, by its full name (`${namePrefix}.${field}`). */
  errorOf(field: string): string | null
  /** Controls of the form's own, shown under the legend (a member's default-address switch). */
  children?: ReactNode
}

/** The divisions of an address outside Thailand: free text, kept as it is in both spellings. */
function ForeignDivisionFields({
  namePrefix,
  address,
  change,
}: {
  namePrefix: string
  address: AddressValues
  change(changes: Partial<AddressValues>): void
}) {
  const { t } = useTranslation()
  const text = (field: 'province' | 'district' | 'subDistrict', label: string) => (
    <TextField
      label={label}
      name={`${namePrefix}.${field}`}
      value={address[field]}
      maxLength={TEXT_MAX_LENGTH}
      onChange={(event) => change({ [field]: event.target.value, [`${field}Eng`]: event.target.value })}
    />
  )
  return (
    <>
      {text('province', t('ui:address.province'))}
      {text('district', t('ui:address.district'))}
      {text('subDistrict', t('ui:address.sub_district'))}
    </>
  )
}

/**
 * One address (of an order, of a member): name, phone, country, the divisions (chosen from Thailand's lists, or typed
 * for another country), the postal code (filled from a Thai sub-district) and the address line.
 */
export function AddressFields({
  namePrefix,
  legend,
  note,
  address,
  onChange,
  errorOf,
  children,
}: AddressFieldsProps) {
  const { t } = useTranslation()
  const change = (changes: Partial<AddressValues>) => onChange({ ...address, ...changes })
  const name = (field: string) => `${namePrefix}.${field}`
  const error = (field: AddressField) => errorOf(`${namePrefix}.${field}`)
  const postalChoices = usePostalCodeChoices(address)
  const countries: { value: string; label: string }[] = COUNTRIES.map((country) => ({
    value: country.code,
    label: t(`ui:countries.${country.code}`),
  }))
  // An address the form cannot place keeps its country as written.
  if (address.country && !countries.some((country) => country.value === address.country))
    countries.push({ value: address.country, label: address.country })

  return (
    <fieldset className="space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <legend className="px-1 font-semibold text-fg text-lg">{legend}</legend>
      {note ? <p className="text-fg-muted text-sm">{note}</p> : null}
      {children}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('ui:address.first_name')}
          name={name('firstName')}
          value={address.firstName}
          maxLength={TEXT_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => change({ firstName: event.target.value })}
          error={error('firstName')}
        />
        <TextField
          label={t('ui:address.last_name')}
          name={name('lastName')}
          value={address.lastName}
          maxLength={TEXT_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => change({ lastName: event.target.value })}
          error={error('lastName')}
        />
      </div>
      <PhoneField
        code={address.phoneCode}
        number={address.phoneNumber}
        codeName={name('phoneCode')}
        numberName={name('phoneNumber')}
        onCodeChange={(phoneCode) => change({ phoneCode })}
        onNumberChange={(phoneNumber) => change({ phoneNumber })}
        error={error('phoneNumber')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('ui:address.country')}
          name={name('country')}
          value={address.country}
          options={countries}
          error={error('country')}
          onChange={(event) =>
            // Divisions belong to one country: a new country starts them again.
            change({
              country: event.target.value,
              provinceCode: '',
              districtCode: '',
              subDistrictId: '',
              province: '',
              provinceEng: '',
              district: '',
              districtEng: '',
              subDistrict: '',
              subDistrictEng: '',
              postalCode: '',
            })
          }
        />
        {isThai(address) ? (
          <ThaiDivisionSelects
            namePrefix={namePrefix}
            address={address}
            onChange={change}
            errorOf={(field) => error(field)}
          />
        ) : (
          <ForeignDivisionFields namePrefix={namePrefix} address={address} change={change} />
        )}
        <TextField
          label={t('ui:address.postal_code')}
          name={name('postalCode')}
          value={address.postalCode}
          inputMode="numeric"
          maxLength={POSTAL_CODE_LENGTH}
          onChange={(event) => change({ postalCode: digitsOnly(event.target.value, POSTAL_CODE_LENGTH) })}
          hint={
            postalChoices.length > 1
              ? t('ui:address.postal_code_choices', { codes: postalChoices.join(', ') })
              : undefined
          }
          error={error('postalCode')}
        />
      </div>
      <TextField
        label={t('ui:address.address_line')}
        name={name('address')}
        value={address.address}
        maxLength={ADDRESS_MAX_LENGTH}
        onChange={(event) => change({ address: event.target.value })}
        error={error('address')}
      />
    </fieldset>
  )
}
