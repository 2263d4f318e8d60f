import dayjs from 'dayjs'
import type { Language } from '../../domain/constants'
import { NOTIFICATION_DATE_FORMATS } from '../../domain/notifications'

/** '05-03-2026 02:07 PM' in English, '05-03-2026 14:07' in Thai, in the browser's time zone. */
export function formatPublishDate(iso: string, language: Language): string {
  return dayjs(iso).format(NOTIFICATION_DATE_FORMATS[language])
}
