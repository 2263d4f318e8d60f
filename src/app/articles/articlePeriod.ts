import type { TFunction } from 'i18next'
import { formatDate } from '../../ui/dateRange/dateRange'

/** A publish period as the screens say it: 'DD-MM-YYYY to DD-MM-YYYY' (spec section 9). */
export const publishPeriodText = (
  t: TFunction,
  article: { startPublishDate: string; endPublishDate: string },
) =>
  t('articles:period', {
    start: formatDate(article.startPublishDate),
    end: formatDate(article.endPublishDate),
  })
