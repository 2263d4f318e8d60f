import { type SelectHTMLAttributes, useId } from 'react'

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string
  error?: string | null
  hint?: string
  options: readonly { value: string; label: string; disabled?: boolean }[]
  /** A first, empty choice ('Choose a role'), for a select that starts unset. */
  placeholder?: string
}

/** A labelled native select: the platform's own keyboard and screen-reader behaviour, errors tied by id. */
export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  className,
  ...select
}: SelectFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-medium text-fg text-sm">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`block w-full rounded-lg border bg-surface px-3 py-2.5 text-fg outline-none transition focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-offset-1 ${
          error ? 'border-danger-strong' : 'border-line-strong focus:border-primary-500'
        }`}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="mt-1 text-fg-muted text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-danger text-sm">
          {error}
        </p>
      ) : null}
    </div>
  )
}
