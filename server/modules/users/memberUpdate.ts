import type { Insertable, Updateable } from 'kysely'
import type { components } from '../../../src/api/schema'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/errors'
import { findSubDistrict } from './memberDetail.queries'
import type { MemberAddressesTable, MembersTable } from './users.tables'

type MemberUpdate = components['schemas']['MemberUpdate']
type AddressInput = components['schemas']['MemberAddressInput']
type Change = { from: unknown; to: unknown }

export interface MemberEditor {
  id: string
  name: string
}

/** The member's own columns an edit may set, by the contract's field name. */
const FIELDS = {
  firstNameTh: 'first_name_th',
  lastNameTh: 'last_name_th',
  firstNameEn: 'first_name_en',
  lastNameEn: 'last_name_en',
  phoneCode: 'phone_code',
  phoneNumber: 'phone_number',
  email: 'email',
  status: 'status',
  citizenship: 'citizenship',
  gender: 'gender',
  dateOfBirth: 'date_of_birth',
  expiredDate: 'expired_date',
  matching: 'matching',
} as const satisfies Partial<Record<keyof MemberUpdate, keyof MembersTable>>
const COLUMN_OF: Record<keyof typeof FIELDS, keyof MembersTable> = FIELDS
/** The same, for undo (server/modules/users/memberUndo.ts): a field goes back to its column. */
export const MEMBER_COLUMNS: Readonly<Record<string, string>> = FIELDS

const textOrNull = (value: string | null) => (value === null ? null : value.trim() || null)

type AddressRow = Omit<Insertable<MemberAddressesTable>, 'member_id' | 'id' | 'created_at'>

/**
 * The row an address input becomes. A Thai address takes its division names from the lists by its
 * sub-district, which must lie in the named district and province (else 400); its postal code, when
 * given, must serve that sub-district, and is filled from it when not.
 */
async function addressRowOf(db: Db, input: AddressInput): Promise<AddressRow> {
  const common = {
    category: input.category,
    is_default: input.default,
    first_name: input.firstName.trim(),
    last_name: input.lastName.trim(),
    phone_code: input.phoneCode,
    phone_number: input.phoneNumber.replace(/^0+/, ''),
    country: input.country,
    address: input.address.trim(),
  }
  if (input.country !== 'TH')
    return {
      ...common,
      sub_district_id: null,
      province_th: textOrNull(input.province),
      province_en: textOrNull(input.province),
      district_th: textOrNull(input.district),
      district_en: textOrNull(input.district),
      sub_district_th: textOrNull(input.subDistrict),
      sub_district_en: textOrNull(input.subDistrict),
      postal_code: input.postalCode,
    }
  if (input.subDistrictId === null || input.districtCode === null || input.provinceCode === null)
    throw new AppError(400, 'members.errors.thai_divisions_required')
  const found = await findSubDistrict(db, input.subDistrictId)
  if (!found || found.district_code !== input.districtCode || found.province_code !== input.provinceCode)
    throw new AppError(400, 'members.errors.sub_district_not_in_province', {
      subDistrictId: input.subDistrictId,
      districtCode: input.districtCode,
      provinceCode: input.provinceCode,
    })
  if (input.postalCode && found.postal_codes.length > 0 && !found.postal_codes.includes(input.postalCode))
    throw new AppError(400, 'members.errors.postal_code_not_of_sub_district', {
      postalCode: input.postalCode,
      codes: found.postal_codes.join(', '),
    })
  return {
    ...common,
    sub_district_id: found.id,
    province_th: found.province_th,
    province_en: found.province_en,
    district_th: found.district_th,
    district_en: found.district_en,
    sub_district_th: found.sub_district_th,
    sub_district_en: found.sub_district_en,
    postal_code: input.postalCode ?? found.postal_codes[0] ?? null,
  }
}

/** One line per address, for the history: what staff would read to see what changed. */
const addressLine = (row: AddressRow) =>
  [
    `${row.category}${row.is_default ? ' (default)' : ''}:`,
    `${row.first_name} ${row.last_name}, +${row.phone_code} ${row.phone_number},`,
    [row.address, row.sub_district_th, row.district_th, row.province_th, row.postal_code, row.country]
      .filter(Boolean)
      .join(', '),
  ].join(' ')

/** An edit as it left the member. */
export interface EditedMember {
  id: string
  version: number
}

/**
 * Applies one edit to a member in one transaction: the row locked, the version checked (an edit made
 * on an older copy is refused with 409, never written over), the addresses replaced when given, and
 * what changed kept in member_history. An edit that changes nothing writes nothing.
 */
export function applyMemberUpdate(
  db: Db,
  editor: MemberEditor,
  id: string,
  update: MemberUpdate,
): Promise<EditedMember> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('members')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst()
    if (!current) throw new AppError(404, 'members.errors.not_found')
    if (current.version !== update.version)
      throw new AppError(409, 'members.errors.changed_meanwhile', { memberId: current.member_code })

    const set: Record<string, unknown> = {}
    const changes: Record<string, Change> = {}
    for (const field of Object.keys(COLUMN_OF) as (keyof typeof COLUMN_OF)[]) {
      const given = update[field]
      if (given === undefined) continue
      const column = COLUMN_OF[field]
      const next =
        typeof given === 'string' && field !== 'phoneNumber'
          ? textOrNull(given)
          : field === 'phoneNumber'
            ? String(given).replace(/^0+/, '')
            : given
      if (next !== current[column]) {
        set[column] = next
        changes[field] = { from: current[column], to: next }
      }
    }
    const named = (th: 'first_name_th' | 'first_name_en', last: 'last_name_th' | 'last_name_en') =>
      Boolean(
        (set[th] !== undefined ? set[th] : current[th]) &&
          (set[last] !== undefined ? set[last] : current[last]),
      )
    if (!named('first_name_th', 'last_name_th') && !named('first_name_en', 'last_name_en'))
      throw new AppError(400, 'members.errors.name_required')

    let addresses: AddressRow[] | null = null
    if (update.addresses) {
      addresses = []
      for (const input of update.addresses) addresses.push(await addressRowOf(trx, input))
      for (const category of ['shipping', 'billing'] as const)
        if (addresses.filter((row) => row.category === category && row.is_default).length > 1)
          throw new AppError(400, 'members.errors.one_default_per_category')
      const before = await trx
        .selectFrom('member_addresses')
        .selectAll()
        .where('member_id', '=', id)
        .orderBy('category', 'desc')
        .orderBy('is_default', 'desc')
        .orderBy('id')
        .execute()
      const from = before.map(addressLine)
      const to = addresses.map(addressLine)
      if (JSON.stringify(from) !== JSON.stringify(to)) changes.addresses = { from, to }
      else addresses = null
    }
    if (Object.keys(changes).length === 0) return { id, version: current.version }

    await trx
      .updateTable('members')
      .set((eb) => ({
        ...(set as Updateable<MembersTable>),
        version: eb('version', '+', 1),
        updated_at: new Date(),
      }))
      .where('id', '=', id)
      .execute()
    if (addresses) {
      await trx.deleteFrom('member_addresses').where('member_id', '=', id).execute()
      if (addresses.length > 0)
        await trx
          .insertInto('member_addresses')
          .values(addresses.map((row) => ({ ...row, member_id: id })))
          .execute()
    }
    await trx
      .insertInto('member_history')
      .values({
        member_id: id,
        actor_kind: 'staff',
        actor_id: editor.id,
        actor_name: editor.name,
        action: 'edit',
        changes: JSON.stringify(changes),
      })
      .execute()
    return { id, version: current.version + 1 }
  })
}
