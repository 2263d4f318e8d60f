// What several instances on one PostgreSQL must keep true, each checked over real HTTP against chosen
// instances and through the proxy. Each property answers a line of what it measured, or throws.
import { sql } from 'kysely'
import { createStaff, STAFF_PASSWORD } from '../fixtures'
import { call, createRole, expectStatus, freshAddress, holdsWithin, signIn } from './calls'
import type { Cluster } from './cluster'

/** A change made through one instance holds on every other one within this. */
export const PROPAGATION_MS = 1000
/** The limit of sign-in calls a minute per address the cluster is started with. */
export const AUTH_LIMIT = 9

export interface Property {
  name: string
  run(cluster: Cluster): Promise<string>
}

const ms = (value: number) => `${Math.round(value)} ms`
const listRoles = '/admin/roles?page=1&limit=10'

/** Calls with `token` on each of `targets` until every one answers `status`; answers the slowest time. */
async function everywhere(
  cluster: Cluster,
  what: string,
  token: string,
  status: number,
  targets = cluster.instances,
): Promise<number> {
  const times = await Promise.all(
    targets.map((target) =>
      holdsWithin(`${what} on instance ${target.name}`, PROPAGATION_MS, async () => {
        return (await call(target, 'GET', listRoles, { token })).status === status
      }),
    ),
  )
  return Math.max(...times)
}

/** Uses `token` twice on each instance, so each has the session in its cache before a change. */
async function warm(cluster: Cluster, token: string): Promise<void> {
  for (const instance of cluster.instances)
    for (let i = 0; i < 2; i++)
      expectStatus(await call(instance, 'GET', listRoles, { token }), 200, 'warm-up')
}

const adminOf = (cluster: Cluster) => signIn(cluster.instances[0], 'admin@example.com', 'Admin@12345')

export const startedOnce: Property = {
  name: 'three instances starting at once on an empty database migrate and seed it once',
  async run(cluster) {
    const { db } = cluster.database
    const { rows } = await sql<{ n: string; names: string }>`
      select count(*) as n, count(distinct name) as names from kysely_migration`.execute(db)
    if (rows[0].n !== rows[0].names) throw new Error(`migrations recorded twice: ${JSON.stringify(rows[0])}`)
    const staff = await db.selectFrom('internal_users').select('email').execute()
    const roles = await db.selectFrom('roles').select('name').execute()
    if (staff.length !== 1 || roles.length !== 1)
      throw new Error(`seeded ${staff.length} staff members and ${roles.length} roles, not 1 and 1`)
    const seeders = cluster.instances.filter(
      (instance) => instance.logged('seeded the first super admin').length,
    )
    if (seeders.length !== 1) throw new Error(`${seeders.length} instances say they seeded the database`)
    return `all ${cluster.instances.length} ready in ${ms(cluster.startMs)}; ${rows[0].n} migrations recorded once; instance ${seeders[0].name} seeded`
  },
}

export const proxied: Property = {
  name: 'the proxy passes the API and the web app on to every instance',
  async run(cluster) {
    for (let i = 0; i < 12; i++) expectStatus(await call(cluster.proxy, 'GET', '/health'), 200, 'health')
    const ports = new Set((await cluster.proxy.upstreams()).map((address) => address.split(':').pop()))
    const missing = cluster.instances.filter((instance) => !ports.has(String(instance.port)))
    if (missing.length > 0)
      throw new Error(`the proxy never reached ${missing.map((i) => i.name).join(', ')}`)
    const [viaProxy, direct] = await Promise.all([
      fetch(`${cluster.proxy.baseUrl}/`),
      fetch(`${cluster.instances[0].baseUrl}/`),
    ])
    if (viaProxy.status !== direct.status || (await viaProxy.text()) !== (await direct.text()))
      throw new Error(`the proxy answers / with ${viaProxy.status}, an instance with ${direct.status}`)
    return `12 health calls reached ${ports.size} instances; / answered ${viaProxy.status} as an instance does`
  },
}

export const signInAnywhere: Property = {
  name: 'a sign-in on one instance is used on another',
  async run(cluster) {
    const [a, b, c] = cluster.instances
    const token = await signIn(a, 'admin@example.com', 'Admin@12345')
    for (const target of [b, c, cluster.proxy])
      expectStatus(await call(target, 'GET', listRoles, { token }), 200, 'a call with the token')
    return 'signed in on A; B, C and the proxy answer its calls'
  },
}

export const signOutEverywhere: Property = {
  name: 'a sign-out applies on every instance within a second',
  async run(cluster) {
    const token = await adminOf(cluster)
    await warm(cluster, token)
    expectStatus(
      await call(cluster.instances[0], 'POST', '/auth/admin/sign-out', { token, body: {} }),
      204,
      'sign-out',
    )
    return `refused on every instance after ${ms(await everywhere(cluster, 'the signed-out token', token, 401))}`
  },
}

export const passwordChangeEverywhere: Property = {
  name: 'a password change applies on every instance within a second',
  async run(cluster) {
    const [a, b, c] = cluster.instances
    const staff = await createStaff(cluster.database.db, {
      roles: [{ name: 'Role readers', permissions: { roles: ['access'] } }],
    })
    const token = await signIn(b, staff.email, staff.password)
    await warm(cluster, token)
    const admin = await adminOf(cluster)
    const newPassword = 'Changed#Pass456'
    const changed = await call(a, 'PUT', `/admin/users/change-password/${staff.id}`, {
      token: admin,
      body: { password: newPassword },
    })
    if (changed.status >= 300) throw new Error(`the password change answered ${changed.status}`)
    const took = await everywhere(cluster, 'the session of the old password', token, 401)
    await signIn(c, staff.email, newPassword)
    expectStatus(
      await call(b, 'POST', '/auth/admin/login', {
        body: { username: staff.email, password: STAFF_PASSWORD },
      }),
      401,
      'the old password',
    )
    return `the session ended on every instance after ${ms(took)}; the new password signs in on C, the old is refused on B`
  },
}

export const roleChangeEverywhere: Property = {
  name: 'a role change applies on every instance within a second',
  async run(cluster) {
    const { db } = cluster.database
    const staff = await createStaff(db, {
      roles: [{ name: 'Role auditors', permissions: { roles: ['access'] } }],
    })
    const ordersOnly = await createRole(db, 'Order clerks', { orders: ['access'] })
    const token = await signIn(cluster.instances[1], staff.email, staff.password)
    await warm(cluster, token)
    const admin = await adminOf(cluster)
    const changed = await call(cluster.instances[0], 'PATCH', `/admin/users/${staff.id}`, {
      token: admin,
      body: { roles: [ordersOnly] },
    })
    if (changed.status >= 300) throw new Error(`the role change answered ${changed.status}`)
    return `the lost permission is refused on every instance after ${ms(await everywhere(cluster, 'the old role', token, 403))}`
  },
}

export const limitsShared: Property = {
  name: 'rate limits and lockouts count across instances',
  async run(cluster) {
    const targets = [...cluster.instances, cluster.proxy]
    // Per address: the limit's calls spread over the instances, then the next one is refused by each.
    const address = freshAddress()
    // A new unknown e-mail each time, so no account's lockout answers for the address's limit.
    const wrong = (i: number) => ({
      body: { username: `nobody-${i}@example.com`, password: 'Wrong#Pass1' },
      address,
    })
    for (let i = 0; i < AUTH_LIMIT; i++)
      expectStatus(await call(targets[i % 3], 'POST', '/auth/admin/login', wrong(i)), 401, `call ${i + 1}`)
    for (const [index, target] of targets.entries())
      expectStatus(
        await call(target, 'POST', '/auth/admin/login', wrong(AUTH_LIMIT + index)),
        429,
        'over the limit',
      )
    // Per account: five wrong passwords on three instances from five addresses lock it everywhere.
    const staff = await createStaff(cluster.database.db)
    for (let i = 0; i < 5; i++)
      expectStatus(
        await call(cluster.instances[i % 3], 'POST', '/auth/admin/login', {
          body: { username: staff.email, password: 'Wrong#Pass1' },
        }),
        401,
        `wrong password ${i + 1}`,
      )
    const right = { username: staff.email, password: staff.password }
    for (const target of targets)
      expectStatus(
        await call(target, 'POST', '/auth/admin/login', { body: right }),
        429,
        'the locked account',
      )
    return `${AUTH_LIMIT} sign-in calls of one address on A, B, C: the next refused by each and by the proxy (X-Forwarded-For passed on); 5 wrong passwords on A, B, C lock the account on all`
  },
}
