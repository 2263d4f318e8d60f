// Member users (spec sections 3 and 9): the value lists shared by the SPA and the server.

export const MEMBER_TYPES = ['SCM_MEMBER', 'SCM_BUSINESS'] as const
export type MemberType = (typeof MEMBER_TYPES)[number]
/** The member-type filter of the member list, with its all-types value. */
export const MEMBER_TYPE_FILTERS = ['ALL_TYPE', ...MEMBER_TYPES] as const

/** Subscription fee of each member type, in baht. */
export const MEMBER_TYPE_FEES: Record<MemberType, number> = { SCM_MEMBER: 100, SCM_BUSINESS: 300 }

export const MEMBER_STATUSES = ['active', 'inactive', 'terminate'] as const
export type MemberStatus = (typeof MEMBER_STATUSES)[number]

/** Where a member's identity documents stand; a sponsor shows the verified badge on 'verified'. */
export const DOCUMENT_STATUSES = ['not_submitted', 'pending', 'verified', 'rejected'] as const
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number]
export const VERIFIED_DOCUMENT_STATUS: DocumentStatus = 'verified'

/** Member tiers, lowest first; the tier filter's all-tiers value is 'Al' (title all_tiers). */
export const MEMBER_TIERS = ['bronze', 'silver', 'gold', 'platinum', 'diamond'] as const
export type MemberTier = (typeof MEMBER_TIERS)[number]
export const ALL_TIERS_VALUE = 'Al'

export const GENDERS = ['male', 'female', 'unspecified'] as const
export type Gender = (typeof GENDERS)[number]

/** A member's addresses: where parcels go, and whom the invoice names. */
export const ADDRESS_CATEGORIES = ['shipping', 'billing'] as const
export type AddressCategory = (typeof ADDRESS_CATEGORIES)[number]
