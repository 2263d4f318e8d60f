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
