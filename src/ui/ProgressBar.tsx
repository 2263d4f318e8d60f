import { useTranslation } from 'react-i18next'

export interface ProgressBarProps {
  /** Its accessible name: what is progressing ('Uploading avatar.png'). */
  label: string
  /** 0 to 1; null while the size of the work is unknown (the bar then moves without a figure). */
  value: number | null
  tone?: 'primary' | 'success' | 'error'
}

const TONES = { primary: 'bg-primary-600', success: 'bg-green-600', error: 'bg-red-600' }

/** A determinate progress bar, or an indeterminate one while the total is unknown. */
export function ProgressBar({ label, value, tone = 'primary' }: ProgressBarProps) {
  const { t } = useTranslation()
  const percent = value === null ? null : Math.round(Math.min(1, Math.max(0, value)) * 100)
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={percent === null ? undefined : t('ui:progress.percent', { percent })}
        className="relative h-2 flex-1 overflow-hidden rounded-full bg-surface-strong"
      >
        {percent === null ? (
          <div className={`absolute inset-y-0 w-1/3 animate-pulse rounded-full ${TONES[tone]}`} />
        ) : (
          <div
            className={`h-full rounded-full transition-[width] duration-200 ${TONES[tone]}`}
            style={{ width: `${percent}%` }}
          />
        )}
      </div>
      {percent === null ? null : (
        <span aria-hidden="true" className="w-10 text-right text-fg-secondary text-xs tabular-nums">
          {t('ui:progress.percent', { percent })}
        </span>
      )}
    </div>
  )
}
