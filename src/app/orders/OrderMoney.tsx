import { useTranslation } from 'react-i18next'
import type { OrderDetail } from '../../api/orders'
import { formatMoney, formatNumber } from '../../domain/money'
import { nameIn } from '../../domain/orders'
import { OrderCard } from './OrderParts'

/** The products bought: image, code, name, quantity, price and PV. */
export function ItemsCard({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation()
  const money = (amount: number) => formatMoney(amount, order.currency)
  return (
    <OrderCard title={t('orders:detail.products')}>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <caption className="sr-only">{t('orders:detail.products')}</caption>
          <thead>
            <tr className="border-line border-b text-fg-muted">
              <th scope="col" className="px-2 py-2 font-medium">
                {t('orders:detail.product')}
              </th>
              <th scope="col" className="px-2 py-2 font-medium">
                {t('orders:detail.product_code')}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {t('orders:detail.quantity')}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {t('orders:detail.price')}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {t('orders:detail.pv')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.products.map((item) => {
              const name = nameIn(item.productName, i18n.language)
              return (
                <tr key={item.productCode} className="border-line-subtle border-b last:border-b-0">
                  <th scope="row" className="px-2 py-2 text-left font-normal">
                    <span className="flex items-center gap-3">
                      {item.imageUrl && item.fileType === 'image' ? (
                        <img
                          src={item.imageUrl}
                          alt={name}
                          className="size-12 shrink-0 rounded-lg bg-surface-muted object-cover"
                        />
                      ) : (
                        <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-surface-muted text-fg-muted text-xs">
                          {item.fileType === 'video' ? t('orders:detail.video') : null}
                        </span>
                      )}
                      <span className="font-medium text-fg">{name}</span>
                    </span>
                  </th>
                  <td className="px-2 py-2 text-fg-secondary">{item.productCode}</td>
                  <td className="px-2 py-2 text-right tabular-nums">
                    {formatNumber(item.quantity)} {item.unit}
                  </td>
                  <td className="px-2 py-2 text-right tabular-nums">{money(item.price)}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{formatNumber(item.pv)}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </OrderCard>
  )
}

/** What the buyer pays and the PV the order earns. */
export function TotalsCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation()
  const money = (amount: number) => formatMoney(amount, order.currency)
  const rows: [string, string][] = [
    [t('orders:detail.total_product_price'), money(order.totalProductPrice)],
    [t('orders:detail.shipping_fees'), money(order.shippingFees)],
    [t('orders:detail.taxes'), money(order.taxes)],
    [t('orders:detail.discount'), money(-order.discount)],
  ]
  return (
    <OrderCard title={t('orders:detail.totals')}>
      <dl className="space-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-fg-muted">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-line border-t pt-2 font-semibold">
          <dt>{t('orders:detail.total')}</dt>
          <dd className="tabular-nums">{money(order.totalPrice)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-fg-muted">{t('orders:detail.total_pv')}</dt>
          <dd className="tabular-nums">{formatNumber(order.totalPv)}</dd>
        </div>
      </dl>
    </OrderCard>
  )
}

/** The coupons the order used and what each took off. */
export function CouponsCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation()
  return (
    <OrderCard title={t('orders:detail.coupons')}>
      {order.coupons.length === 0 ? (
        <p className="text-fg-muted text-sm">{t('orders:detail.no_coupons')}</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {order.coupons.map((coupon) => (
            <li key={coupon.code} className="flex flex-wrap justify-between gap-2">
              <span>
                <span className="font-medium">{coupon.name}</span>{' '}
                <span className="text-fg-muted">
                  ({coupon.code}, {coupon.discountCategory})
                </span>
              </span>
              <span className="tabular-nums">{formatMoney(-coupon.discountAmount, order.currency)}</span>
            </li>
          ))}
        </ul>
      )}
    </OrderCard>
  )
}
