import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { RoleOption } from '../../api/roles'

export interface RolePickerProps {
  options: readonly RoleOption[] | null
  failed: boolean
  onRetry(): void
  selected: readonly string[]
  onChange(selected: string[]): void
  error?: string | null
  /** Shown but not changeable: the signed-in member's own roles. */
  disabled?: boolean
}

/** The roles a staff member holds: a group of checkboxes, one per role (several may be ticked). */
export function RolePicker({
  options,
  failed,
  onRetry,
  selected,
  onChange,
  error,
  disabled = false,
}: RolePickerProps) {
  const { t } = useTranslation()
  const errorId = useId()
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((chosen) => chosen !== id))
  return (
    <fieldset aria-describedby={error ? errorId : undefined} disabled={disabled} className="space-y-2">
      <legend className="mb-1 font-medium text-fg text-sm">{t('ui:fields.roles')}</legend>
      {failed ? (
        <p className="flex flex-wrap items-center gap-2 text-danger text-sm">
          {t('internalUsers:roles_failed')}
          <button
            type="button"
            onClick={onRetry}
            className="rounded border border-danger-line px-2 py-0.5 outline-none focus-visible:ring-2 focus-visible:ring-red-500"
          >
            {t('ui:record.retry')}
          </button>
        </p>
      ) : options === null ? (
        <p className="text-fg-muted text-sm">{t('ui:record.loading')}</p>
      ) : options.length === 0 ? (
        <p className="text-fg-muted text-sm">{t('internalUsers:no_roles_to_choose')}</p>
      ) : (
        <div
          className={`grid max-h-60 gap-1 overflow-y-auto rounded-lg border p-2 sm:grid-cols-2 ${
            error ? 'border-danger-strong' : 'border-line-strong'
          }`}
        >
          {options.map((option) => (
            <label
              key={option._id}
              className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-fg hover:bg-surface-subtle"
            >
              <input
                type="checkbox"
                name="roles"
                value={option._id}
                checked={selected.includes(option._id)}
                disabled={!option.assignable && !selected.includes(option._id)}
                onChange={(event) => toggle(option._id, event.target.checked)}
                className="size-4 accent-primary-600 outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
              />
              <span>
                {option.name}
                {option.status === 'inactive' ? (
                  <span className="ms-1 text-fg-muted text-xs">({t('ui:status.inactive')})</span>
                ) : null}
              </span>
            </label>
          ))}
        </div>
      )}
      {error ? (
        <p id={errorId} role="alert" className="text-danger text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
