// Small fields the coupon form and its rule editor share: a number that may be blank, a group of
// checkboxes, and a date-time.
import { useId } from 'react'
import { TextField } from '../../../ui/TextField'

export interface NumberFieldProps {
  label: string
  name: string
  value: number | null
  onChange(value: number | null): void
  error?: string | null
  hint?: string
  /** Whole numbers only (days, counts). */
  whole?: boolean
  className?: string
}

/** A number that may be left blank (null); what the rules think of it is theirs to say. */
export function NumberField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  whole,
  className,
}: NumberFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      type="number"
      inputMode={whole ? 'numeric' : 'decimal'}
      step={whole ? 1 : 'any'}
      value={value ?? ''}
      hint={hint}
      error={error}
      className={className}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
    />
  )
}

export interface CheckGroupProps<T extends string> {
  legend: string
  name: string
  options: readonly { value: T; label: string }[]
  selected: readonly T[]
  onChange(selected: T[]): void
  error?: string | null
}

/** Several of a few choices (member tiers, member types), ticked. */
export function CheckGroup<T extends string>({
  legend,
  name,
  options,
  selected,
  onChange,
  error,
}: CheckGroupProps<T>) {
  const errorId = useId()
  return (
    <fieldset data-field={name} aria-describedby={error ? errorId : undefined} className="min-w-0">
      <legend className="mb-1 font-medium text-fg text-sm">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map((option) => (
          <label key={option.value} className="flex cursor-pointer items-center gap-2 py-1 text-fg">
            <input
              type="checkbox"
              value={option.value}
              checked={selected.includes(option.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...selected, option.value]
                    : selected.filter((chosen) => chosen !== option.value),
                )
              }
              className="size-4 accent-primary-600 outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-danger text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

export interface DateTimeFieldProps {
  label: string
  name: string
  value: string | null
  onChange(value: string | null): void
  error?: string | null
  min?: string
  className?: string
}

/** A local date and time ('YYYY-MM-DDTHH:mm'); blank is null. */
export function DateTimeField({ label, name, value, onChange, error, min, className }: DateTimeFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      type="datetime-local"
      value={value ?? ''}
      min={min || undefined}
      error={error}
      className={className}
      onChange={(event) => onChange(event.target.value || null)}
    />
  )
}
