import dayjs from 'dayjs'
import 'dayjs/locale/th'
import type { Language } from '../../domain/constants'
import { NOTIFICATION_DATE_FORMAT } from '../../domain/notifications'

/** '05-03-2026 02:07 PM', or with Thai's before/after-noon words when the app is in Thai. */
export function formatPublishDate(iso: string, language: Language): string {
  return dayjs(iso)
    .locale(language === 'th' ? 'th' : 'en')
    .format(NOTIFICATION_DATE_FORMAT)
}
