import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { $api } from '../../api/queryClient'
import { DIVISIONS_STALE_MS, type ThaiDivisionOption, thaiDivisionsKeys } from '../../api/users'
import { preferencesState } from '../../stores/preferences'
import { SelectField } from '../SelectField'
import type { AddressValues } from './addressValues'

interface DivisionSelectsProps {
  /** Names the selects `${namePrefix}.province` and so on, as the form's errors name them. */
  namePrefix: string
  address: AddressValues
  onChange(changes: Partial<AddressValues>): void
  errorOf(field: 'province' | 'district' | 'subDistrict'): string | null
}

/** What a select says while its list is not there: choose the level above, loading, or failed. */
function placeholderOf(
  t: (key: string) => string,
  list: { isPending: boolean; isError: boolean },
  parentChosen: boolean,
  chooseKey: string,
  chooseParentKey: string | null,
): string {
  if (!parentChosen && chooseParentKey) return t(chooseParentKey)
  if (list.isError) return t('ui:address.options_failed')
  if (list.isPending) return t('ui:address.loading_options')
  return t(chooseKey)
}

/**
 * Province → district → sub-district of a Thai address, each list read through the query cache when the
 * level above is chosen (kept for the session, per language). Choosing a level empties the levels below;
 * choosing a sub-district fills the postal code from it.
 */
export function ThaiDivisionSelects({ namePrefix, address, onChange, errorOf }: DivisionSelectsProps) {
  const { t } = useTranslation()
  const { language } = useSnapshot(preferencesState)
  const keep = { staleTime: DIVISIONS_STALE_MS }
  const provinces = useQuery({ ...$api.queryOptions(...thaiDivisionsKeys.provinces(language)), ...keep })
  const districts = useQuery({
    ...$api.queryOptions(...thaiDivisionsKeys.districts(address.provinceCode, language)),
    ...keep,
    enabled: address.provinceCode !== '',
  })
  const subDistricts = useQuery({
    ...$api.queryOptions(...thaiDivisionsKeys.subDistricts(address.districtCode, language)),
    ...keep,
    enabled: address.districtCode !== '',
  })
  const optionsOf = (list: { data?: { data: ThaiDivisionOption[] } }) =>
    (list.data?.data ?? []).map((option) => ({ value: option.value, label: option.title }))
  const failed = [provinces, districts, subDistricts].filter((list) => list.isError)
  const name = (field: string) => `${namePrefix}.${field}`

  return (
    <>
      <SelectField
        label={t('ui:address.province')}
        name={name('province')}
        value={address.provinceCode}
        placeholder={placeholderOf(t, provinces, true, 'ui:address.choose_province', null)}
        options={optionsOf(provinces)}
        error={errorOf('province')}
        onChange={(event) => {
          const option = provinces.data?.data.find((entry) => entry.value === event.target.value)
          onChange({
            provinceCode: option?.value ?? '',
            province: option?.name.th ?? '',
            provinceEng: option?.name.en ?? '',
            ...EMPTY_DISTRICT,
          })
        }}
      />
      <SelectField
        label={t('ui:address.district')}
        name={name('district')}
        value={address.districtCode}
        disabled={address.provinceCode === ''}
        placeholder={placeholderOf(
          t,
          districts,
          address.provinceCode !== '',
          'ui:address.choose_district',
          'ui:address.choose_province_first',
        )}
        options={optionsOf(districts)}
        error={errorOf('district')}
        onChange={(event) => {
          const option = districts.data?.data.find((entry) => entry.value === event.target.value)
          onChange({
            districtCode: option?.value ?? '',
            district: option?.name.th ?? '',
            districtEng: option?.name.en ?? '',
            ...EMPTY_SUB_DISTRICT,
          })
        }}
      />
      <SelectField
        label={t('ui:address.sub_district')}
        name={name('subDistrict')}
        value={address.subDistrictId}
        disabled={address.districtCode === ''}
        placeholder={placeholderOf(
          t,
          subDistricts,
          address.districtCode !== '',
          'ui:address.choose_sub_district',
          'ui:address.choose_district_first',
        )}
        options={optionsOf(subDistricts)}
        error={errorOf('subDistrict')}
        onChange={(event) => {
          const option = subDistricts.data?.data.find((entry) => entry.value === event.target.value)
          onChange({
            subDistrictId: option?.value ?? '',
            subDistrict: option?.name.th ?? '',
            subDistrictEng: option?.name.en ?? '',
            postalCode: option?.postalCodes[0] ?? '',
          })
        }}
      />
      {failed.length > 0 ? (
        <button
          type="button"
          className="justify-self-start text-accent text-sm underline"
          onClick={() => {
            for (const list of failed) void list.refetch()
          }}
        >
          {t('ui:address.retry_options')}
        </button>
      ) : null}
    </>
  )
}

const EMPTY_SUB_DISTRICT: Partial<AddressValues> = {
  subDistrictId: '',
  subDistrict: '',
  subDistrictEng: '',
  postalCode: '',
}
const EMPTY_DISTRICT: Partial<AddressValues> = {
  districtCode: '',
  district: '',
  districtEng: '',
  ...EMPTY_SUB_DISTRICT,
}

/** The postal codes of the chosen sub-district, when it has more than one (the first is filled in). */
export function usePostalCodeChoices(address: AddressValues): string[] {
  const { language } = useSnapshot(preferencesState)
  const subDistricts = useQuery({
    ...$api.queryOptions(...thaiDivisionsKeys.subDistricts(address.districtCode, language)),
    staleTime: DIVISIONS_STALE_MS,
    enabled: address.districtCode !== '',
  })
  const chosen = subDistricts.data?.data.find((option) => option.value === address.subDistrictId)
  return chosen && chosen.postalCodes.length > 1 ? chosen.postalCodes : []
}
