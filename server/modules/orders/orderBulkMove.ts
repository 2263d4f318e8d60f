import type { components } from '../../../src/api/schema'
import type { Language } from '../../../src/domain/constants'
import { needsTracking, nextOrderStatus } from '../../../src/domain/orderTransitions'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/errors'
import { t } from '../../lib/i18n'
import { type EditedOrder, editOrderIn, type OrderEditor } from './orderUpdate'

type OrderBulkMove = components['schemas']['OrderBulkMove']

/**
 * Moves each order of a selection one step along its normal way, in one transaction: all of them or,
 * when one cannot move, none, with an answer naming that one. The rows are locked up front in one
 * order (by id), so two moves over overlapping selections wait for each other instead of deadlocking.
 */
export async function moveOrdersToNextStatus(
  db: Db,
  editor: OrderEditor,
  input: OrderBulkMove,
  lang: Language,
): Promise<EditedOrder[]> {
  return db.transaction().execute(async (trx) => {
    const ids = input.orders.map((order) => order._id)
    const locked = await trx
      .selectFrom('orders')
      .select(['id', 'order_number', 'status'])
      .where('id', 'in', ids)
      .orderBy('id')
      .forUpdate()
      .execute()
    const byId = new Map(locked.map((row) => [row.id, row]))
    const seen = new Set<string>()
    const moved: EditedOrder[] = []
    for (const order of input.orders) {
      const current = byId.get(order._id)
      if (!current) throw new AppError(404, 'orders.errors.this_order_id_no_longer_exists')
      if (seen.has(order._id))
        throw new AppError(400, 'orders.errors.listed_twice', { number: current.order_number })
      seen.add(order._id)
      const next = nextOrderStatus(current.status)
      if (!next)
        throw new AppError(400, 'orders.errors.already_settled', {
          number: current.order_number,
          status: t(lang, `orders.status.${current.status}`),
        })
      const shipping = needsTracking(next)
        ? { courierName: input.courierName ?? null, trackingNumber: order.trackingNumber ?? null }
        : {}
      moved.push(
        await editOrderIn(
          trx,
          editor,
          order._id,
          { version: order.version, status: next, ...shipping },
          lang,
        ),
      )
    }
    return moved
  })
}
