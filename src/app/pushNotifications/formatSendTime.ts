/** A send time as staff read it: date and time in their language, Christian-era years as elsewhere on screen. */
export function formatSendTime(iso: string, language: string): string {
  return new Date(iso).toLocaleString(language === 'th' ? 'th-TH-u-ca-gregory' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
}

/** The value of a datetime-local input (the browser's local time) for an instant, and back. */
export function toLocalInput(iso: string): string {
  if (!iso) return ''
  const date = new Date(iso)
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 16)
}

export function fromLocalInput(value: string): string {
  if (!value) return ''
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : date.toISOString()
}
