import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

export interface ColumnChooserProps {
  /** The columns that may be hidden, by id, with the header they show. */
  columns: readonly { id: string; label: string }[]
  hidden: readonly string[]
  onChange(hidden: string[]): void
}

/**
 * Columns: a disclosure holding a checkbox per column that may be hidden. Escape and a click outside
 * close it; the choice lives in the address (and in a saved view), like the list's filters.
 */
export function ColumnChooser({ columns, hidden, onChange }: ColumnChooserProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [open])

  if (columns.length === 0) return null
  const shown = columns.filter((column) => !hidden.includes(column.id)).length
  const toggle = (id: string, show: boolean) =>
    onChange(show ? hidden.filter((each) => each !== id) : [...hidden, id])
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the disclosure closes it
    <div
      ref={root}
      className="relative self-end"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        event.stopPropagation()
        setOpen(false)
        button.current?.focus()
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="rounded-lg border border-line-strong bg-surface px-3 py-2 text-fg text-sm outline-none hover:bg-surface-subtle focus-visible:ring-2 focus-visible:ring-primary-500"
      >
        {t('savedViews:columns.button', { shown, total: columns.length })}
      </button>
      {open ? (
        <fieldset
          id={panelId}
          className="absolute end-0 z-20 mt-1 w-56 space-y-1 rounded-lg border border-line bg-surface p-3 shadow-lg"
        >
          <legend className="sr-only">{t('savedViews:columns.legend')}</legend>
          {columns.map((column) => (
            <label key={column.id} className="flex items-center gap-2 text-fg text-sm">
              <input
                type="checkbox"
                checked={!hidden.includes(column.id)}
                // The last column shown stays: a table of no columns would say nothing.
                disabled={shown === 1 && !hidden.includes(column.id)}
                onChange={(event) => toggle(column.id, event.target.checked)}
              />
              {column.label}
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  )
}
