import { useTranslation } from 'react-i18next'
import { COUNTRIES, TEXT_MAX_LENGTH } from '../../domain/constants'
import { digitsOnly } from '../../domain/validators'
import { PhoneField } from '../../ui/PhoneField'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { type AddressKey, type AddressValues, isThai, type OrderEditField } from './orderEditForm'
import { ThaiDivisionSelects, usePostalCodeChoices } from './ThaiDivisionSelects'

const ADDRESS_MAX_LENGTH = 1000
const POSTAL_CODE_LENGTH = 5

interface AddressFieldsProps {
  addressKey: AddressKey
  legend: string
  /** Said under the legend: an order without this address yet. */
  note?: string
  address: AddressValues
  onChange(address: AddressValues): void
  errorOf(field: OrderEditField): string | null
}

/** The divisions of an address outside Thailand: free text, kept as it is in both spellings. */
function ForeignDivisionFields({
  addressKey,
  address,
  change,
}: {
  addressKey: AddressKey
  address: AddressValues
  change(changes: Partial<AddressValues>): void
}) {
  const { t } = useTranslation()
  const text = (field: 'province' | 'district' | 'subDistrict', label: string) => (
    <TextField
      label={label}
      name={`${addressKey}.${field}`}
      value={address[field]}
      maxLength={TEXT_MAX_LENGTH}
      onChange={(event) => change({ [field]: event.target.value, [`${field}Eng`]: event.target.value })}
    />
  )
  return (
    <>
      {text('province', t('orders:edit.province'))}
      {text('district', t('orders:edit.district'))}
      {text('subDistrict', t('orders:edit.sub_district'))}
    </>
  )
}

/**
 * One address of an order: name, phone, country, the divisions (chosen from Thailand's lists, or typed
 * for another country), the postal code (filled from a Thai sub-district) and the address line.
 */
export function AddressFields({ addressKey, legend, note, address, onChange, errorOf }: AddressFieldsProps) {
  const { t } = useTranslation()
  const change = (changes: Partial<AddressValues>) => onChange({ ...address, ...changes })
  const name = (field: string) => `${addressKey}.${field}`
  const error = (field: string) => errorOf(`${addressKey}.${field}` as OrderEditField)
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
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('orders:edit.first_name')}
          name={name('firstName')}
          value={address.firstName}
          maxLength={TEXT_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => change({ firstName: event.target.value })}
          error={error('firstName')}
        />
        <TextField
          label={t('orders:edit.last_name')}
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
          label={t('orders:edit.country')}
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
            addressKey={addressKey}
            address={address}
            onChange={change}
            errorOf={(field) => error(field)}
          />
        ) : (
          <ForeignDivisionFields addressKey={addressKey} address={address} change={change} />
        )}
        <TextField
          label={t('orders:edit.postal_code')}
          name={name('postalCode')}
          value={address.postalCode}
          inputMode="numeric"
          maxLength={POSTAL_CODE_LENGTH}
          onChange={(event) => change({ postalCode: digitsOnly(event.target.value, POSTAL_CODE_LENGTH) })}
          hint={
            postalChoices.length > 1
              ? t('orders:edit.postal_code_choices', { codes: postalChoices.join(', ') })
              : undefined
          }
          error={error('postalCode')}
        />
      </div>
      <TextField
        label={t('orders:edit.address_line')}
        name={name('address')}
        value={address.address}
        maxLength={ADDRESS_MAX_LENGTH}
        onChange={(event) => change({ address: event.target.value })}
        error={error('address')}
      />
    </fieldset>
  )
}
