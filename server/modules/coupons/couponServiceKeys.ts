// The redeem operation and the service keys it is called with: thin handlers over couponRedeem.ts and
// couponServiceKeys.queries.ts.
import type { FastifyReply } from 'fastify'
import type { components } from '../../../src/api/schema'
import type { Db } from '../../db/database'
import type { OperationRequest } from '../../http/defineHandlers'
import { AppError } from '../../lib/errors'
import { fieldError } from '../../lib/fieldErrors'
import { releaseRedemption } from './couponRedeem'
import { redeemQueued } from './couponRedeemQueue'
import { insertServiceKey, revokeServiceKey, serviceKeyRows } from './couponServiceKeys.queries'

type ServiceKey = components['schemas']['CouponServiceKey']

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

type ServiceKeyRow = Awaited<ReturnType<ReturnType<typeof serviceKeyRows>['executeTakeFirstOrThrow']>>

function toServiceKey(row: ServiceKeyRow): ServiceKey {
  return {
    _id: row.id,
    name: row.name,
    prefix: row.key_prefix,
    createdAt: new Date(row.created_at).toISOString(),
    createdBy: row.created_by_email,
    lastUsedAt: isoOrNull(row.last_used_at),
    revokedAt: isoOrNull(row.revoked_at),
  }
}

const serviceKeyOf = async (db: Db, id: string) =>
  toServiceKey(await serviceKeyRows(db).where('k.id', '=', id).executeTakeFirstOrThrow())

async function listCouponServiceKeys(request: OperationRequest<'listCouponServiceKeys'>) {
  const rows = await serviceKeyRows(request.server.db)
    .orderBy('k.created_at', 'desc')
    .orderBy('k.id', 'desc')
    .limit(1000)
    .execute()
  return { data: rows.map(toServiceKey) }
}

async function createCouponServiceKey(
  request: OperationRequest<'createCouponServiceKey'>,
  reply: FastifyReply,
) {
  const name = request.body.name.trim()
  if (name === '') throw fieldError(request.lang, 'name', 'required_fields')
  const made = await insertServiceKey(request.server.db, name, request.auth?.userId ?? null)
  reply.code(201)
  return { ...(await serviceKeyOf(request.server.db, made.id)), key: made.key }
}

async function revokeCouponServiceKey(request: OperationRequest<'revokeCouponServiceKey'>) {
  await revokeServiceKey(request.server.db, request.params.id)
  return serviceKeyOf(request.server.db, request.params.id)
}

async function redeem(request: OperationRequest<'redeemCoupon'>, reply: FastifyReply) {
  const serviceKey = request.serviceKey
  if (!serviceKey) throw new AppError(401, 'coupons.errors.service_key_invalid')
  const idempotencyKey = request.headers['idempotency-key']
  if (typeof idempotencyKey !== 'string' || idempotencyKey === '')
    throw new AppError(400, 'coupons.errors.idempotency_key_required')
  const { result, replayed } = await redeemQueued(request.server.db, {
    serviceKeyId: serviceKey.keyId,
    idempotencyKey,
    body: request.body,
    lang: request.lang,
  })
  if (replayed) reply.header('idempotent-replayed', 'true')
  return result
}

async function release(request: OperationRequest<'releaseCouponRedemption'>) {
  const serviceKey = request.serviceKey
  if (!serviceKey) throw new AppError(401, 'coupons.errors.service_key_invalid')
  const { redemptionId } = request.params
  const released = await releaseRedemption(request.server.db, serviceKey.keyId, redemptionId)
  if (!released) throw new AppError(404, 'coupons.errors.redemption_not_found', { redemptionId })
  return released
}

export const couponServiceKeyHandlers = {
  listCouponServiceKeys,
  createCouponServiceKey,
  revokeCouponServiceKey,
  redeemCoupon: redeem,
  releaseCouponRedemption: release,
}
