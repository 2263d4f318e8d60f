// The order on screen, for the palette's and the shortcuts' actions on it (copy its number, open its
// tracking): the detail and tracking screens set it while they show an order.
import { useEffect } from 'react'
import { proxy } from 'valtio'
import type { OrderStatus } from '../../domain/orders'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { copyText } from '../../ui/copyText'

export interface OpenOrder {
  _id: string
  orderNumber: string
  /** Where the screen knows them (the detail): for moving the order on from the palette. */
  status?: OrderStatus
  version?: number
}

export const openOrderState = proxy({ order: null as OpenOrder | null })

/** Keeps the order as the open one while the calling screen shows it. */
export function useOpenOrder(order: OpenOrder | null): void {
  const id = order?._id
  const orderNumber = order?.orderNumber
  const status = order?.status
  const version = order?.version
  useEffect(() => {
    if (!id || orderNumber === undefined) return
    const opened = { _id: id, orderNumber, status, version }
    openOrderState.order = opened
    return () => {
      if (openOrderState.order?._id === opened._id) openOrderState.order = null
    }
  }, [id, orderNumber, status, version])
}

/** Puts the order number on the clipboard and says so (copy_success), or that it could not. */
export async function copyOrderNumber(orderNumber: string): Promise<void> {
  const copied = await copyText(orderNumber)
  showToast({ key: copied ? 'ui:copy_success' : 'ui:copy_failed' }, copied ? 'success' : 'error', {
    durationMs: SCREEN_TOAST_DURATION_MS,
  })
}
