import { useTranslation } from 'react-i18next'
import type { ReviewSummary } from '../../api/reviews'

/** Whole stars out of five, read out as "4 of 5 stars". */
export function Stars({ rating, label }: { rating: number; label: string }) {
  const { t } = useTranslation()
  return (
    <span role="img" aria-label={t('reviews:stars', { label, rating })} className="whitespace-nowrap">
      <span aria-hidden className="text-primary-600">
        {'★'.repeat(rating)}
      </span>
      <span aria-hidden className="text-fg-muted">
        {'☆'.repeat(5 - rating)}
      </span>
    </span>
  )
}

/** The reviewer's photos as small thumbnails, each opening the full photo. */
export function ReviewPhotos({ review, reviewer }: { review: ReviewSummary; reviewer: string }) {
  const { t } = useTranslation()
  if (review.images.length === 0) return <span className="text-fg-muted">–</span>
  return (
    <span className="flex gap-1">
      {review.images.map((url, index) => {
        const name = t('reviews:photo', { number: index + 1, count: review.images.length, reviewer })
        return (
          <a
            key={url}
            href={url}
            target="_blank"
            rel="noreferrer"
            aria-label={name}
            className="block size-10 shrink-0 overflow-hidden rounded-md border border-line bg-surface-muted"
          >
            <img src={url} alt="" loading="lazy" className="size-full object-cover" />
          </a>
        )
      })}
    </span>
  )
}
