// The platform's clock: times staff schedule (a push notification's send time) are entered and shown in
// the platform's own zone, whatever zone the browser is in, and stored as instants (UTC).

/** Thailand, where the platform and its members are: UTC+7 all year. */
export const PLATFORM_TIME_ZONE = 'Asia/Bangkok'

const wallClock = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })

/** The wall-clock time of an instant in `timeZone`, as a datetime-local input takes it: 'YYYY-MM-DDTHH:mm'. */
export function toZonedInput(iso: string, timeZone: string = PLATFORM_TIME_ZONE): string {
  const date = new Date(iso)
  if (!iso || Number.isNaN(date.getTime())) return ''
  const part = Object.fromEntries(
    wallClock(timeZone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  )
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`
}

/** How far `timeZone`'s wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const wall = toZonedInput(new Date(instant).toISOString(), timeZone)
  return Date.parse(`${wall}:00Z`) - Math.floor(instant / 60_000) * 60_000
}

/**
 * The instant (ISO) of a wall-clock time 'YYYY-MM-DDTHH:mm' in `timeZone`; '' stays '', text that is no
 * such time is answered as it is (the form rule then calls it invalid).
 */
export function fromZonedInput(value: string, timeZone: string = PLATFORM_TIME_ZONE): string {
  if (!value) return ''
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return value
  const asUtc = Date.parse(`${value}:00Z`)
  if (Number.isNaN(asUtc)) return value
  // Twice: the second look corrects a guess that fell on the other side of a daylight-saving change.
  const first = asUtc - offsetAt(asUtc, timeZone)
  return new Date(asUtc - offsetAt(first, timeZone)).toISOString()
}
