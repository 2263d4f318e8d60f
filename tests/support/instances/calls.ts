// Plain HTTP calls to one instance or to the proxy, as a browser at a chosen address would make them:
// the instances trust X-Forwarded-For (TRUST_PROXY), so each check can speak from addresses of its own
// and the per-address limits of one check do not count the calls of another.
import { sql } from 'kysely'
import type { Db } from '../../../server/db/database'
import type { Instance, ReverseProxy } from './cluster'

export interface Answer {
  status: number
  body: Record<string, unknown>
}

export interface CallOptions {
  token?: string
  body?: unknown
  /** The browser's address; a fresh one of the check's range when unset. */
  address?: string
}

let nextAddress = 0
/** An address no other call of the run has used. */
export const freshAddress = () => {
  nextAddress += 1
  return `198.51.${100 + Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`
}

export async function call(
  target: Instance | ReverseProxy | string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const baseUrl = typeof target === 'string' ? target : target.baseUrl
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      'x-forwarded-for': options.address ?? freshAddress(),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const text = await response.text()
  const body = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : {}
  return { status: response.status, body }
}

/** The access token of a sign-in through `target`; throws unless it succeeds. */
export async function signIn(
  target: Instance | ReverseProxy,
  email: string,
  password: string,
  address?: string,
): Promise<string> {
  const answer = await call(target, 'POST', '/auth/admin/login', {
    body: { username: email, password },
    address,
  })
  if (answer.status !== 200) throw new Error(`sign-in as ${email} answered ${answer.status}`)
  return answer.body.jwtAccessToken as string
}

/** Throws unless `answer` has `status`. */
export function expectStatus(answer: Answer, status: number, what: string): void {
  if (answer.status !== status)
    throw new Error(`${what}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body)}`)
}

/**
 * Calls `probe` until it holds, for at most `withinMs`; answers the milliseconds it took. The first
 * probe is made at once.
 */
export async function holdsWithin(
  what: string,
  withinMs: number,
  probe: () => Promise<boolean>,
): Promise<number> {
  const started = performance.now()
  for (;;) {
    if (await probe()) return performance.now() - started
    if (performance.now() - started > withinMs) throw new Error(`${what}: not within ${withinMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** A role with `permissions`, written straight into the database as a script would. */
export async function createRole(
  db: Db,
  name: string,
  permissions: Record<string, string[]>,
): Promise<string> {
  const row = await db
    .insertInto('roles')
    .values({ name, full_access: false, permissions: JSON.stringify(permissions) })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** `count` staff sign-ins of `userId` a second apart in 2021, for an export to have something to write. */
export async function insertSignIns(db: Db, userId: string, count: number): Promise<void> {
  await sql`insert into access_history (actor_kind, user_id, event, os, device, ip, created_at)
    select 'internal', ${userId}::uuid, 'sign-in', 'Linux', '{"browser": "Firefox 128", "type": "desktop", "model": null}',
      '10.1.' || (n % 250) || '.1', '2021-01-01T00:00:00Z'::timestamptz + n * interval '1 second'
    from generate_series(1, ${count}::int) n`.execute(db)
}
