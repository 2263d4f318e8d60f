// Times of the appearance screens: entered and shown on the platform's clock (Bangkok), whatever the
// browser's zone, and sent as instants; a period is shown 'DD-MM-YYYY HH:mm to DD-MM-YYYY HH:mm'.
import type { TFunction } from 'i18next'
import { fromZonedInput, toZonedInput } from '../../domain/platformTime'

/** 'DD-MM-YYYY HH:mm' in Bangkok. */
export function formatBangkok(iso: string): string {
  const wall = toZonedInput(iso)
  if (!wall) return ''
  const [date = '', time = ''] = wall.split('T')
  const [year, month, day] = date.split('-')
  return `${day}-${month}-${year} ${time}`
}

export const periodText = (t: TFunction, period: { startAt: string; endAt: string }): string =>
  t('appearance:period', { start: formatBangkok(period.startAt), end: formatBangkok(period.endAt) })

/** The datetime-local values of a period (Bangkok wall clock), and back to instants. */
export const periodInputs = (period: { startAt: string; endAt: string } | null) => ({
  startAt: period ? toZonedInput(period.startAt) : '',
  endAt: period ? toZonedInput(period.endAt) : '',
})

export const periodInstants = (values: { startAt: string; endAt: string }) => ({
  startAt: fromZonedInput(values.startAt),
  endAt: fromZonedInput(values.endAt),
})
