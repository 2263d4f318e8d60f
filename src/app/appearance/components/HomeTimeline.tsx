import { useTranslation } from 'react-i18next'
import type { HomeTimeline as Timeline } from '../../../api/appearance'
import { formatBangkok } from '../appearanceTimes'

type Row = Timeline['rows'][number]
type Segment = Row['segments'][number]

const STYLE: Record<Segment['state'], string> = {
  live: 'bg-accent-muted text-accent-strong border-accent',
  gap: 'bg-surface-subtle text-fg-muted border-line-strong border-dashed',
  overlap: 'bg-warning-subtle text-warning border-warning-line',
}

export interface HomeTimelineProps {
  timeline: Timeline
  /** Shows the home page at the start of a segment. */
  onPick(instant: string): void
}

/**
 * What the home page shows over the coming weeks: one bar per place (the loop, the template, each
 * section), cut into live stretches, gaps and overlaps. Every stretch is a button (Tab reaches each,
 * Enter previews the page at its start), and the gaps and overlaps are listed again under the bars.
 */
export function HomeTimeline({ timeline, onPick }: HomeTimelineProps) {
  const { t } = useTranslation()
  const from = Date.parse(timeline.from)
  const span = Date.parse(timeline.to) - from
  const labelOf = (row: Row) =>
    row.key === 'loop'
      ? t('appearance:timeline.loop')
      : row.key === 'template'
        ? t('appearance:timeline.template')
        : row.label
  const describe = (row: Row, segment: Segment) =>
    t(`appearance:timeline.segment_${segment.state}`, {
      place: labelOf(row),
      names: segment.names.join(', '),
      start: formatBangkok(segment.from),
      end: formatBangkok(segment.to),
    })
  const problems = timeline.rows.flatMap((row) =>
    row.segments.filter((segment) => segment.state !== 'live').map((segment) => ({ row, segment })),
  )
  problems.sort((a, b) => Date.parse(a.segment.from) - Date.parse(b.segment.from))
  return (
    <div className="space-y-4">
      <p className="text-fg-muted text-sm">
        {t('appearance:timeline.range', {
          start: formatBangkok(timeline.from),
          end: formatBangkok(timeline.to),
        })}
      </p>
      <ul aria-label={t('appearance:timeline.title')} className="space-y-2">
        {timeline.rows.map((row) => (
          <li key={row.key} className="grid items-center gap-2 sm:grid-cols-[12rem_1fr]">
            <span className="truncate font-medium text-fg text-sm">{labelOf(row)}</span>
            <div className="flex h-10 w-full overflow-hidden rounded-lg border border-line">
              {row.segments.map((segment) => {
                const width = ((Date.parse(segment.to) - Date.parse(segment.from)) / span) * 100
                return (
                  <button
                    key={segment.from}
                    type="button"
                    style={{ width: `${Math.max(width, 0.5)}%` }}
                    className={`min-w-1 truncate border-r px-1 text-left text-xs focus-visible:relative focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 ${STYLE[segment.state]}`}
                    aria-label={describe(row, segment)}
                    title={describe(row, segment)}
                    data-state={segment.state}
                    onClick={() => onPick(segment.from)}
                  >
                    {segment.state === 'gap' ? t('appearance:timeline.gap') : segment.names[0]}
                  </button>
                )
              })}
            </div>
          </li>
        ))}
      </ul>
      <section aria-label={t('appearance:timeline.problems')}>
        <h3 className="mb-2 font-semibold text-fg">{t('appearance:timeline.problems')}</h3>
        {problems.length === 0 ? (
          <p className="text-fg-muted text-sm">{t('appearance:timeline.no_problems')}</p>
        ) : (
          <ul className="space-y-1">
            {problems.map(({ row, segment }) => (
              <li key={`${row.key}:${segment.from}`}>
                <button
                  type="button"
                  className="text-left text-accent-strong text-sm hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
                  onClick={() => onPick(segment.from)}
                >
                  {describe(row, segment)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
