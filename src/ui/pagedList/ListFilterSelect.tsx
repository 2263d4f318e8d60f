import { useTranslation } from 'react-i18next'
import { RECORD_STATUSES } from '../../domain/constants'
import { SelectField } from '../SelectField'

/** What a filter needs of its list: the filters in the address, and a way to change one. */
export interface FilteredList {
  params: { filters: Readonly<Record<string, string>> }
  patchFilters(change: Record<string, string | null>): void
}

export interface ListFilterSelectProps {
  list: FilteredList
  /** The address key the filter is kept under. */
  filterKey: string
  label: string
  /** The first option, which sets no filter ("All statuses"). */
  allLabel: string
  options: { value: string; label: string }[]
  className?: string
}

/** A filter's value from the address when it is one the list knows, else undefined (no filter). */
export const knownFilter = <T extends string>(
  values: readonly T[],
  value: string | undefined,
): T | undefined => values.find((candidate) => candidate === value)

/** One of a list's dropdown filters, kept in the address with the list's other filters. */
export function ListFilterSelect({
  list,
  filterKey,
  label,
  allLabel,
  options,
  className = 'w-44 [&_label]:text-xs [&_select]:py-2',
}: ListFilterSelectProps) {
  return (
    <SelectField
      label={label}
      value={list.params.filters[filterKey] ?? ''}
      onChange={(event) => list.patchFilters({ [filterKey]: event.target.value || null })}
      placeholder={allLabel}
      options={options}
      className={className}
    />
  )
}

/** The active / inactive filter of a list of records staff switch on and off, under the address key `status`. */
export function StatusFilterSelect({ list, className }: { list: FilteredList; className?: string }) {
  const { t } = useTranslation()
  return (
    <ListFilterSelect
      list={list}
      filterKey="status"
      label={t('ui:list.status_filter')}
      allLabel={t('ui:all_statuses')}
      options={RECORD_STATUSES.map((status) => ({ value: status, label: t(`ui:status.${status}`) }))}
      className={className}
    />
  )
}
