import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** The input itself, for a screen that moves the focus to it. */
  ref?: Ref<HTMLInputElement>
  label: string
  error?: string | null
  hint?: string
  /** A control drawn inside the field's right edge, such as the show-password toggle. */
  trailing?: (inputId: string) => ReactNode
}

export function TextField({ label, error, hint, trailing, className, ...input }: TextFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  // An error that repeats the hint (a password rule broken) is shown once, as the error.
  const shownHint = hint && hint !== error ? hint : undefined
  const describedBy = [shownHint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-medium text-fg text-sm">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`block w-full rounded-lg border bg-surface px-3 py-2.5 text-fg outline-none transition focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-offset-1 ${
            error ? 'border-danger-strong' : 'border-line-strong focus:border-primary-500'
          } ${trailing ? 'pr-12' : ''}`}
          {...input}
        />
        {trailing?.(id)}
      </div>
      {shownHint ? (
        <p id={hintId} className="mt-1 text-fg-muted text-xs">
          {shownHint}
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
