import { toZonedInput } from '../../domain/platformTime'

/**
 * A send time as staff read it: 'DD-MM-YYYY HH:mm' like every other date and time on screen, but on
 * the platform's clock (Bangkok), as the send-time field takes it, whatever the browser's zone.
 */
export function formatSendTime(iso: string): string {
  const wall = toZonedInput(iso)
  if (!wall) return ''
  const [date = '', time = ''] = wall.split('T')
  const [year, month, day] = date.split('-')
  return `${day}-${month}-${year} ${time}`
}
