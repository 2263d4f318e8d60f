import type { UndoKind } from '../changes/undoKind'

/**
 * Undo of order edits: the courier, the tracking number and the addresses go back as they were; a
 * status does not (it only moves forward along its transitions, and moving it has side effects: the
 * customer told, the payment notified). Orders are never deleted.
 */
export const orderUndo: UndoKind = {
  kind: 'order',
  feature: 'orders',
  table: 'orders',
  history: { table: 'order_history', recordColumn: 'order_id', actorKind: true },
  fields: {
    status: { notRevertible: 'changes.why_not.order_status' },
    courierName: { column: 'courier_name' },
    trackingNumber: { column: 'tracking_number' },
    shippingAddress: { column: 'shipping_address', json: true },
    billingAddress: { column: 'billing_address', json: true },
  },
  versioned: true,
}
