import type { TFunction } from 'i18next'
import { useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { $api } from '../../api/queryClient'
import { type ReviewListQuery, type ReviewPage, type ReviewSummary, reviewsKeys } from '../../api/reviews'
import { nameIn } from '../../domain/orders'
import { isReviewState, REVIEW_RATINGS, REVIEW_STATES, type ReviewState } from '../../domain/reviews'
import { can, permissionsState } from '../../stores/permissions'
import { buttonStyles } from '../../ui/Button'
import { DateRangeFilter } from '../../ui/dateRange/DateRangeFilter'
import { formatDateTime, isoRangeBounds } from '../../ui/dateRange/dateRange'
import { type Column, PagedList } from '../../ui/pagedList/PagedList'
import { listQuery } from '../../ui/pagedList/pagedList'
import { usePagedList } from '../../ui/pagedList/usePagedList'
import { useRowSelection } from '../../ui/pagedList/useRowSelection'
import { Screen } from '../../ui/ScreenStates'
import { SelectField } from '../../ui/SelectField'
import { DecideReviewsDialog } from './DecideReviewsDialog'
import { ReviewPhotos, Stars } from './ReviewParts'
import { ReviewSelectionBar } from './ReviewSelectionBar'
import { REVIEW_TAB_PANEL_ID, ReviewStateTabs, reviewTabId } from './ReviewStateTabs'
import { askToDecideReviews, type DecidableReview, offerReviewDecisions } from './reviewDecisions'

const FILTER_KEYS = ['state', 'rating', 'product', 'from', 'to'] as const
const SORTS = ['date'] as const
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The tab, rating, product and day range as the address keeps them, in the list call's terms. */
function reviewFilters(filters: Readonly<Record<string, string>>): Partial<ReviewListQuery> {
  const rating = Number(filters.rating)
  return {
    state: isReviewState(filters.state) ? filters.state : REVIEW_STATES[0],
    ...((REVIEW_RATINGS as readonly number[]).includes(rating) ? { rating } : {}),
    ...(filters.product && UUID.test(filters.product) ? { productId: filters.product } : {}),
    ...isoRangeBounds(filters.from, filters.to),
  }
}

const reviewerName = (review: ReviewSummary, language: string) =>
  nameIn(review.reviewer.name, language) || review.reviewer.memberId
const productName = (review: ReviewSummary, language: string) =>
  `${review.product.productCode} ${nameIn(review.product.name, language)}`.trim()
/** "Somchai Jaidee on PRD000012 Collagen, 01-05-2025 09:00": how controls and dialogs name a review. */
const reviewLabel = (review: ReviewSummary, t: TFunction, language: string) =>
  t('reviews:review_label', {
    reviewer: reviewerName(review, language),
    product: productName(review, language),
    date: formatDateTime(review.createdAt),
  })

/** Review approval (spec section 2): the state tabs with their counts, filters, and decisions on one or many. */
export function ReviewListPage() {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const permissions = useSnapshot(permissionsState)
  const mayDecide = can('reviewApproval', 'approve', permissions)
  const list = usePagedList<ReviewSummary, (typeof SORTS)[number]>({
    listId: 'reviews',
    filterKeys: FILTER_KEYS,
    sorts: SORTS,
    query: (params) =>
      $api.queryOptions(...reviewsKeys.list({ ...listQuery(params), ...reviewFilters(params.filters) })),
  })
  const { filters } = list.params
  const state: ReviewState = isReviewState(filters.state) ? filters.state : REVIEW_STATES[0]
  const counts = (list.result as ReviewPage | null)?.counts ?? null
  const listFilters = reviewFilters(filters)
  const rows = list.result?.data ?? []

  const reviewerOf = (review: ReviewSummary) => reviewerName(review, language)
  const productOf = (review: ReviewSummary) => productName(review, language)
  const labelOf = (review: ReviewSummary) => reviewLabel(review, t, language)
  const selection = useRowSelection<ReviewSummary>({
    rows,
    rowKey: (review) => review._id,
    rowLabel: (review) => t('reviews:selection.row', { review: labelOf(review) }),
    // Picked rows belong to one tab as filtered: another tab, filter or search starts a new pick.
    scope: JSON.stringify([listFilters, list.params.search]),
  })
  const decidable = useMemo<DecidableReview[]>(
    () =>
      selection.selected.map((review) => ({
        _id: review._id,
        version: review.version,
        state: review.state,
        label: reviewLabel(review, t, language),
      })),
    [selection.selected, t, language],
  )
  useEffect(() => (mayDecide ? offerReviewDecisions(decidable) : undefined), [mayDecide, decidable])

  const productFilter = listFilters.productId
    ? rows.find((review) => review.product._id === listFilters.productId)
    : undefined

  const selectColumn = selection.column
  // biome-ignore lint/correctness/useExhaustiveDependencies: the helpers above follow t and language
  const columns = useMemo<Column<ReviewSummary, (typeof SORTS)[number]>[]>(
    () => [
      selectColumn,
      {
        id: 'reviewer',
        header: t('reviews:columns.reviewer'),
        rowHeader: true,
        cell: (review) => (
          <span className="block min-w-0">
            <span className="block font-medium">{reviewerOf(review)}</span>
            <span className="block text-fg-muted text-xs">{review.reviewer.memberId}</span>
          </span>
        ),
      },
      {
        id: 'product',
        header: t('reviews:columns.product'),
        cell: (review) => (
          <span className="block min-w-0">
            <button
              type="button"
              className={buttonStyles.link}
              onClick={() => list.patchFilters({ product: review.product._id })}
              aria-label={t('reviews:product_filter.only', { product: productOf(review) })}
            >
              {nameIn(review.product.name, language)}
            </button>
            <span className="block text-fg-muted text-xs">
              {review.product.productCode} ·{' '}
              {review.product.rating === null
                ? t('reviews:product_rating_none')
                : t('reviews:product_rating', {
                    rating: review.product.rating.toFixed(1),
                    count: review.product.approvedReviewCount,
                  })}
            </span>
          </span>
        ),
      },
      {
        id: 'productRating',
        header: t('reviews:columns.product_quality'),
        cell: (review) => (
          <Stars rating={review.productRating} label={t('reviews:columns.product_quality')} />
        ),
      },
      {
        id: 'shippingRating',
        header: t('reviews:columns.shipping_handling'),
        cell: (review) => (
          <Stars rating={review.shippingRating} label={t('reviews:columns.shipping_handling')} />
        ),
      },
      {
        id: 'text',
        header: t('reviews:columns.text'),
        className: 'min-w-48 max-w-sm',
        cell: (review) => <span className="line-clamp-3 whitespace-pre-line">{review.text || '–'}</span>,
      },
      {
        id: 'images',
        header: t('reviews:columns.images'),
        cell: (review) => <ReviewPhotos review={review} reviewer={reviewerOf(review)} />,
      },
      {
        id: 'date',
        sort: 'date',
        header: t('reviews:columns.date'),
        className: 'whitespace-nowrap tabular-nums',
        cell: (review) => formatDateTime(review.createdAt),
      },
      {
        id: 'state',
        header: t('reviews:columns.state'),
        cell: (review) => (
          <span className="block">
            <span className="block">{t(`reviews:state.${review.state}`)}</span>
            {review.decidedBy ? (
              <span className="block text-fg-muted text-xs">
                {t('reviews:decided_by', { name: review.decidedBy, date: formatDateTime(review.decidedAt) })}
              </span>
            ) : null}
          </span>
        ),
      },
      {
        id: 'actions',
        header: t('reviews:columns.actions'),
        hiddenHeader: true,
        cell: (review) =>
          mayDecide && review.state === 'pending' ? (
            <span className="flex gap-2">
              {(['approve', 'reject'] as const).map((decision) => (
                <button
                  key={decision}
                  type="button"
                  className={buttonStyles.link}
                  aria-label={t(`reviews:${decision}.one`, { review: labelOf(review) })}
                  onClick={() =>
                    askToDecideReviews(decision, [
                      {
                        _id: review._id,
                        version: review.version,
                        state: review.state,
                        label: labelOf(review),
                      },
                    ])
                  }
                >
                  {t(`reviews:${decision}.button`)}
                </button>
              ))}
            </span>
          ) : null,
      },
    ],
    [t, language, selectColumn, mayDecide, filters],
  )

  return (
    <Screen title={t('reviews:nav.routes.reviews.title')}>
      <ReviewStateTabs
        selected={state}
        counts={counts}
        onSelect={(next) => list.patchFilters({ state: next === REVIEW_STATES[0] ? null : next })}
      />
      <div role="tabpanel" id={REVIEW_TAB_PANEL_ID} aria-labelledby={reviewTabId(state)}>
        <ReviewSelectionBar selection={selection} decidable={decidable} mayDecide={mayDecide} />
        {listFilters.productId ? (
          <p className="mb-3 flex flex-wrap items-center gap-2 text-sm">
            <span>
              {productFilter
                ? t('reviews:product_filter.showing', { product: productOf(productFilter) })
                : t('reviews:product_filter.showing_unknown')}
            </span>
            <button
              type="button"
              className={buttonStyles.link}
              onClick={() => list.patchFilters({ product: null })}
            >
              {t('reviews:product_filter.clear')}
            </button>
          </p>
        ) : null}
        <PagedList
          label={t('reviews:table', { state: t(`reviews:state.${state}`) })}
          columns={columns}
          rowKey={(review) => review._id}
          list={list}
          searchLabel={t('reviews:search')}
          searchPlaceholder={t('reviews:search_placeholder')}
          emptyText={t('reviews:empty')}
          filters={
            <>
              <SelectField
                label={t('reviews:rating_filter')}
                value={listFilters.rating ? String(listFilters.rating) : ''}
                onChange={(event) => list.patchFilters({ rating: event.target.value || null })}
                options={[
                  { value: '', label: t('reviews:rating_any') },
                  ...REVIEW_RATINGS.map((rating) => ({
                    value: String(rating),
                    label: t('reviews:rating_option', { count: rating }),
                  })),
                ]}
                className="w-40 [&_label]:text-xs [&_select]:py-2"
              />
              <DateRangeFilter
                from={filters.from ?? null}
                to={filters.to ?? null}
                onChange={(from, to) => list.patchFilters({ from, to })}
              />
            </>
          }
        />
      </div>
      <DecideReviewsDialog onDecided={selection.clear} />
    </Screen>
  )
}
