import { sql } from 'kysely'
import { jsonArrayFrom } from 'kysely/helpers/postgres'
import type { EmbedWidget } from '../../../src/domain/embedTokens'
import type { Db } from '../../db/database'
import type { PageRequest } from '../../lib/paging'
import { prefixPattern } from '../../lib/search'
import { activeGrantsQuery, grantOf } from '../roles/roles.queries'

export type EmbedTokenState = 'active' | 'expired' | 'revoked'

const tokenColumns = [
  't.id',
  't.widgets',
  't.origin',
  't.expires_at',
  't.revoked_at',
  't.created_at',
  't.minted_by',
  'u.email as minter_email',
  sql<string>`u.first_name || ' ' || u.last_name`.as('minter_name'),
  sql<EmbedTokenState>`case when t.revoked_at is not null then 'revoked'
    when t.expires_at <= now() then 'expired' else 'active' end`.as('state'),
] as const

const tokens = (db: Db) =>
  db.selectFrom('embed_tokens as t').innerJoin('internal_users as u', 'u.id', 't.minted_by')

export type EmbedTokenRow = Awaited<ReturnType<typeof findEmbedToken>> & {}

export function findEmbedToken(db: Db, id: string) {
  return tokens(db).select(tokenColumns).where('t.id', '=', id).executeTakeFirst()
}

/** Records a token before it is signed; its expiry is counted by the database's clock, as every check is. */
export async function insertEmbedToken(
  db: Db,
  input: { mintedBy: string; widgets: readonly EmbedWidget[]; origin: string; minutes: number },
): Promise<{ id: string; expiresAt: Date }> {
  const row = await db
    .insertInto('embed_tokens')
    .values({
      minted_by: input.mintedBy,
      widgets: sql<EmbedWidget[]>`${sql.val([...input.widgets])}::text[]`,
      origin: input.origin,
      expires_at: sql<Date>`now() + make_interval(mins => ${input.minutes})`,
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow()
  return { id: row.id, expiresAt: row.expires_at }
}

/**
 * A page of tokens, newest first: one staff member's, or everybody's when `mintedBy` is null; with a
 * search, those whose origin starts with it, scheme or not. Tokens are few (staff mint them by hand), so
 * the search reads the listed rows rather than an index of its own.
 */
export async function listEmbedTokens(
  db: Db,
  filter: { mintedBy: string | null; search: string | null },
  page: PageRequest,
) {
  let query = tokens(db)
  if (filter.mintedBy) query = query.where('t.minted_by', '=', filter.mintedBy)
  if (filter.search) {
    const pattern = prefixPattern(filter.search)
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`lower(t.origin)`, 'like', pattern),
        eb(sql<string>`regexp_replace(lower(t.origin), '^https?://', '')`, 'like', pattern),
      ]),
    )
  }
  const [rows, count] = await Promise.all([
    query
      .select(tokenColumns)
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}

/** Marks a token revoked (once: a revoked token keeps its first revocation time). */
export async function revokeEmbedToken(db: Db, id: string): Promise<void> {
  await db
    .updateTable('embed_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute()
}

/**
 * What the guard needs of a token on a widget's call, in one statement: the token, whether it is
 * still in time, and its minter's status and grants (read on every call, so a role change or a
 * deactivation applies at once).
 */
export async function embedTokenForRead(db: Db, id: string) {
  const row = await db
    .selectFrom('embed_tokens as t')
    .innerJoin('internal_users as u', 'u.id', 't.minted_by')
    .select([
      't.id',
      't.widgets',
      't.origin',
      't.minted_by',
      't.revoked_at',
      sql<boolean>`t.expires_at > now()`.as('live'),
      'u.status as minter_status',
    ])
    .select((eb) => jsonArrayFrom(activeGrantsQuery(db, eb.ref('t.minted_by'))).as('grants'))
    .where('t.id', '=', id)
    .executeTakeFirst()
  return row && { ...row, grants: row.grants.map(grantOf) }
}

/** How long a token stays listed after it expired (revoked or not), so staff can still see what it was. */
export const ENDED_TOKENS_KEPT_DAYS = 30

/** Deletes the tokens that expired more than ENDED_TOKENS_KEPT_DAYS ago: no call can use them, and the list would only grow. */
export async function pruneEndedEmbedTokens(db: Db): Promise<void> {
  await db
    .deleteFrom('embed_tokens')
    .where('expires_at', '<', sql<Date>`now() - make_interval(days => ${ENDED_TOKENS_KEPT_DAYS})`)
    .execute()
}
