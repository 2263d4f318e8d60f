import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES } from '../../../src/domain/orders'
import {
  becomesPaid,
  canMoveOrder,
  nextOrderStatus,
  ORDER_TRANSITIONS,
} from '../../../src/domain/orderTransitions'

describe('order transitions', () => {
  it('moves forward one tab at a time, and settled orders nowhere', () => {
    expect(ORDER_STATUSES.map(nextOrderStatus)).toEqual([
      'to_ship',
      'to_receive',
      'to_review',
      'complete',
      null,
      null,
    ])
    expect(canMoveOrder('to_pay', 'complete')).toBe(false)
    expect(canMoveOrder('to_ship', 'to_pay')).toBe(false)
    expect(canMoveOrder('complete', 'cancel_refund')).toBe(false)
  })

  it('cancels or refunds only before the parcel is reviewed', () => {
    const cancellable = ORDER_STATUSES.filter((status) => canMoveOrder(status, 'cancel_refund'))
    expect(cancellable).toEqual(['to_pay', 'to_ship', 'to_receive'])
  })

  it('names every status, and no status moves to itself', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort())
    for (const status of ORDER_STATUSES) expect(canMoveOrder(status, status)).toBe(false)
    expect(becomesPaid('to_pay', 'to_ship')).toBe(true)
    expect(becomesPaid('to_pay', 'cancel_refund')).toBe(false)
  })
})
