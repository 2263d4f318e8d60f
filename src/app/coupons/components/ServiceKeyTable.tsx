import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { CouponServiceKey } from '../../../api/couponServiceKeys'
import { Button } from '../../../ui/Button'
import { formatDateTime } from '../../../ui/dateRange/dateRange'
import { FormAlert } from '../../../ui/FormAlert'
import { useScrollsSideways } from '../../../ui/useScrollsSideways'

const PILL = 'inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset'
const CELL = 'px-3 py-2.5 text-fg'
const HEADERS = ['name', 'prefix', 'created_by', 'created_at', 'last_used', 'state'] as const

export type ServiceKeyListStatus = 'loading' | 'failed' | 'ready'

/**
 * The checkout's keys, newest first as the server lists them, revoked ones too (they stay listed so
 * a refused checkout call can be traced to the key that stopped working).
 */
export function ServiceKeyTable({
  keys,
  status,
  onRetry,
  onRevoke,
}: {
  keys: readonly CouponServiceKey[]
  status: ServiceKeyListStatus
  onRetry(): void
  /** Absent for staff who may not revoke keys. */
  onRevoke?: (key: CouponServiceKey) => void
}) {
  const { t } = useTranslation()
  const scroller = useRef<HTMLDivElement>(null)
  const scrollsSideways = useScrollsSideways(scroller)
  const columns = onRevoke ? HEADERS.length + 1 : HEADERS.length
  let placeholder: string | null = null
  if (status === 'loading') placeholder = t('ui:list.loading')
  else if (status === 'ready' && keys.length === 0) placeholder = t('coupons:service_keys.empty')
  return (
    <section aria-labelledby="service-keys-title" className="space-y-3">
      <h2 id="service-keys-title" className="font-semibold text-fg text-lg">
        {t('coupons:service_keys.list_title')}
      </h2>
      {status === 'failed' ? (
        <div className="space-y-2">
          <FormAlert message={t('ui:list.failed')} />
          <Button variant="secondary" onClick={onRetry}>
            {t('ui:list.retry')}
          </Button>
        </div>
      ) : null}
      {/* relative: the table's sr-only texts, placed absolutely, scroll with it rather than past the page. */}
      <div
        ref={scroller}
        {...(scrollsSideways
          ? { tabIndex: 0, role: 'region', 'aria-label': t('coupons:service_keys.table') }
          : {})}
        className="relative overflow-x-auto rounded-2xl border border-line bg-surface p-4 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
      >
        <table
          aria-busy={status === 'loading' || undefined}
          className="w-full min-w-[40rem] text-left text-sm"
        >
          <caption className="sr-only">{t('coupons:service_keys.table')}</caption>
          <thead>
            <tr className="border-line border-b text-fg-muted">
              {HEADERS.map((header) => (
                <th key={header} scope="col" className="px-3 py-2 font-medium">
                  {t(`coupons:service_keys.columns.${header}`)}
                </th>
              ))}
              {onRevoke ? (
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t('ui:actions_column')}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {placeholder ? (
              <tr>
                <td colSpan={columns} className="px-3 py-8 text-center text-fg-muted">
                  <span role="status">{placeholder}</span>
                </td>
              </tr>
            ) : null}
            {keys.map((key) => (
              <tr key={key._id} className="border-line-subtle border-b last:border-b-0">
                <th scope="row" className={`${CELL} text-left font-normal`}>
                  {key.name}
                </th>
                <td className={`${CELL} whitespace-nowrap font-mono`}>
                  {t('coupons:service_keys.prefix', { prefix: key.prefix })}
                </td>
                <td className={`${CELL} break-all`}>
                  {key.createdBy ?? t('coupons:service_keys.unknown_staff')}
                </td>
                <td className={`${CELL} whitespace-nowrap tabular-nums`}>{formatDateTime(key.createdAt)}</td>
                <td className={`${CELL} whitespace-nowrap tabular-nums`}>
                  {key.lastUsedAt ? formatDateTime(key.lastUsedAt) : t('coupons:service_keys.never_used')}
                </td>
                <td className={CELL}>
                  {key.revokedAt ? (
                    <span className={`${PILL} bg-danger-subtle text-danger ring-red-600/20`}>
                      {t('coupons:service_keys.revoked_at', { at: formatDateTime(key.revokedAt) })}
                    </span>
                  ) : (
                    <span className={`${PILL} bg-success-subtle text-success ring-green-600/20`}>
                      {t('coupons:service_keys.active')}
                    </span>
                  )}
                </td>
                {onRevoke ? (
                  <td className={`${CELL} text-right`}>
                    {key.revokedAt ? null : (
                      <Button
                        variant="link"
                        aria-label={t('coupons:service_keys.revoke_named', { name: key.name })}
                        onClick={() => onRevoke(key)}
                      >
                        {t('coupons:service_keys.revoke')}
                      </Button>
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
