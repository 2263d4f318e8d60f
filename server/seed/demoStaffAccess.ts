import crypto from 'node:crypto'
import { sql } from 'kysely'
import type { PermissionMap } from '../../src/domain/permissions'
import type { Db } from '../db/database'
import { deviceColumn } from '../lib/clientInfo'
import { hashPassword } from '../lib/passwords'
import { newTotpSecret } from '../lib/totp'
import { DEMO_CLIENTS } from './demoClients'

const CRUD = ['access', 'create', 'update', 'delete'] as const

const DEMO_ROLES: { name: string; status?: 'active' | 'inactive'; permissions: PermissionMap }[] = [
  { name: 'Order team', permissions: { orders: ['access', 'update'], inventory: ['access'] } },
  {
    name: 'Content editor',
    permissions: { newsArticles: [...CRUD], faq: [...CRUD], categories: [...CRUD] },
  },
  {
    name: 'Auditor',
    permissions: {
      internalUserAccessHistory: ['access', 'export'],
      userAccessHistory: ['access', 'export'],
      dataExportHistory: ['access', 'export'],
    },
  },
  { name: 'Seasonal campaign', status: 'inactive', permissions: { coupons: [...CRUD] } },
]

const DEMO_STAFF = [
  {
    email: 'nattaya.s@example.com',
    first: 'Nattaya',
    last: 'Srisuk',
    job: 'Order coordinator',
    roles: ['Order team'],
    twoFactor: false,
  },
  {
    email: 'somsak.w@example.com',
    first: 'Somsak',
    last: 'Wongchai',
    job: 'Content writer',
    roles: ['Content editor'],
    twoFactor: true,
  },
  {
    email: 'piyaporn.j@example.com',
    first: 'ปิยะพร',
    last: 'ใจดี',
    job: 'Internal auditor',
    roles: ['Auditor'],
    twoFactor: true,
  },
  {
    email: 'arthit.b@example.com',
    first: 'Arthit',
    last: 'Boonmee',
    job: 'Fulfilment lead',
    roles: ['Order team', 'Content editor'],
    twoFactor: false,
  },
] as const

/**
 * Roles, staff and some sign-ins of the last two weeks, so the lists have something to show on a
 * first start. The demo staff get random passwords nobody knows: the super admin can set new ones.
 */
export async function seedDemoStaffAccess(trx: Db, adminId: string): Promise<void> {
  const roleIds = new Map<string, string>()
  for (const role of DEMO_ROLES) {
    const row = await trx
      .insertInto('roles')
      .values({
        name: role.name,
        status: role.status ?? 'active',
        permissions: JSON.stringify(role.permissions),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    roleIds.set(role.name, row.id)
  }

  const staffIds = [adminId]
  for (const [index, member] of DEMO_STAFF.entries()) {
    const user = await trx
      .insertInto('internal_users')
      .values({
        email: member.email,
        password_hash: await hashPassword(crypto.randomBytes(24).toString('base64url')),
        first_name: member.first,
        last_name: member.last,
        job_title: member.job,
        phone_code: '66',
        phone_number: `81234${String(5670 + index).padStart(4, '0')}`,
        citizenship: 'TH',
        totp_secret: member.twoFactor ? newTotpSecret() : null,
        totp_enabled: member.twoFactor,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    staffIds.push(user.id)
    await trx
      .insertInto('internal_user_roles')
      .values(member.roles.map((name) => ({ user_id: user.id, role_id: roleIds.get(name) as string })))
      .execute()
  }

  // A sign-in and, mostly, its sign-out an hour later, every day or two for each member.
  const rows = []
  for (let day = 13; day >= 0; day--) {
    for (const [index, userId] of staffIds.entries()) {
      if ((day + index) % 2 === 1) continue
      const { os, device, ip } = DEMO_CLIENTS[(day + index) % DEMO_CLIENTS.length]
      const client = { os, device: deviceColumn(device), ip }
      const at = sql<Date>`now() - make_interval(days => ${day}, hours => ${(index * 3) % 9})`
      rows.push({
        actor_kind: 'internal' as const,
        user_id: userId,
        event: 'sign-in' as const,
        ...client,
        created_at: at,
      })
      if (day > 0)
        rows.push({
          actor_kind: 'internal' as const,
          user_id: userId,
          event: 'sign-out' as const,
          ...client,
          created_at: sql<Date>`now() - make_interval(days => ${day}, hours => ${(index * 3) % 9}) + interval '1 hour'`,
        })
    }
  }
  await trx.insertInto('access_history').values(rows).execute()
  // The staff list shows the last sign-in from the member's own record, as a real sign-in sets it.
  await trx
    .updateTable('internal_users')
    .set({
      last_sign_in_at: (eb) =>
        eb
          .selectFrom('access_history')
          .select((inner) => inner.fn.max('access_history.created_at').as('last'))
          .whereRef('access_history.user_id', '=', 'internal_users.id')
          .where('access_history.event', '=', 'sign-in'),
    })
    .where('id', 'in', staffIds)
    .execute()
}
