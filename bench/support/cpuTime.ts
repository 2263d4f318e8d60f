// CPU time spent by this process (the app and the bench's worker threads) and by the database server's
// backends of one database, so a benchmark can say where a call's time goes. The backends' time is read
// from /proc, so it is known only for a PostgreSQL server on this machine (null otherwise).
import fs from 'node:fs'
import { sql } from 'kysely'
import type { Db } from '../../server/db/database'

export interface CpuSample {
  processMs: number
  backendsMs: Map<number, number> | null
}

const TICKS_PER_MS = 100 / 1000 // USER_HZ is 100 on Linux

function backendMs(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command's name.
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS
  } catch {
    return null
  }
}

export async function cpuSample(db: Db, kind: 'pglite' | 'postgres'): Promise<CpuSample> {
  const usage = process.cpuUsage()
  const processMs = (usage.user + usage.system) / 1000
  if (kind !== 'postgres') return { processMs, backendsMs: null }
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity
    where datname = current_database()`.execute(db)
  const backendsMs = new Map<number, number>()
  for (const { pid } of rows) {
    const ms = backendMs(pid)
    if (ms === null) return { processMs, backendsMs: null }
    backendsMs.set(pid, ms)
  }
  return { processMs, backendsMs }
}

/** Milliseconds of CPU between two samples: this process's, and the backends' (those in both samples, or new). */
export function cpuSpent(before: CpuSample, after: CpuSample) {
  const processMs = after.processMs - before.processMs
  if (!before.backendsMs || !after.backendsMs) return { processMs, databaseMs: null }
  let databaseMs = 0
  for (const [pid, ms] of after.backendsMs) databaseMs += ms - (before.backendsMs.get(pid) ?? 0)
  return { processMs, databaseMs }
}
