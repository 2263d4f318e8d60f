import type { Insertable } from 'kysely'
import { MEMBER_TYPE_FEES } from '../../../src/domain/members'
import type { Db } from '../../db/database'
import { notificationMessage } from '../notifications/notificationMessages'
import { publishNotification } from '../notifications/publishNotification'
import type { MemberAddressesTable, MembersTable } from './users.tables'

export type NewMember = Insertable<MembersTable>
export type NewMemberAddress = Omit<Insertable<MemberAddressesTable>, 'member_id'>

/**
 * A member registering: the member and its addresses written in one transaction with the REGISTER
 * notification (an SCM Business member's names the subscription fee), so the bell rings exactly when
 * the member exists. The one way members are added one at a time (bulk scale data is copied in by
 * the seed without notifications).
 */
export function registerMember(
  db: Db,
  member: NewMember,
  addresses: readonly NewMemberAddress[] = [],
): Promise<{ id: string; memberCode: string }> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx.insertInto('members').values(member).returning('id').executeTakeFirstOrThrow()
    if (addresses.length > 0)
      await trx
        .insertInto('member_addresses')
        .values(addresses.map((address) => ({ ...address, member_id: id })))
        .execute()
    const name =
      [member.first_name_en, member.last_name_en].filter(Boolean).join(' ') ||
      [member.first_name_th, member.last_name_th].filter(Boolean).join(' ')
    const business = member.member_type === 'SCM_BUSINESS'
    await publishNotification(
      trx,
      notificationMessage(
        business ? 'business_member_joined' : 'member_registered',
        { type: 'REGISTER', category: business ? 'Promotion' : 'Notice' },
        () => ({ name, memberId: member.member_code, fee: MEMBER_TYPE_FEES[member.member_type] }),
      ),
    )
    return { id, memberCode: member.member_code }
  })
}
