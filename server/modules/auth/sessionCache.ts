import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type QueryId,
  TableNode,
  UpdateQueryNode,
} from 'kysely'
import type { Db } from '../../db/database'
import type { ListenHandlers, Unlisten } from '../../db/pgListener'
import { findLiveSession } from './auth.queries'

/** Sent by the database when a change that a guard reads commits (see 0020_staff_access_changes). */
export const STAFF_ACCESS_CHANNEL = 'staff_access_changed'
/** The tables whose changes that migration announces. */
const WATCHED_TABLES = new Set(['sessions', 'internal_users', 'internal_user_roles', 'roles'])
/** A checked session is read again at least this often, whatever the notifications say. */
const MAX_AGE_MS = 60_000
/** More sessions than this at once, and the cache starts over rather than grow. */
const MAX_ENTRIES = 20_000

type LiveSession = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>

export interface SessionCacheDeps {
  listen(channel: string, handlers: ListenHandlers): Promise<Unlisten>
  now?: () => number
}

function tablesOf(node: OperationNode | undefined): string[] {
  if (!node) return []
  if (TableNode.is(node)) return [node.table.identifier.name]
  if (AliasNode.is(node)) return tablesOf(node.node)
  return []
}

/** The tables a statement writes to, when it is an insert, update or delete. */
function writtenTables(node: OperationNode): string[] {
  if (InsertQueryNode.is(node)) return tablesOf(node.into)
  if (UpdateQueryNode.is(node)) return tablesOf(node.table)
  if (DeleteQueryNode.is(node)) return node.from.froms.flatMap(tablesOf)
  return []
}

export type SessionCache = ReturnType<typeof createSessionCache>

/**
 * The sessions this process has found live, with their staff member's grants, so a request's guard
 * does not read them again on every call. A session is forgotten, in every process:
 * - when the database announces a committed change to sessions, staff members, their roles or roles
 *   (a NOTIFY from triggers, a few milliseconds after the commit);
 * - here at once, when this process writes to one of those tables (`plugin`), so its own next request
 *   never sees the state from before its own change;
 * - when it is a minute old, when its session expires, and whenever the notifications stop (the LISTEN
 *   connection failed or came back: what was missed in between is unknown, so everything is read again
 *   and nothing is kept until it listens again).
 * Only live sessions are kept: a revoked or unknown one is read from the database every time.
 */
export function createSessionCache(deps: SessionCacheDeps) {
  const now = deps.now ?? Date.now
  const entries = new Map<string, { session: LiveSession; cachedAt: number }>()
  // Raised by every forgetting: a read that began before it does not keep what it read.
  let generation = 0
  let listening = false
  let unlisten: Unlisten | null = null
  const writes = new WeakSet<QueryId>()

  const forgetAll = () => {
    entries.clear()
    generation += 1
  }

  return {
    async start(): Promise<void> {
      unlisten = await deps.listen(STAFF_ACCESS_CHANNEL, {
        onNotify: forgetAll,
        onReconnect: () => {
          forgetAll()
          listening = true
        },
        onError: () => {
          forgetAll()
          listening = false
        },
      })
      listening = true
    },

    /** `findLiveSession`, answered from what this process already checked when it may be. */
    async find(db: Db, sessionId: string, withGrants: boolean): Promise<LiveSession | undefined> {
      if (!listening) return findLiveSession(db, sessionId, withGrants)
      const at = now()
      const kept = entries.get(sessionId)
      if (
        kept &&
        at - kept.cachedAt < MAX_AGE_MS &&
        kept.session.expires_at.getTime() > at &&
        (!withGrants || kept.session.grants !== null)
      )
        return kept.session
      const readIn = generation
      const session = await findLiveSession(db, sessionId, withGrants)
      if (session && readIn === generation) {
        if (entries.size >= MAX_ENTRIES) entries.clear()
        entries.set(sessionId, { session, cachedAt: at })
      }
      return session
    },

    /** Forgets every session when this process writes to a table the guard reads. */
    plugin: {
      transformQuery({ node, queryId }) {
        if (writtenTables(node).some((table) => WATCHED_TABLES.has(table))) writes.add(queryId)
        return node
      },
      async transformResult({ queryId, result }) {
        if (writes.has(queryId)) forgetAll()
        return result
      },
    } satisfies KyselyPlugin,

    async close(): Promise<void> {
      listening = false
      forgetAll()
      await unlisten?.()
    },
  }
}
