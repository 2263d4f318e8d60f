import { useTranslation } from 'react-i18next'

/** The status values of spec section 4 that lists show as a pill. */
export type PillStatus = 'active' | 'inactive' | 'terminate'

const STYLES: Record<PillStatus, string> = {
  active: 'bg-success-subtle text-success ring-green-600/20',
  inactive: 'bg-surface-muted text-fg-secondary ring-gray-500/20',
  terminate: 'bg-danger-subtle text-danger ring-red-600/20',
}

const DOTS: Record<PillStatus, string> = {
  active: 'bg-green-600',
  inactive: 'bg-gray-500',
  terminate: 'bg-red-600',
}

/** The words carry the status; colour only repeats it. */
export function StatusPill({ status }: { status: PillStatus }) {
  const { t } = useTranslation()
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset ${STYLES[status]}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${DOTS[status]}`} />
      {t(`ui:status.${status}`)}
    </span>
  )
}
