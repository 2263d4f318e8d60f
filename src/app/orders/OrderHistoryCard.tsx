import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderDetail } from '../../api/orders'
import { formatDateTime } from '../../ui/dateRange/dateRange'
import { useScrollsSideways } from '../../ui/useScrollsSideways'
import { OrderCard } from './OrderParts'

type ChangeValue = string | number | boolean | null

/** Who changed the order, when, and each field from what to what, newest last as kept. */
export function OrderHistoryCard({ history }: { history: OrderDetail['history'] }) {
  const { t } = useTranslation()
  const scroller = useRef<HTMLDivElement>(null)
  // A table wider than the screen scrolls sideways, and such a box must be reachable from the keyboard.
  const scrollsSideways = useScrollsSideways(scroller)
  const value = (changed: ChangeValue) =>
    changed === null || changed === '' ? t('orders:detail.empty_value') : String(changed)
  return (
    <OrderCard title={t('orders:detail.history')}>
      {history.length === 0 ? (
        <p className="text-fg-muted text-sm">{t('orders:detail.no_history')}</p>
      ) : (
        <div
          ref={scroller}
          className="overflow-x-auto rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
          {...(scrollsSideways
            ? { tabIndex: 0, role: 'region', 'aria-label': t('orders:detail.history') }
            : {})}
        >
          <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
            <caption className="sr-only">{t('orders:detail.history')}</caption>
            <thead>
              <tr className="border-line border-b text-fg-muted">
                <th scope="col" className="px-2 py-2 font-medium">
                  {t('orders:detail.history_when')}
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  {t('orders:detail.history_who')}
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  {t('orders:detail.history_what')}
                </th>
              </tr>
            </thead>
            <tbody>
              {history.map((change) => (
                <tr
                  key={`${change.at}-${change.action}`}
                  className="border-line-subtle border-b align-top last:border-b-0"
                >
                  <td className="whitespace-nowrap px-2 py-2 tabular-nums">{formatDateTime(change.at)}</td>
                  <td className="px-2 py-2">{change.actorName}</td>
                  <td className="px-2 py-2">
                    <span className="block font-medium">{change.action}</span>
                    {Object.entries(change.changes).map(([field, { from, to }]) => (
                      // An edited address is kept as one long JSON text: it wraps anywhere.
                      <span key={field} className="block text-fg-secondary wrap-anywhere">
                        {field}: {value(from)} → {value(to)}
                      </span>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </OrderCard>
  )
}
