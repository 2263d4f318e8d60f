import type { ColumnType, Generated } from 'kysely'
import type {
  AddressCategory,
  DocumentStatus,
  Gender,
  MemberStatus,
  MemberTier,
  MemberType,
} from '../../../src/domain/members'
import type { CreatedAt, Json, Timestamp } from '../../db/columns'

type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>

export interface ThaiProvincesTable {
  code: string
  name_th: string
  name_en: string
}

export interface ThaiDistrictsTable {
  code: string
  province_code: string
  name_th: string
  name_en: string
}

export interface ThaiSubDistrictsTable {
  id: number
  district_code: string
  geocode: string | null
  name_th: string
  name_en: string
  postal_codes: ColumnType<string[], string, string>
}

export interface MembersTable {
  id: Generated<string>
  /** The business id staff see and search ('TH-100245'). */
  member_code: string
  first_name_th: Optional<string>
  last_name_th: Optional<string>
  first_name_en: Optional<string>
  last_name_en: Optional<string>
  phone_code: string
  /** Digits without the leading 0. */
  phone_number: string
  email: Optional<string>
  status: Generated<MemberStatus>
  member_type: MemberType
  tier: Generated<MemberTier>
  sponsor_id: Optional<string>
  document_status: Generated<DocumentStatus>
  /** The country the member belongs to (TH, MY, ...): prices and orders are in its currency. */
  country: string
  citizenship: string
  gender: Optional<Gender>
  /** 'YYYY-MM-DD'. */
  date_of_birth: Optional<string>
  /** 'YYYY-MM-DD': when the membership runs out unless renewed. */
  expired_date: Optional<string>
  avatar_key: Optional<string>
  two_fa_enabled: Generated<boolean>
  google_auth: Generated<boolean>
  sms_auth: Generated<boolean>
  facebook_auth: Generated<boolean>
  /** Takes part in matching (binary pairing of PV); added by 0012_members_history. */
  matching: Generated<boolean>
  created_at: CreatedAt
  updated_at: Timestamp
  version: Generated<number>
}

export interface MemberAddressesTable {
  id: Generated<number>
  member_id: string
  category: AddressCategory
  is_default: Generated<boolean>
  first_name: string
  last_name: string
  phone_code: string
  phone_number: string
  country: string
  /** House number, village, road: what comes before the divisions. */
  address: string
  sub_district_id: Optional<number>
  province_th: Optional<string>
  province_en: Optional<string>
  district_th: Optional<string>
  district_en: Optional<string>
  sub_district_th: Optional<string>
  sub_district_en: Optional<string>
  postal_code: Optional<string>
  created_at: CreatedAt
}

/** Staff edits of a member (who, when, what), newest read first. */
export interface MemberHistoryTable {
  id: Generated<number>
  member_id: string
  actor_kind: 'staff' | 'member' | 'system'
  actor_id: Optional<string>
  actor_name: string
  action: string
  changes: Json<Record<string, { from: unknown; to: unknown }>>
  created_at: CreatedAt
}

export interface MemberImagesTable {
  id: Generated<number>
  member_id: string
  key: string
  /** What the file shows: id_card, book_bank, selfie. */
  type: string
  created_at: CreatedAt
}

/** Members per type, tier and status, kept by triggers (0012), for the list's total without a full count. */
export interface MemberCountsTable {
  member_type: MemberType
  tier: MemberTier
  status: MemberStatus
  n: ColumnType<string, number, number>
}

/**
 * Members per type, tier, status and UTC day (and month) of joining, each member counted under every
 * combination of its values and '*' (any), kept by triggers (0021): the member list's deep pages seek
 * through them.
 */
export interface MemberDailyCountsTable {
  member_type: MemberType | '*'
  tier: MemberTier | '*'
  status: MemberStatus | '*'
  span: 'day' | 'month'
  /** 'YYYY-MM-DD': the day, or the first of the month. */
  day: string
  n: number
}

export interface UsersTables {
  thai_provinces: ThaiProvincesTable
  thai_districts: ThaiDistrictsTable
  thai_sub_districts: ThaiSubDistrictsTable
  members: MembersTable
  member_addresses: MemberAddressesTable
  member_history: MemberHistoryTable
  member_images: MemberImagesTable
  member_counts: MemberCountsTable
  member_daily_counts: MemberDailyCountsTable
}
