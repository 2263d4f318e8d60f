import type { Updateable } from 'kysely'
import type { components } from '../../../src/api/schema'
import type { Language } from '../../../src/domain/constants'
import type { OrderStatus } from '../../../src/domain/orders'
import { becomesPaid, canMoveOrder, needsTracking } from '../../../src/domain/orderTransitions'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/errors'
import { t } from '../../lib/i18n'
import { notificationMessage, paymentMethodName } from '../notifications/notificationMessages'
import { publishNotification } from '../notifications/publishNotification'
import type { OrdersTable } from './orders.tables'

type OrderUpdate = components['schemas']['OrderUpdate']
type Change = { from: unknown; to: unknown }

export interface OrderEditor {
  id: string
  name: string
}

const statusName = (lang: Language, status: OrderStatus) => t(lang, `orders.status.${status}`)

const money = (amount: string, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(
    Number(amount),
  )

/** An order as an edit left it. */
export interface EditedOrder {
  id: string
  orderNumber: string
  status: OrderStatus
  version: number
}

/** Applies one edit to an order in its own transaction (see `editOrderIn`). */
export function applyOrderUpdate(
  db: Db,
  editor: OrderEditor,
  id: string,
  update: OrderUpdate,
  lang: Language,
): Promise<EditedOrder> {
  return db.transaction().execute((trx) => editOrderIn(trx, editor, id, update, lang))
}

/**
 * Applies one edit to an order within `trx`: the row locked, the version checked (an edit made on an
 * older copy is refused with 409, never written over), the status moved only along the transition
 * table, the change kept in the order's history, and a PAYMENT notification published when the order
 * becomes paid. An edit that changes nothing writes nothing. Status names in a refusal are in `lang`.
 */
export async function editOrderIn(
  /** A transaction: the order stays locked until it ends. */
  trx: Db,
  editor: OrderEditor,
  id: string,
  update: OrderUpdate,
  lang: Language,
): Promise<EditedOrder> {
  const current = await trx
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()
  if (!current) throw new AppError(404, 'orders.errors.this_order_id_no_longer_exists')
  if (current.version !== update.version)
    throw new AppError(409, 'orders.errors.order_changed_meanwhile', { number: current.order_number })

  const set: Updateable<OrdersTable> = {}
  const changes: Record<string, Change> = {}
  const status = update.status ?? current.status
  if (status !== current.status) {
    if (!canMoveOrder(current.status, status))
      throw new AppError(400, 'orders.errors.transition_not_allowed', {
        from: statusName(lang, current.status),
        to: statusName(lang, status),
      })
    set.status = status
    changes.status = { from: current.status, to: status }
  }
  const text = (key: 'courier_name' | 'tracking_number', value: string | null | undefined) => {
    if (value === undefined) return current[key]
    const next = value?.trim() || null
    if (next !== current[key]) {
      set[key] = next
      changes[key === 'courier_name' ? 'courierName' : 'trackingNumber'] = { from: current[key], to: next }
    }
    return next
  }
  const courier = text('courier_name', update.courierName)
  const tracking = text('tracking_number', update.trackingNumber)
  if (needsTracking(status) && (!courier || !tracking))
    throw new AppError(400, 'orders.errors.tracking_required', {
      number: current.order_number,
      status: statusName(lang, status),
    })
  for (const [field, column] of [
    ['shippingAddress', 'shipping_address'],
    ['billingAddress', 'billing_address'],
  ] as const) {
    const address = update[field]
    if (address && JSON.stringify(address) !== JSON.stringify(current[column])) {
      set[column] = JSON.stringify(address)
      changes[field] = { from: JSON.stringify(current[column]), to: JSON.stringify(address) }
    }
  }
  const unchanged = {
    id,
    orderNumber: current.order_number,
    status: current.status,
    version: current.version,
  }
  if (Object.keys(changes).length === 0) return unchanged

  await trx
    .updateTable('orders')
    .set((eb) => ({ ...set, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', id)
    .execute()
  await trx
    .insertInto('order_history')
    .values({
      order_id: id,
      actor_kind: 'staff',
      actor_id: editor.id,
      actor_name: editor.name,
      action: changes.status ? 'status' : 'edit',
      changes: JSON.stringify(changes),
    })
    .execute()
  if (becomesPaid(current.status, status))
    await publishNotification(
      trx,
      notificationMessage('order_paid', { type: 'PAYMENT', category: 'Notice' }, (lang) => ({
        order: current.order_number,
        amount: money(current.total_price, current.currency),
        method: paymentMethodName(lang, current.payment_method),
      })),
    )
  return { ...unchanged, status, version: current.version + 1 }
}
