import { PLATFORM_TIME_ZONE } from '../../domain/platformTime'

/**
 * A send time as staff read it: date and time in their language on the platform's clock (Bangkok), as the
 * send-time field takes it, with Christian-era years as elsewhere on screen.
 */
export function formatSendTime(iso: string, language: string): string {
  return new Date(iso).toLocaleString(language === 'th' ? 'th-TH-u-ca-gregory' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: PLATFORM_TIME_ZONE,
  })
}
