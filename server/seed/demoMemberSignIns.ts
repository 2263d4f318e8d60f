import { sql } from 'kysely'
import type { Db } from '../db/database'
import { deviceColumn } from '../lib/clientInfo'
import { DEMO_CLIENTS } from './demoClients'

/** Members who signed in lately, and how many days back their sign-ins go. */
const SIGNED_IN_MEMBERS = 400
const DAYS = 14

/**
 * Members' sign-ins and, an hour later, their sign-outs over the last two weeks, every few days for a
 * few hundred members, so the member access history shows real members on a first start. One
 * statement: the rows are made by the database from the members the generator wrote.
 */
export async function seedDemoMemberSignIns(db: Db, asOf = new Date()): Promise<void> {
  const os = DEMO_CLIENTS.map((client) => client.os)
  const devices = DEMO_CLIENTS.map((client) => deviceColumn(client.device))
  const ips = DEMO_CLIENTS.map((client) => client.ip)
  await sql`
    insert into access_history (actor_kind, user_id, member_code, event, os, device, ip, created_at)
    select 'member', m.id, m.member_code, e.event,
      (${os}::text[])[1 + (m.n * 7 + d) % ${os.length}],
      (${devices}::text[])[1 + (m.n * 7 + d) % ${devices.length}]::jsonb,
      (${ips}::text[])[1 + (m.n * 7 + d) % ${ips.length}],
      ${asOf}::timestamptz - make_interval(days => d, hours => (m.n * 5) % 20, mins => (m.n * 13) % 60) + e.after
    from (
      select id, member_code, row_number() over (order by member_code)::int as n
      from members order by member_code limit ${SIGNED_IN_MEMBERS}
    ) m
    cross join generate_series(0, ${DAYS - 1}) d
    cross join (values ('sign-in', interval '0'), ('sign-out', interval '1 hour')) e(event, after)
    where (m.n + d) % 3 = 0
      and ${asOf}::timestamptz - make_interval(days => d, hours => (m.n * 5) % 20, mins => (m.n * 13) % 60) + e.after <= ${asOf}::timestamptz`.execute(
    db,
  )
}
