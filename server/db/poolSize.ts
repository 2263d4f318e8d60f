import os from 'node:os'

/**
 * How many PostgreSQL connections one server process opens by default (DATABASE_POOL_MAX overrides):
 * twice the machine's cores, and never fewer than 10. Statements that keep the database busy (counts
 * over many rows) go faster with more of them at once, up to about the database server's cores; on a
 * 2-core machine at 32 concurrent requests, 2 connections halved the throughput of every list, 4 cost
 * a third of it on the unread count, and 8 to 32 did not differ (bench/*-list.bench.ts).
 */
export function defaultPoolMax(): number {
  return Math.max(10, os.availableParallelism() * 2)
}
