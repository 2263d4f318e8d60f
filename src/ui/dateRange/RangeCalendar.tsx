import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  addDays,
  addMonths,
  type CalendarDate,
  compareDates,
  formatDisplayDate,
  fromCalendarDate,
  monthWeeks,
  sameDate,
  toCalendarDate,
} from './dateRange'

export interface RangeCalendarProps {
  from: CalendarDate | null
  to: CalendarDate | null
  /** Both days chosen, in order. */
  onSelect(from: CalendarDate, to: CalendarDate): void
}

// Gregorian years in both languages, so the calendar agrees with the DD-MM-YYYY fields.
const localeOf = (language: string) => (language === 'th' ? 'th-TH-u-ca-gregory' : 'en-GB')

const KEY_MOVES: Record<string, (date: CalendarDate) => CalendarDate> = {
  ArrowLeft: (date) => addDays(date, -1),
  ArrowRight: (date) => addDays(date, 1),
  ArrowUp: (date) => addDays(date, -7),
  ArrowDown: (date) => addDays(date, 7),
  PageUp: (date) => addMonths(date, -1),
  PageDown: (date) => addMonths(date, 1),
  Home: (date) => addDays(date, -fromCalendarDate(date).getDay()),
  End: (date) => addDays(date, 6 - fromCalendarDate(date).getDay()),
}

function Month({
  year,
  month,
  focused,
  from,
  to,
  locale,
  onPick,
  onKey,
  focusRef,
}: {
  year: number
  month: number
  focused: CalendarDate
  from: CalendarDate | null
  to: CalendarDate | null
  locale: string
  onPick(date: CalendarDate): void
  onKey(event: KeyboardEvent, date: CalendarDate): void
  focusRef: (element: HTMLButtonElement | null) => void
}) {
  const title = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(
    new Date(year, month - 1, 1),
  )
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short' })
  const longDate = new Intl.DateTimeFormat(locale, { dateStyle: 'full' })
  // 4 January 1970 was a Sunday.
  const weekdays = Array.from({ length: 7 }, (_, day) => weekday.format(new Date(1970, 0, 4 + day)))
  const inRange = (date: CalendarDate) =>
    from !== null && to !== null && compareDates(date, from) >= 0 && compareDates(date, to) <= 0
  return (
    <div>
      <p className="mb-2 text-center font-medium text-fg text-sm">{title}</p>
      <table aria-label={title} className="border-collapse text-sm">
        <thead>
          <tr>
            {weekdays.map((name) => (
              <th key={name} scope="col" className="size-9 font-normal text-fg-muted text-xs">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(year, month).map((week) => (
            <tr key={week.find(Boolean)?.day}>
              {week.map((date, index) =>
                date ? (
                  <td key={date.day} className="p-0">
                    <button
                      ref={sameDate(date, focused) ? focusRef : undefined}
                      type="button"
                      tabIndex={sameDate(date, focused) ? 0 : -1}
                      aria-label={longDate.format(fromCalendarDate(date))}
                      aria-pressed={sameDate(date, from) || sameDate(date, to)}
                      onClick={() => onPick(date)}
                      onKeyDown={(event) => onKey(event, date)}
                      className={`size-9 rounded-lg outline-none tabular-nums focus-visible:ring-2 focus-visible:ring-primary-500 ${
                        sameDate(date, from) || sameDate(date, to)
                          ? 'bg-primary-700 font-semibold text-white'
                          : inRange(date)
                            ? 'bg-accent-muted text-accent-strong'
                            : 'text-fg hover:bg-surface-muted'
                      }`}
                    >
                      {date.day}
                    </button>
                  </td>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: empty cells have no identity of their own
                  <td key={`empty-${index}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * Two months side by side (spec section 5: the date picker shows 2 months). The first day chosen starts
 * the range and the second ends it; the arrow keys, Page Up/Down, Home and End move between days.
 */
export function RangeCalendar({ from, to, onSelect }: RangeCalendarProps) {
  const { t, i18n } = useTranslation()
  const locale = localeOf(i18n.language)
  const [focused, setFocused] = useState<CalendarDate>(() => from ?? toCalendarDate(new Date()))
  const [start, setStart] = useState<CalendarDate | null>(null)
  // The left month follows the focus so it stays in view.
  const [shown, setShown] = useState<CalendarDate>(() => ({ ...focused, day: 1 }))
  const focusTarget = useRef<HTMLButtonElement | null>(null)
  const moved = useRef(false)
  const next = useMemo(() => addMonths(shown, 1), [shown])

  // After a keyboard move the new day takes the focus (once, not on every later render).
  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    focusTarget.current?.focus()
  })
  useEffect(() => {
    focusTarget.current?.focus()
  }, [])

  const focus = (date: CalendarDate) => {
    moved.current = true
    setFocused(date)
    const first = { ...shown, day: 1 }
    if (compareDates(date, first) < 0) setShown({ ...date, day: 1 })
    else if (compareDates(date, { ...addMonths(first, 1), day: 31 }) > 0)
      setShown({ ...addMonths(date, -1), day: 1 })
  }

  const pick = (date: CalendarDate) => {
    if (!start) {
      setStart(date)
      setFocused(date)
      return
    }
    const [first, last] = compareDates(date, start) < 0 ? [date, start] : [start, date]
    onSelect(first, last)
  }

  const onKey = (event: KeyboardEvent, date: CalendarDate) => {
    const move = KEY_MOVES[event.key]
    if (!move) return
    event.preventDefault()
    focus(move(date))
  }

  const shownFrom = start ?? from
  const shownTo = start ? null : to
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between">
        <button
          type="button"
          aria-label={t('ui:date_range.previous_month')}
          onClick={() => {
            setShown(addMonths(shown, -1))
            setFocused(addMonths(focused, -1))
          }}
          className="rounded-lg px-2 py-1 text-fg-secondary outline-none hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-primary-500"
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p aria-live="polite" className="text-fg-secondary text-xs">
          {start
            ? t('ui:date_range.choose_end', { date: formatDisplayDate(start) })
            : t('ui:date_range.choose_start')}
        </p>
        <button
          type="button"
          aria-label={t('ui:date_range.next_month')}
          onClick={() => {
            setShown(addMonths(shown, 1))
            setFocused(addMonths(focused, 1))
          }}
          className="rounded-lg px-2 py-1 text-fg-secondary outline-none hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-primary-500"
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="flex flex-wrap gap-4">
        {[shown, next].map((month) => (
          <Month
            key={`${month.year}-${month.month}`}
            year={month.year}
            month={month.month}
            focused={focused}
            from={shownFrom}
            to={shownTo}
            locale={locale}
            onPick={pick}
            onKey={onKey}
            focusRef={(element) => {
              if (element) focusTarget.current = element
            }}
          />
        ))}
      </div>
    </div>
  )
}
