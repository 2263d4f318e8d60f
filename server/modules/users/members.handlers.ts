import type { FastifyRequest } from 'fastify'
import type { components } from '../../../src/api/schema'
import { MEMBER_TIERS } from '../../../src/domain/members'
import { defineHandlers, type OperationRequest } from '../../http/defineHandlers'
import { staffEditorOf } from '../../http/staffEditor'
import { AppError } from '../../lib/errors'
import { t } from '../../lib/i18n'
import { pageOf } from '../../lib/paging'
import type { StorageDriver } from '../../lib/storage/storage'
import { findMember, memberParts } from './memberDetail.queries'
import { listMembers, memberFilterOf } from './memberList.queries'
import { applyMemberUpdate } from './memberUpdate'

type Schemas = components['schemas']

const nameOf = (first: string | null, last: string | null) => (first && last ? `${first} ${last}` : null)
const urlOf = async (storage: StorageDriver, key: string | null) => (key ? storage.downloadUrl(key) : null)
const dateOf = (value: string | Date | null) =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10)

async function listMembersHandler(request: OperationRequest<'listMembers'>): Promise<Schemas['MemberPage']> {
  const { query } = request
  const page = pageOf(query)
  const { rows, total } = await listMembers(
    request.server.db,
    memberFilterOf(query),
    page,
    query.sort ?? 'joinDate',
    query.order ?? (query.sort === 'memberId' ? 'asc' : 'desc'),
  )
  return {
    data: rows.map((row) => ({
      _id: row.id,
      memberId: row.member_code,
      name: {
        th: nameOf(row.first_name_th, row.last_name_th),
        en: nameOf(row.first_name_en, row.last_name_en),
      },
      phoneCode: row.phone_code,
      phoneNumber: row.phone_number,
      email: row.email,
      status: row.status,
      memberType: row.member_type,
      tier: row.tier,
      documentStatus: row.document_status,
      createdAt: row.created_at.toISOString(),
      expiredDate: dateOf(row.expired_date),
    })),
    total: total.total,
    totalCapped: total.capped,
    page: page.page,
    limit: page.limit,
  }
}

async function memberDetail(request: FastifyRequest, memberId: string): Promise<Schemas['MemberDetail']> {
  const { db, storage } = request.server
  const member = await findMember(db, memberId)
  if (!member) throw new AppError(404, 'members.errors.not_found')
  const { addresses, images, history } = await memberParts(db, member.id)
  return {
    _id: member.id,
    memberId: member.member_code,
    name: {
      th: nameOf(member.first_name_th, member.last_name_th),
      en: nameOf(member.first_name_en, member.last_name_en),
    },
    firstNameTh: member.first_name_th,
    lastNameTh: member.last_name_th,
    firstNameEn: member.first_name_en,
    lastNameEn: member.last_name_en,
    phoneCode: member.phone_code,
    phoneNumber: member.phone_number,
    email: member.email,
    status: member.status,
    memberType: member.member_type,
    tier: member.tier,
    matching: member.matching,
    expiredDate: dateOf(member.expired_date),
    country: member.country,
    citizenship: member.citizenship,
    gender: member.gender,
    dateOfBirth: dateOf(member.date_of_birth),
    avatarUrl: await urlOf(storage, member.avatar_key),
    documentStatus: member.document_status,
    twoFaStatus: member.two_fa_enabled,
    googleAuth: member.google_auth,
    smsAuth: member.sms_auth,
    facebookAuth: member.facebook_auth,
    sponsor:
      member.sponsor_uuid && member.sponsor_code && member.sponsor_document_status
        ? {
            _id: member.sponsor_uuid,
            sponsorId: member.sponsor_code,
            name: {
              th: nameOf(member.sponsor_first_name_th, member.sponsor_last_name_th),
              en: nameOf(member.sponsor_first_name_en, member.sponsor_last_name_en),
            },
            avatarUrl: await urlOf(storage, member.sponsor_avatar_key),
            documentStatus: member.sponsor_document_status,
          }
        : null,
    images: await Promise.all(
      images.map(async (image) => ({
        key: image.key,
        type: image.type,
        url: await storage.downloadUrl(image.key),
      })),
    ),
    addresses: addresses.map((address) => ({
      _id: String(address.id),
      category: address.category,
      default: address.is_default,
      firstName: address.first_name,
      lastName: address.last_name,
      phoneCode: address.phone_code,
      phoneNumber: address.phone_number,
      country: address.country,
      provinceCode: address.province_code,
      districtCode: address.district_code,
      subDistrictId: address.sub_district_id,
      province: address.province_th,
      provinceEng: address.province_en,
      district: address.district_th,
      districtEng: address.district_en,
      subDistrict: address.sub_district_th,
      subDistrictEng: address.sub_district_en,
      postalCode: address.postal_code,
      address: address.address,
    })),
    history: history.map((change) => ({
      at: change.created_at.toISOString(),
      actorName: change.actor_name,
      changes: change.changes as Schemas['MemberChange']['changes'],
    })),
    createdAt: member.created_at.toISOString(),
    updatedAt: member.updated_at.toISOString(),
    version: member.version,
  }
}

async function getMemberDetail(
  request: OperationRequest<'getMemberDetail'>,
): Promise<Schemas['MemberDetail']> {
  return memberDetail(request, request.query.memberId)
}

async function updateMember(request: OperationRequest<'updateMember'>): Promise<Schemas['MemberDetail']> {
  const edited = await applyMemberUpdate(
    request.server.db,
    await staffEditorOf(request),
    request.params.id,
    request.body,
  )
  return memberDetail(request, edited.id)
}

async function listMemberTiers(
  request: OperationRequest<'listMemberTiers'>,
): Promise<Schemas['MemberTierList']> {
  return { data: MEMBER_TIERS.map((tier) => ({ tier, desc: t(request.lang, `members.tiers.${tier}`) })) }
}

export const membersHandlers = defineHandlers({
  listMembers: listMembersHandler,
  getMemberDetail,
  updateMember,
  listMemberTiers,
})
