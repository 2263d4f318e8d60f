import {
  type FormEvent,
  type Ref,
  Suspense,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react'
import { useTranslation } from 'react-i18next'
import { lazyWithRetry, prefetchWhenIdle } from '../lazyWithRetry'
import {
  type CalendarDate,
  formatDisplayDate,
  maskDisplayDate,
  parseDisplayDate,
  parseIsoDate,
  toIsoDate,
} from './dateRange'

// The calendar is a chunk of its own, fetched once the screen is idle or when first opened: the fields
// come first, as most ranges are typed or chosen from presets.
const loadCalendar = () => import('./RangeCalendar')
const RangeCalendar = lazyWithRetry(() =>
  loadCalendar().then((module) => ({ default: module.RangeCalendar })),
)
const PREFETCH_AFTER_MS = 2000

function CalendarIcon() {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" strokeLinecap="round" />
    </svg>
  )
}

export interface DateRangeFilterProps {
  /** The chosen days as 'YYYY-MM-DD', or null. */
  from: string | null
  to: string | null
  onChange(from: string | null, to: string | null): void
  /** For an action that must use exactly the days the fields show (an export). */
  ref?: Ref<DateRangeHandle>
}

/** The days the fields show, checked: what Apply would filter by, or null when a field is invalid. */
export interface DateRangeHandle {
  /** Shows the fields' errors, applies the days when they are valid and differ, and answers them. */
  commit(): { from: string | null; to: string | null } | null
}

const display = (iso: string | null) => {
  const date = parseIsoDate(iso)
  return date ? formatDisplayDate(date) : ''
}

function DateInput({
  label,
  value,
  error,
  onChange,
}: {
  label: string
  value: string
  error: string | null
  onChange(value: string): void
}) {
  const { t } = useTranslation()
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium text-fg-secondary text-xs">
        {label} <span className="font-normal text-fg-muted">({t('ui:date_range.format_hint')})</span>
      </label>
      <input
        id={id}
        value={value}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        placeholder={t('ui:date_range.placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(maskDisplayDate(event.target.value))}
        className={`block w-36 rounded-lg border bg-surface px-3 py-2 text-fg tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-primary-500 ${
          error ? 'border-danger-strong' : 'border-line-strong focus:border-primary-500'
        }`}
      />
      {error ? (
        <p id={errorId} role="alert" className="mt-1 max-w-56 text-danger text-xs">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/**
 * Two days typed as DD-MM-YYYY (spec section 9); Enter or Apply filters the list from the start of the
 * first day to the end of the last (section 5).
 */
export function DateRangeFilter({ from, to, onChange, ref }: DateRangeFilterProps) {
  const { t } = useTranslation()
  useEffect(() => prefetchWhenIdle(loadCalendar, PREFETCH_AFTER_MS), [])
  const [fromText, setFromText] = useState(display(from))
  const [toText, setToText] = useState(display(to))
  const [errors, setErrors] = useState<{ from: boolean; to: boolean }>({ from: false, to: false })

  const [calendarOpen, setCalendarOpen] = useState(false)
  const calendarButton = useRef<HTMLButtonElement>(null)
  const root = useRef<HTMLFormElement>(null)

  useEffect(() => {
    if (!calendarOpen) return
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setCalendarOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [calendarOpen])

  const closeCalendar = () => {
    setCalendarOpen(false)
    calendarButton.current?.focus()
  }
  const chooseRange = (first: CalendarDate, last: CalendarDate) => {
    setFromText(formatDisplayDate(first))
    setToText(formatDisplayDate(last))
    setErrors({ from: false, to: false })
    closeCalendar()
    onChange(toIsoDate(first), toIsoDate(last))
  }

  useEffect(() => setFromText(display(from)), [from])
  useEffect(() => setToText(display(to)), [to])

  const commit = () => {
    const first = fromText.trim() ? parseDisplayDate(fromText) : null
    const last = toText.trim() ? parseDisplayDate(toText) : null
    const next = { from: Boolean(fromText.trim()) && !first, to: Boolean(toText.trim()) && !last }
    setErrors(next)
    if (next.from || next.to) return null
    const range = { from: first ? toIsoDate(first) : null, to: last ? toIsoDate(last) : null }
    if (range.from !== from || range.to !== to) onChange(range.from, range.to)
    return range
  }
  useImperativeHandle(ref, () => ({ commit }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    commit()
  }

  const clear = () => {
    setFromText('')
    setToText('')
    setErrors({ from: false, to: false })
    if (from || to) onChange(null, null)
  }

  const invalid = t('ui:date_range.invalid')
  return (
    <form ref={root} noValidate onSubmit={submit} className="relative flex flex-wrap items-end gap-2">
      <fieldset className="flex flex-wrap items-start gap-2">
        <legend className="sr-only">{t('ui:date_range.legend')}</legend>
        <DateInput
          label={t('ui:date_range.from')}
          value={fromText}
          error={errors.from ? invalid : null}
          onChange={setFromText}
        />
        <DateInput
          label={t('ui:date_range.to')}
          value={toText}
          error={errors.to ? invalid : null}
          onChange={setToText}
        />
      </fieldset>
      <div className="flex gap-2 self-end pb-px">
        <button
          ref={calendarButton}
          type="button"
          aria-label={t('ui:date_range.open_calendar')}
          aria-expanded={calendarOpen}
          onClick={() => setCalendarOpen((open) => !open)}
          className="rounded-lg border border-line-strong bg-surface px-2.5 py-2 text-fg-secondary outline-none hover:bg-surface-subtle focus-visible:ring-2 focus-visible:ring-primary-500"
        >
          <CalendarIcon />
        </button>
        <button
          type="submit"
          className="rounded-lg border border-primary-600 bg-accent-subtle px-3 py-2 font-medium text-accent-strong text-sm outline-none hover:bg-accent-muted focus-visible:ring-2 focus-visible:ring-primary-500"
        >
          {t('ui:date_range.apply')}
        </button>
        {fromText || toText || from || to ? (
          <button
            type="button"
            onClick={clear}
            className="rounded-lg border border-line-strong bg-surface px-3 py-2 text-fg text-sm outline-none hover:bg-surface-subtle focus-visible:ring-2 focus-visible:ring-primary-500"
          >
            {t('ui:date_range.clear')}
          </button>
        ) : null}
      </div>
      {calendarOpen ? (
        <div
          role="dialog"
          aria-label={t('ui:date_range.legend')}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return
            event.stopPropagation()
            closeCalendar()
          }}
          className="absolute top-full left-0 z-40 mt-2 w-max max-w-[calc(100vw-2rem)] rounded-xl border border-line bg-surface p-3 shadow-lg"
        >
          <Suspense
            fallback={<p className="p-2 text-fg-muted text-sm">{t('ui:date_range.calendar_loading')}</p>}
          >
            <RangeCalendar
              from={parseIsoDate(from) ?? parseDisplayDate(fromText)}
              to={parseIsoDate(to) ?? parseDisplayDate(toText)}
              onSelect={chooseRange}
            />
          </Suspense>
        </div>
      ) : null}
    </form>
  )
}
