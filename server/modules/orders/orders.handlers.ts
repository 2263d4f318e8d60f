import type { components } from '../../../src/api/schema'
import { defineHandlers, type OperationRequest } from '../../http/defineHandlers'
import { staffEditorOf } from '../../http/staffEditor'
import { AppError } from '../../lib/errors'
import { pageOf } from '../../lib/paging'
import type { StorageDriver } from '../../lib/storage/storage'
import { moveOrdersToNextStatus } from './orderBulkMove'
import { findOrder, orderParts, orderTrackingEntries } from './orderDetail.queries'
import { orderExportHandlers } from './orderExport.handlers'
import { listOrders, orderFilterOf, orderTabCounts } from './orderList.queries'
import { applyOrderUpdate } from './orderUpdate'

type Schemas = components['schemas']

const money = (value: string | number) => Number(value)
const nameOf = (first: string | null, last: string | null) => (first && last ? `${first} ${last}` : null)
const urlOf = (storage: StorageDriver, key: string | null) => (key ? storage.downloadUrl(key) : null)

async function listOrdersHandler(request: OperationRequest<'listOrders'>): Promise<Schemas['OrderPage']> {
  const { query } = request
  const { db } = request.server
  const page = pageOf(query)
  const filter = orderFilterOf(query)
  const sort = query.sort ?? 'date'
  const order = query.order ?? 'desc'
  const counts = await orderTabCounts(db, filter)
  const { rows, total } = await listOrders(db, filter, page, sort, order, counts)
  return {
    data: rows.map((row) => ({
      _id: row.id,
      orderNumber: row.order_number,
      memberId: row.buyer_member_code,
      buyerName: {
        th: nameOf(row.buyer_first_name_th, row.buyer_last_name_th),
        en: nameOf(row.buyer_first_name_en, row.buyer_last_name_en),
      },
      phoneCode: row.buyer_phone_code,
      phoneNumber: row.buyer_phone_number,
      country: row.country,
      currency: row.currency,
      status: row.status,
      type: row.type,
      totalPrice: money(row.total_price),
      totalPv: money(row.total_pv),
      totalQuantity: row.total_quantity,
      paymentMethod: row.payment_method,
      createdAt: row.created_at.toISOString(),
      version: row.version,
    })),
    total: total.total,
    totalCapped: total.capped,
    page: page.page,
    limit: page.limit,
    counts,
  }
}

async function orderOr404(request: OperationRequest<'getOrder' | 'updateOrder' | 'getOrderTracking'>) {
  const order = await findOrder(request.server.db, request.params.id)
  if (!order) throw new AppError(404, 'orders.errors.this_order_id_no_longer_exists')
  return order
}

async function getOrder(request: OperationRequest<'getOrder'>): Promise<Schemas['OrderDetail']> {
  return orderDetail(request)
}

async function updateOrder(request: OperationRequest<'updateOrder'>): Promise<Schemas['OrderDetail']> {
  await applyOrderUpdate(
    request.server.db,
    await staffEditorOf(request),
    request.params.id,
    request.body,
    request.lang,
  )
  return orderDetail(request)
}

async function moveOrdersToNextStatusHandler(
  request: OperationRequest<'moveOrdersToNextStatus'>,
): Promise<Schemas['OrderBulkMoveResult']> {
  const moved = await moveOrdersToNextStatus(
    request.server.db,
    await staffEditorOf(request),
    request.body,
    request.lang,
  )
  return { data: moved.map(({ id, ...order }) => ({ _id: id, ...order })) }
}

async function orderDetail(
  request: OperationRequest<'getOrder' | 'updateOrder'>,
): Promise<Schemas['OrderDetail']> {
  const order = await orderOr404(request)
  const { storage } = request.server
  const { items, coupons, history } = await orderParts(request.server.db, order.id)
  return {
    _id: order.id,
    orderNumber: order.order_number,
    status: order.status,
    type: order.type,
    country: order.country,
    currency: order.currency,
    paymentMethod: order.payment_method,
    buyer: {
      _id: order.member_id,
      memberId: order.buyer_member_code,
      name: {
        th: nameOf(order.buyer_first_name_th, order.buyer_last_name_th),
        en: nameOf(order.buyer_first_name_en, order.buyer_last_name_en),
      },
      phoneCode: order.buyer_phone_code,
      phoneNumber: order.buyer_phone_number,
      documentStatus: order.buyer_document_status,
      avatarUrl: await urlOf(storage, order.buyer_avatar_key),
      sponsor:
        order.sponsor_code && order.sponsor_document_status
          ? {
              sponsorId: order.sponsor_code,
              name: order.sponsor_name ?? order.sponsor_code,
              documentStatus: order.sponsor_document_status,
            }
          : null,
    },
    products: await Promise.all(
      items.map(async (item) => ({
        productCode: item.product_code,
        productName: { th: item.product_name_th, en: item.product_name_en },
        price: money(item.price),
        pv: money(item.pv),
        quantity: item.quantity,
        unit: item.unit,
        imageUrl: await urlOf(storage, item.image_key),
        fileType: item.file_type,
        isReviewed: item.is_reviewed,
      })),
    ),
    totalProductPrice: money(order.total_product_price),
    shippingFees: money(order.shipping_fees),
    taxes: money(order.taxes),
    discount: money(order.discount),
    totalPrice: money(order.total_price),
    totalPv: money(order.total_pv),
    totalQuantity: order.total_quantity,
    courierName: order.courier_name,
    trackingNumber: order.tracking_number,
    pickupAddress: order.pickup_address,
    shippingAddress: order.shipping_address,
    billingAddress: order.billing_address,
    arrivingOn: order.arriving_on,
    coupons: coupons.map((coupon) => ({
      code: coupon.coupon_code,
      name: coupon.coupon_name,
      discountCategory: coupon.discount_category,
      discountAmount: money(coupon.discount_amount),
    })),
    history: history.map((change) => ({
      at: change.created_at.toISOString(),
      actorName: change.actor_name,
      action: change.action,
      changes: change.changes as Schemas['OrderChange']['changes'],
    })),
    createdAt: order.created_at.toISOString(),
    updatedAt: order.updated_at.toISOString(),
    version: order.version,
  }
}

async function getOrderTracking(
  request: OperationRequest<'getOrderTracking'>,
): Promise<Schemas['OrderTracking']> {
  const order = await orderOr404(request)
  const entries = await orderTrackingEntries(request.server.db, order.id)
  return {
    _id: order.id,
    orderNumber: order.order_number,
    status: order.status,
    courierName: order.courier_name,
    trackingNumber: order.tracking_number,
    entries: await Promise.all(
      entries.map(async (entry) => ({
        _id: `${order.id}:${entry.seq}`,
        name: entry.name,
        statusCode: entry.status_code,
        statusDesc: entry.description,
        updateDate: entry.tracked_at.toISOString(),
        trackingNumber: entry.tracking_number,
        lastMileSignature: await urlOf(request.server.storage, entry.last_mile_signature_key),
      })),
    ),
  }
}

export const ordersHandlers = defineHandlers({
  listOrders: listOrdersHandler,
  getOrder,
  updateOrder,
  moveOrdersToNextStatus: moveOrdersToNextStatusHandler,
  getOrderTracking,
  ...orderExportHandlers,
})
