import type { Db } from '../../db/database'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A member by its `_id` or its member id (TH-100245, matched as staff type it, any case). */
export function findMember(db: Db, memberId: string) {
  let query = db
    .selectFrom('members as m')
    .leftJoin('members as s', 's.id', 'm.sponsor_id')
    .selectAll('m')
    .select([
      's.id as sponsor_uuid',
      's.member_code as sponsor_code',
      's.first_name_th as sponsor_first_name_th',
      's.last_name_th as sponsor_last_name_th',
      's.first_name_en as sponsor_first_name_en',
      's.last_name_en as sponsor_last_name_en',
      's.avatar_key as sponsor_avatar_key',
      's.document_status as sponsor_document_status',
    ])
  query = UUID.test(memberId)
    ? query.where('m.id', '=', memberId)
    : query.where('m.member_code', '=', memberId.toUpperCase())
  return query.executeTakeFirst()
}

/**
 * A member's addresses (defaults first), with the codes of their Thai divisions found through the
 * sub-district, its images and the newest 200 changes of its history.
 */
export async function memberParts(db: Db, id: string) {
  const [addresses, images, history] = await Promise.all([
    db
      .selectFrom('member_addresses as a')
      .leftJoin('thai_sub_districts as sd', 'sd.id', 'a.sub_district_id')
      .leftJoin('thai_districts as d', 'd.code', 'sd.district_code')
      .selectAll('a')
      .select(['d.code as district_code', 'd.province_code'])
      .where('a.member_id', '=', id)
      .orderBy('a.category', 'desc')
      .orderBy('a.is_default', 'desc')
      .orderBy('a.id')
      .execute(),
    db
      .selectFrom('member_images')
      .select(['key', 'type'])
      .where('member_id', '=', id)
      .orderBy('id')
      .limit(50)
      .execute(),
    db
      .selectFrom('member_history')
      .select(['created_at', 'actor_name', 'changes'])
      .where('member_id', '=', id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(200)
      .execute(),
  ])
  return { addresses, images, history }
}

/** A Thai sub-district with the district and province it lies in, or undefined. */
export function findSubDistrict(db: Db, id: number) {
  return db
    .selectFrom('thai_sub_districts as sd')
    .innerJoin('thai_districts as d', 'd.code', 'sd.district_code')
    .innerJoin('thai_provinces as p', 'p.code', 'd.province_code')
    .select([
      'sd.id',
      'sd.name_th as sub_district_th',
      'sd.name_en as sub_district_en',
      'sd.postal_codes',
      'd.code as district_code',
      'd.name_th as district_th',
      'd.name_en as district_en',
      'p.code as province_code',
      'p.name_th as province_th',
      'p.name_en as province_en',
    ])
    .where('sd.id', '=', id)
    .executeTakeFirst()
}
