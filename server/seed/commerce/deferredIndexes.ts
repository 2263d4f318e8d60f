import type { BulkSession } from '../../db/bulkCopy'

/**
 * Runs `load` with the secondary indexes and foreign keys of `tables` dropped, then makes them again,
 * all in the session's one transaction (a failure rolls the drops back too). Building an index over a
 * million rows at the end is several times faster than keeping it up to date row by row, and a foreign
 * key added afterwards is checked with one join instead of one lookup per row. The primary keys of
 * tables no foreign key points at (order lines, tracking events) go too and are checked when made
 * again; the others and unique constraints stay, so duplicates of those are refused as they arrive.
 */
export async function withIndexesDeferred<T>(
  session: BulkSession,
  tables: readonly string[],
  load: () => Promise<T>,
  onRebuild: (what: string) => void = () => {},
): Promise<T> {
  if (tables.length === 0) return load()
  const list = tables.map((table) => `'${table.replace(/'/g, "''")}'`).join(', ')
  const indexes = await session.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
     where i.schemaname = current_schema() and i.tablename in (${list})
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.contype in ('p', 'u', 'x'))`,
  )
  const foreignKeys = await session.query<{ table: string; name: string; definition: string }>(
    `select cl.relname as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
     from pg_constraint c join pg_class cl on cl.oid = c.conrelid
     join pg_namespace n on n.oid = cl.relnamespace and n.nspname = current_schema()
     where c.contype = 'f' and cl.relname in (${list})`,
  )
  const leafKeys = await session.query<{ table: string; name: string; definition: string }>(
    `select cl.relname as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
     from pg_constraint c join pg_class cl on cl.oid = c.conrelid
     join pg_namespace n on n.oid = cl.relnamespace and n.nspname = current_schema()
     where c.contype = 'p' and cl.relname in (${list})
       and not exists (select 1 from pg_constraint f where f.contype = 'f' and f.confrelid = c.conrelid)`,
  )
  for (const key of [...foreignKeys, ...leafKeys])
    await session.query(`alter table "${key.table}" drop constraint "${key.name}"`)
  for (const index of indexes) await session.query(`drop index "${index.name}"`)
  const result = await load()
  await session.query(`set local maintenance_work_mem = '256MB'`)
  onRebuild(`${indexes.length + leafKeys.length} indexes and ${foreignKeys.length} foreign keys`)
  for (const key of leafKeys)
    await session.query(`alter table "${key.table}" add constraint "${key.name}" ${key.definition}`)
  for (const index of indexes) await session.query(index.definition)
  for (const key of foreignKeys)
    await session.query(`alter table "${key.table}" add constraint "${key.name}" ${key.definition}`)
  return result
}
