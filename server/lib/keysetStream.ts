import { sql } from 'kysely'
import type { Keyset } from './paging'

/**
 * Rows after a keyset in newest-first order, compared as a row so an index range scan can start right
 * there. Ids are uuids, or bigints for the tables numbered by a sequence (coupon redemptions).
 */
export const beforeKeyset = (
  timeColumn: string,
  idColumn: string,
  after: Keyset,
  idType: 'uuid' | 'bigint' = 'uuid',
) =>
  sql<boolean>`(${sql.ref(timeColumn)}, ${sql.ref(idColumn)}) < (${after.at}::timestamptz, ${after.id}::${sql.raw(idType)})`

/** Rows after a keyset in oldest-first order: the same comparison the other way round. */
export const afterKeyset = (timeColumn: string, idColumn: string, after: Keyset) =>
  sql<boolean>`(${sql.ref(timeColumn)}, ${sql.ref(idColumn)}) > (${after.at}::timestamptz, ${after.id}::uuid)`
