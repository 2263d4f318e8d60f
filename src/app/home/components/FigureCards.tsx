import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { HomeDashboard } from '../../../api/home'
import { formatMoney, formatNumber } from '../../../domain/money'

type FigureKey = 'totalSale' | 'numberOrder' | 'numberUser' | 'totalTraction' | 'conversionRate'
const FIGURES: readonly FigureKey[] = [
  'totalSale',
  'numberOrder',
  'numberUser',
  'totalTraction',
  'conversionRate',
]

const percent = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`

function shownValue(figure: FigureKey, figures: HomeDashboard): string {
  const value = figures[figure]
  if (figure === 'totalSale') return formatMoney(figures.totalSale, figures.unit)
  if (figure === 'conversionRate') return value === null ? '–' : percent(value)
  return formatNumber(value ?? 0)
}

/** The five figures, each with its change against the previous period, and a link to its list where it has one. */
export function FigureCards({
  figures,
  links,
}: {
  figures: HomeDashboard
  links: Partial<Record<FigureKey, string>>
}) {
  const { t } = useTranslation()
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
      {FIGURES.map((figure) => {
        const change = figures.change[figure]
        const signed = change === null ? null : `${change > 0 ? '+' : ''}${percent(change)}`
        const href = links[figure]
        return (
          <li key={figure} className="rounded-xl border border-line bg-surface p-4" data-figure={figure}>
            <p className="text-fg-secondary text-sm">{t(`home:figures.${figure}`)}</p>
            <p className="mt-1 font-semibold text-2xl text-fg tabular-nums">{shownValue(figure, figures)}</p>
            <p
              className={`mt-1 text-xs ${change === null ? 'text-fg-muted' : change < 0 ? 'text-danger' : 'text-accent'}`}
            >
              {signed === null ? t('home:figures.noChange') : t('home:figures.change', { change: signed })}
            </p>
            {href ? (
              <Link
                href={href}
                aria-label={t('home:figures.openList', { figure: t(`home:figures.${figure}`) })}
                className="mt-2 inline-block text-accent text-sm underline"
              >
                {t('home:figures.open')}
              </Link>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
