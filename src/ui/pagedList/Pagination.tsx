import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { PAGE_SIZE_OPTIONS } from '../../domain/constants'
import { formatCount, type PageSize, pageCount, pageLinks, rowRange, toPageSize } from './pagedList'

export interface PaginationProps {
  page: number
  limit: PageSize
  total: number
  /** The total is the search count's cap: more rows match ("1,000+"). */
  totalCapped?: boolean
  onPage(page: number): void
  onLimit(limit: PageSize): void
  disabled?: boolean
}

const pageButton =
  'inline-flex min-w-9 items-center justify-center rounded-lg border px-2.5 py-1.5 text-sm outline-none transition focus-visible:ring-2 focus-visible:ring-primary-500 disabled:cursor-not-allowed disabled:opacity-50'

function Arrow({ direction }: { direction: 'first' | 'previous' | 'next' | 'last' }) {
  const paths = {
    first: 'M11 17l-5-5 5-5M18 17l-5-5 5-5',
    previous: 'M15 18l-6-6 6-6',
    next: 'M9 18l6-6-6-6',
    last: 'M13 17l5-5-5-5M6 17l5-5-5-5',
  }
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={paths[direction]} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/** Rows per page (5/10/35/50/100), which rows are shown, and the page buttons. */
export function Pagination({
  page,
  limit,
  total,
  totalCapped = false,
  onPage,
  onLimit,
  disabled = false,
}: PaginationProps) {
  const { t, i18n } = useTranslation()
  const sizeId = useId()
  const count = pageCount(total, limit)
  const { from, to } = rowRange(page, limit, total)
  const idle = 'border-line-strong bg-surface text-fg hover:bg-surface-subtle'
  const current = 'border-primary-700 bg-primary-700 font-semibold text-white'
  const arrow = (direction: 'first' | 'previous' | 'next' | 'last', target: number, off: boolean) => (
    <button
      type="button"
      aria-label={t(`ui:pagination.${direction}`)}
      disabled={disabled || off}
      onClick={() => onPage(target)}
      className={`${pageButton} ${idle}`}
    >
      <Arrow direction={direction} />
    </button>
  )
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 px-1 pt-3 text-fg-secondary text-sm">
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId}>{t('ui:pagination.rows_per_page')}</label>
        <select
          id={sizeId}
          value={limit}
          disabled={disabled}
          onChange={(event) => onLimit(toPageSize(event.target.value))}
          className="rounded-lg border border-line-strong bg-surface px-2 py-1.5 text-fg outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
        >
          {PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <span aria-live="polite">
          {total > 0
            ? t(totalCapped ? 'ui:pagination.showing_capped' : 'ui:pagination.showing', {
                from: formatCount(from, i18n.language),
                to: formatCount(to, i18n.language),
                total: formatCount(total, i18n.language),
              })
            : t('ui:pagination.showing_none')}
        </span>
      </div>
      {count > 1 ? (
        <nav aria-label={t('ui:pagination.label')} className="flex flex-wrap items-center gap-1">
          {arrow('first', 1, page <= 1)}
          {arrow('previous', page - 1, page <= 1)}
          {pageLinks(page, count).map((link, index) =>
            link === 'gap' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
              <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-fg-muted">
                …
              </span>
            ) : (
              <button
                key={link}
                type="button"
                aria-label={t('ui:pagination.page', { page: link })}
                aria-current={link === page ? 'page' : undefined}
                disabled={disabled}
                onClick={() => onPage(link)}
                className={`${pageButton} ${link === page ? current : idle}`}
              >
                {link}
              </button>
            ),
          )}
          {arrow('next', page + 1, page >= count)}
          {arrow('last', count, page >= count)}
          <span className="sr-only">{t('ui:pagination.page_of', { page, count })}</span>
        </nav>
      ) : null}
    </div>
  )
}
