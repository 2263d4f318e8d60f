import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { moveOrdersToNextStatus } from '../../api/orders'
import type { OrderStatus } from '../../domain/orders'
import { needsTracking, nextOrderStatus } from '../../domain/orderTransitions'
import type { FieldErrors } from '../../domain/validators'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { TextField } from '../../ui/TextField'
import { useEditor } from '../../ui/useEditor'
import { COURIER_MAX_LENGTH, shippingProblems } from './orderEditForm'
import { type MovableOrder, orderMoveState } from './orderMoves'

type Field = 'courierName' | `tracking.${string}`
interface MoveValues {
  courierName: string
  /** Tracking numbers by order id, for the orders going to to_receive. */
  tracking: Readonly<Record<string, string>>
}
const EMPTY: MoveValues = { courierName: '', tracking: {} }

const nextOf = (order: MovableOrder) => nextOrderStatus(order.status) as OrderStatus
const shipped = (orders: readonly MovableOrder[]) => orders.filter((order) => needsTracking(nextOf(order)))

function validate(values: MoveValues, orders: readonly MovableOrder[]): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {}
  for (const order of shipped(orders)) {
    const problems = shippingProblems('to_receive', values.courierName, values.tracking[order._id] ?? '')
    if (problems.courierName) errors.courierName = problems.courierName
    if (problems.trackingNumber) errors[`tracking.${order._id}`] = problems.trackingNumber
  }
  return errors
}

/**
 * Moves the orders asked for (orderMoveState.moving) each to its next status, all or none. Orders going
 * to "to receive" need the courier and each its tracking number. The server's refusal (an order changed
 * meanwhile, one that cannot move) stays in the dialog, naming the order.
 */
export function MoveOrdersDialog({ onMoved }: { onMoved?(): void }) {
  const { moving } = useSnapshot(orderMoveState)
  const close = () => {
    orderMoveState.moving = null
  }
  // A new form for every opening: the editor starts from what it is given.
  return moving ? (
    <MoveOrdersForm
      key={moving.map((order) => order._id).join()}
      orders={moving as MovableOrder[]}
      onClose={close}
      onMoved={() => {
        close()
        onMoved?.()
      }}
    />
  ) : null
}

function MoveOrdersForm({
  orders,
  onClose,
  onMoved,
}: {
  orders: readonly MovableOrder[]
  onClose(): void
  onMoved(): void
}) {
  const { t } = useTranslation()
  const toTrack = shipped(orders)
  const targets = new Set(orders.map(nextOf))
  const target = targets.size === 1 ? [...targets][0] : null
  const statusName = (status: OrderStatus) => t(`orders:status.${status}`)
  const editor = useEditor<MoveValues, Field, readonly MovableOrder[], unknown>({
    fields: ['courierName', ...toTrack.map((order) => `tracking.${order._id}` as const)],
    validate,
    loaded: { values: EMPTY, record: orders },
    save: (values) =>
      moveOrdersToNextStatus({
        ...(toTrack.length > 0 ? { courierName: values.courierName.trim() } : {}),
        orders: orders.map((order) => ({
          _id: order._id,
          version: order.version,
          ...(needsTracking(nextOf(order))
            ? { trackingNumber: values.tracking[order._id]?.trim() ?? '' }
            : {}),
        })),
      }),
    onSaved: () => {
      showToast(
        {
          text: target
            ? t('orders:move.done', { count: orders.length, status: statusName(target) })
            : t('orders:move.done_mixed', { count: orders.length }),
        },
        'success',
        { durationMs: SCREEN_TOAST_DURATION_MS },
      )
      onMoved()
    },
    guardLeaving: false,
  })
  const form = editor.form
  const values = form?.values ?? EMPTY
  const single = orders.length === 1 ? orders[0] : null

  return (
    <ConfirmDialog
      open
      title={
        single && target
          ? t('orders:move.title_single', { number: single.orderNumber, status: statusName(target) })
          : target
            ? t('orders:move.title', { count: orders.length, status: statusName(target) })
            : t('orders:move.title_mixed', { count: orders.length })
      }
      description={toTrack.length > 0 ? t('orders:move.needs_tracking') : t('orders:move.body')}
      confirmLabel={t('orders:move.confirm')}
      busy={form?.busy}
      error={form?.formError}
      onConfirm={() => form?.submit()}
      onClose={onClose}
    >
      {toTrack.length > 0 ? (
        <div className="space-y-3">
          <TextField
            label={t('orders:edit.courier')}
            name="courierName"
            maxLength={COURIER_MAX_LENGTH}
            value={values.courierName}
            onChange={(event) => form?.change({ courierName: event.target.value })}
            error={form?.errorOf('courierName')}
          />
          {toTrack.map((order) => (
            <TextField
              key={order._id}
              label={t('orders:move.tracking_of', { number: order.orderNumber })}
              name={`tracking.${order._id}`}
              maxLength={40}
              value={values.tracking[order._id] ?? ''}
              onChange={(event) =>
                form?.change({ tracking: { ...values.tracking, [order._id]: event.target.value } })
              }
              error={form?.errorOf(`tracking.${order._id}`)}
            />
          ))}
        </div>
      ) : null}
    </ConfirmDialog>
  )
}
