import type { FastifyReply } from 'fastify'
import type { OperationRequest } from '../../http/defineHandlers'
import { type CsvExport, sendCsvExport, timeZoneOf } from '../statistics/csvExport'
import { issueCsvExportTicket } from '../statistics/exportTickets'
import { historyFilterOf } from './couponHistory'
import { countCouponHistory } from './couponHistory.queries'
import { couponHistoryExport } from './couponHistoryExport'
import { couponListExport } from './couponListExport'
import { couponOr404 } from './couponRows'
import { countCoupons, couponFilterOf } from './coupons.queries'

type ListRequest = OperationRequest<'exportCoupons' | 'createCouponsExportTicket'>
type HistoryRequest = OperationRequest<'exportCouponHistory' | 'createCouponHistoryExportTicket'>

/** The filters of an export as the export history keeps them: those given, and the time zone. */
const filtersOf = (values: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  )

/** The coupon list export a request asks for: the list's filter, search and sort. */
function couponsCsv(request: ListRequest): CsvExport {
  const { query, lang } = request
  const { db } = request.server
  const filter = couponFilterOf(query)
  const timeZone = timeZoneOf(query.timeZone)
  const sort = { sort: query.sort, order: query.order }
  return {
    exportedData: 'coupons',
    range: { start: null, end: null },
    filters: filtersOf({
      search: filter.search ?? undefined,
      status: filter.status,
      discountCategory: filter.discountCategory,
      expiryLabel: filter.expiryLabel,
      redeemFrom: filter.redeemFrom,
      redeemTo: filter.redeemTo,
      sort: query.sort,
      order: query.order,
      timeZone,
    }),
    file: () => couponListExport(db, filter, sort, { lang, timeZone }),
    count: async () => (await countCoupons(db, filter)).total,
  }
}

/** One coupon's redeem history export a request asks for: the history's filter; a 404 for no such coupon. */
async function historyCsv(request: HistoryRequest): Promise<CsvExport> {
  const { query, lang } = request
  const { db } = request.server
  const coupon = await couponOr404(db, request.params.id)
  const filter = historyFilterOf(query)
  const timeZone = timeZoneOf(query.timeZone)
  return {
    exportedData: 'coupon-redeem-history',
    range: {
      start: filter.from ? new Date(filter.from) : null,
      end: filter.to ? new Date(filter.to) : null,
    },
    filters: filtersOf({
      coupon: coupon.code,
      search: filter.search ?? undefined,
      redeemMinAmount: query.redeemMinAmount,
      redeemMaxAmount: query.redeemMaxAmount,
      timeZone,
    }),
    file: () => couponHistoryExport(db, coupon.id, filter, { lang, timeZone }),
    count: () => countCouponHistory(db, coupon.id, filter),
  }
}

const exportCoupons = (request: OperationRequest<'exportCoupons'>, reply: FastifyReply) =>
  sendCsvExport(request, reply, couponsCsv(request))

const createCouponsExportTicket = (
  request: OperationRequest<'createCouponsExportTicket'>,
  reply: FastifyReply,
) =>
  issueCsvExportTicket(request, reply, couponsCsv(request), {
    exportPath: '/admin/coupons/export',
    exportOperationId: 'exportCoupons',
  })

const exportCouponHistory = async (request: OperationRequest<'exportCouponHistory'>, reply: FastifyReply) =>
  sendCsvExport(request, reply, await historyCsv(request))

const createCouponHistoryExportTicket = async (
  request: OperationRequest<'createCouponHistoryExportTicket'>,
  reply: FastifyReply,
) =>
  issueCsvExportTicket(request, reply, await historyCsv(request), {
    exportPath: `/admin/coupons/${encodeURIComponent(request.params.id)}/history/export`,
    exportOperationId: 'exportCouponHistory',
  })

/** The coupon list's and the redeem history's CSV exports and their download tickets. */
export const couponExportHandlers = {
  exportCoupons,
  createCouponsExportTicket,
  exportCouponHistory,
  createCouponHistoryExportTicket,
}
