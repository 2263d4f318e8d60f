import { type KeyboardEvent, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReviewPage } from '../../api/reviews'
import { REVIEW_STATES, type ReviewState } from '../../domain/reviews'
import { formatCount } from '../../ui/pagedList/pagedList'

export const reviewTabId = (state: ReviewState) => `review-tab-${state}`
export const REVIEW_TAB_PANEL_ID = 'review-tab-panel'

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
}

/**
 * The review list's state tabs with their counts (as the order list's): one tab stop, the arrow keys (and Home, End) move to a
 * tab and show it, as the ARIA tabs pattern with automatic activation does.
 */
export function ReviewStateTabs({
  selected,
  counts,
  onSelect,
}: {
  selected: ReviewState
  counts: ReviewPage['counts'] | null
  onSelect(state: ReviewState): void
}) {
  const { t, i18n } = useTranslation()
  const tabs = useRef<Partial<Record<ReviewState, HTMLButtonElement | null>>>({})

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key]
    if (!step) return
    event.preventDefault()
    const next = REVIEW_STATES[step(REVIEW_STATES.indexOf(selected), REVIEW_STATES.length)]
    onSelect(next)
    tabs.current[next]?.focus()
  }

  return (
    <div
      role="tablist"
      aria-label={t('reviews:tabs_label')}
      onKeyDown={onKeyDown}
      className="flex gap-1 overflow-x-auto border-line border-b"
    >
      {REVIEW_STATES.map((state) => {
        const active = state === selected
        return (
          <button
            key={state}
            ref={(element) => {
              tabs.current[state] = element
            }}
            type="button"
            role="tab"
            id={reviewTabId(state)}
            aria-selected={active}
            aria-controls={REVIEW_TAB_PANEL_ID}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(state)}
            className={`-mb-px inline-flex shrink-0 items-center gap-2 whitespace-nowrap rounded-t-lg border-b-2 px-3 py-2 font-medium text-sm outline-none focus-visible:ring-2 focus-visible:ring-primary-500 ${
              active
                ? 'border-primary-600 text-accent'
                : 'border-transparent text-fg-muted hover:border-line-strong hover:text-fg'
            }`}
          >
            {t(`reviews:state.${state}`)}
            <span
              className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${
                active ? 'bg-accent-muted text-accent-strong' : 'bg-surface-muted text-fg-secondary'
              }`}
            >
              {counts ? formatCount(counts[state], i18n.language) : '–'}
            </span>
          </button>
        )
      })}
    </div>
  )
}
