import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { Link, useParams } from 'wouter'
import { ordersKeys } from '../../api/orders'
import { $api } from '../../api/queryClient'
import { nextOrderStatus } from '../../domain/orderTransitions'
import { can, permissionsState } from '../../stores/permissions'
import { Button, buttonStyles } from '../../ui/Button'
import { ChangeHistory } from '../../ui/ChangeHistory'
import { formatDateTime } from '../../ui/dateRange/dateRange'
import { RecordStates, Screen } from '../../ui/ScreenStates'
import { useRecord } from '../../ui/useRecord'
import { OrderStatusPill } from '../../widgets/orderStatus/OrderStatusPill'
import { MoveOrdersDialog } from './MoveOrdersDialog'
import { CouponsCard, ItemsCard, TotalsCard } from './OrderMoney'
import { Field, OrderCard, OrderNotFound } from './OrderParts'
import { BuyerCard, DeliveryCard } from './OrderPeopleAndPlaces'
import { copyOrderNumber, useOpenOrder } from './openOrder'
import { askToMoveOrders, offerOrderMove } from './orderMoves'
import { ordersPaths } from './orders.paths'

/** Every detail of one order (spec sections 2 and 3), with Copy order number and Tracking. */
export function OrderDetailPage() {
  const { t } = useTranslation()
  const { id = '' } = useParams<{ id?: string }>()
  const record = useRecord($api.queryOptions(...ordersKeys.detail(id)))
  const order = record.data
  const permissions = useSnapshot(permissionsState)
  useOpenOrder(order)
  const mayMove = can('orders', 'update', permissions)
  const movable = order && mayMove ? order : null
  useEffect(() => (movable ? offerOrderMove([movable]) : undefined), [movable])

  if (record.status === 'missing') return <OrderNotFound />
  if (!order || record.status !== 'ready')
    return (
      <Screen title={t('orders:nav.routes.orders.detail.title')}>
        <RecordStates
          status={record.status === 'ready' ? 'loading' : record.status}
          onRetry={record.reload}
          backHref={ordersPaths.hrefOf('orders.list')}
          backLabel={t('orders:detail.back')}
        />
      </Screen>
    )

  const next = nextOrderStatus(order.status)
  return (
    <Screen title={t('orders:nav.routes.orders.detail.title')}>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" className="w-auto" onClick={() => copyOrderNumber(order.orderNumber)}>
          {t('orders:detail.copy_number')}
        </Button>
        <Link
          href={ordersPaths.hrefOf('orders.tracking', { id: order._id })}
          className={buttonStyles.secondary}
        >
          {t('orders:detail.tracking')}
        </Link>
        {can('orders', 'update', permissions) ? (
          <Link
            href={ordersPaths.hrefOf('orders.edit', { id: order._id })}
            className={buttonStyles.secondary}
          >
            {t('orders:detail.edit')}
          </Link>
        ) : null}
        {mayMove && next ? (
          <Button variant="secondary" className="w-auto" onClick={askToMoveOrders}>
            {t('orders:move.button', { status: t(`orders:status.${next}`) })}
          </Button>
        ) : null}
      </div>
      <MoveOrdersDialog />
      <OrderCard title={t('orders:detail.summary')}>
        <dl className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
          <Field label={t('orders:detail.order_number')}>
            <span className="font-semibold">{order.orderNumber}</span>
          </Field>
          <Field label={t('orders:detail.status')}>
            <OrderStatusPill status={order.status} />
          </Field>
          <Field label={t('orders:detail.type')}>{order.type}</Field>
          <Field label={t('orders:detail.date')}>
            <span className="tabular-nums">{formatDateTime(order.createdAt)}</span>
          </Field>
          <Field label={t('orders:detail.payment_method')}>
            {t(`orders:payment.${order.paymentMethod}`)}
          </Field>
        </dl>
      </OrderCard>
      <div className="grid gap-5 lg:grid-cols-2">
        <BuyerCard buyer={order.buyer} />
        <TotalsCard order={order} />
      </div>
      <DeliveryCard order={order} />
      <ItemsCard order={order} />
      <CouponsCard order={order} />
      <ChangeHistory kind="order" recordId={order._id} canRevert={mayMove} />
    </Screen>
  )
}
