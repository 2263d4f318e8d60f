import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import type { EmbedWidget } from '../../src/domain/embedTokens'
import { apiClient, dataOf, withId } from '../support/apiClient'
import { createStaff } from '../support/fixtures'
import { call } from '../support/http'
import { insertOrders } from '../support/orders'
import { login, loginAsAdmin, startTestServer, suiteServer, type TestServer } from '../support/test-server'

const TOOL = 'https://tool.example.com'
const KIOSK = 'http://kiosk.example.com:8443'
const STRANGER = 'https://stranger.example.com'

/** Orders to read, the admin, a staff member who may read orders only, and one who may not. */
async function withStaff(server: TestServer) {
  await insertOrders(server.db, { count: 3, prefix: 'EMB', from: '2025-03-01T00:00:00Z', stepMinutes: 60 })
  const order = await server.db
    .selectFrom('orders')
    .select('id')
    .where('order_number', '=', 'EMB000001')
    .executeTakeFirstOrThrow()
  const viewer = await createStaff(server.db, {
    roles: [{ name: 'Embed viewers', permissions: { orders: ['access'] } }],
  })
  const outsider = await createStaff(server.db, {
    roles: [{ name: 'Embed outsiders', permissions: { roles: ['access'] } }],
  })
  const tokenOf = async (member: { email: string; password: string }) =>
    (await login(server.baseUrl, member.email, member.password)).jwtAccessToken
  return {
    orderId: order.id,
    viewer,
    admin: apiClient(server.baseUrl, { token: await loginAsAdmin(server) }),
    viewerClient: apiClient(server.baseUrl, { token: await tokenOf(viewer) }),
    outsiderClient: apiClient(server.baseUrl, { token: await tokenOf(outsider) }),
  }
}

describe('embed tokens', () => {
  const suite = suiteServer(withStaff, { config: { embedOrigins: [TOOL, KIOSK] } })
  const baseUrl = () => suite.server.baseUrl

  async function mint(widgets: EmbedWidget[], origin = TOOL, client = suite.prepared.viewerClient) {
    const body = { widgets, origin, expiresInMinutes: 60 }
    return dataOf(await client.POST('/admin/embed-tokens', { body }))
  }

  /** A widget's read as a browser on `origin` makes it: the embed token as bearer, the page's Origin. */
  const read = (path: string, token: string, origin: string | null = TOOL, lang?: string) =>
    call(baseUrl(), 'GET', `/api${path}`, { token, lang, headers: origin ? { origin } : {} })

  describe('minting', () => {
    it('answers the token once with its record, for staff who may read orders', async () => {
      const before = Date.now()
      const minted = await mint(['bo-order-table', 'bo-order-status'])
      expect(minted.token.split('.')).toHaveLength(3)
      expect(minted.embedToken).toMatchObject({
        widgets: ['bo-order-table', 'bo-order-status'],
        origin: TOOL,
        state: 'active',
        revokedAt: null,
        mintedBy: { _id: suite.prepared.viewer.id, email: suite.prepared.viewer.email },
      })
      const lifetime = Date.parse(minted.embedToken.expiresAt) - before
      expect(lifetime).toBeGreaterThan(59 * 60_000)
      expect(lifetime).toBeLessThan(61 * 60_000)
      const row = await suite.server.db
        .selectFrom('embed_tokens')
        .selectAll()
        .where('id', '=', minted.embedToken._id)
        .executeTakeFirstOrThrow()
      expect(row).toMatchObject({ minted_by: suite.prepared.viewer.id, origin: TOOL, revoked_at: null })
      expect(row.widgets).toEqual(['bo-order-table', 'bo-order-status'])
    })

    it('refuses staff without the orders permission (403) and callers without a token (401)', async () => {
      const body = { widgets: ['bo-order-table' as const], origin: TOOL, expiresInMinutes: 60 }
      const refused = await suite.prepared.outsiderClient.POST('/admin/embed-tokens', { body })
      expect(refused.response.status).toBe(403)
      const anonymous = await apiClient(baseUrl()).POST('/admin/embed-tokens', { body })
      expect(anonymous.response.status).toBe(401)
      for (const path of ['/admin/embed-tokens', '/admin/embed-tokens/settings'] as const)
        expect((await suite.prepared.outsiderClient.GET(path)).response.status).toBe(403)
    })

    it('refuses an origin EMBED_ORIGINS does not list, in the caller’s language', async () => {
      const token = (await suite.prepared.viewerClient.GET('/admin/embed-tokens/settings')).data
      expect(token).toEqual({
        origins: [TOOL, KIOSK],
        widgets: [
          'bo-order-table',
          'bo-order-status',
          'bo-sales-summary',
          'bo-order-counts',
          'bo-sales-chart',
        ],
        minMinutes: 5,
        maxMinutes: 43200,
      })
      const body = { widgets: ['bo-order-table'], origin: STRANGER, expiresInMinutes: 60 }
      const english = await call(baseUrl(), 'POST', '/api/admin/embed-tokens', {
        token: await loginAsAdmin(suite.server),
        body,
      })
      expect(english.status).toBe(400)
      expect(english.body.message).toBe(
        `${STRANGER} is not one of the origins allowed to embed widgets (EMBED_ORIGINS).`,
      )
      const thai = await call(baseUrl(), 'POST', '/api/admin/embed-tokens', {
        token: await loginAsAdmin(suite.server),
        body,
        lang: 'th',
      })
      expect(thai.body.message).toBe(`${STRANGER} ไม่อยู่ในรายการออริจินที่อนุญาตให้ฝังวิดเจ็ต (EMBED_ORIGINS)`)
      // The same origin written with a trailing slash or capitals is the listed one.
      const written = await mint(['bo-order-table'], 'https://TOOL.example.com/')
      expect(written.embedToken.origin).toBe(TOOL)
    })

    it('refuses bad widgets, origins and lifetimes with 400', async () => {
      const token = await loginAsAdmin(suite.server)
      const good = { widgets: ['bo-order-table'], origin: TOOL, expiresInMinutes: 60 }
      const bad = [
        { ...good, widgets: [] },
        { ...good, widgets: ['bo-member-map'] },
        { ...good, widgets: ['bo-order-table', 'bo-order-table'] },
        { ...good, origin: 'tool.example.com' },
        { ...good, origin: `${TOOL}/page` },
        { ...good, origin: 'javascript://tool.example.com' },
        { ...good, expiresInMinutes: 4 },
        { ...good, expiresInMinutes: 43201 },
        { ...good, expiresInMinutes: 60.5 },
        { widgets: good.widgets, origin: good.origin },
        { ...good, extra: true },
      ]
      for (const body of bad) {
        const answer = await call(baseUrl(), 'POST', '/api/admin/embed-tokens', { token, body })
        expect(answer.status, JSON.stringify(body)).toBe(400)
        expect(answer.body.message, JSON.stringify(body)).toEqual(expect.any(String))
      }
    })
  })

  describe('a widget reading with its token', () => {
    it('reads what its widget shows, from its origin, with CORS for that origin', async () => {
      const table = await mint(['bo-order-table'])
      const list = await read('/admin/orders?status=to_ship', table.token)
      expect(list.status).toBe(200)
      expect((list.body as { data: { orderNumber: string }[] }).data.map((o) => o.orderNumber)).toContain(
        'EMB000001',
      )
      expect(list.headers.get('access-control-allow-origin')).toBe(TOOL)
      expect(list.headers.get('vary')).toBe('Origin')
      // The widget may read how much of its rate limit is left, and the request's id.
      expect(list.headers.get('access-control-expose-headers')?.split(', ')).toEqual(
        expect.arrayContaining(['ratelimit-remaining', 'ratelimit-reset', 'retry-after', 'x-request-id']),
      )
      expect(list.headers.get('ratelimit-remaining')).toMatch(/^\d+$/)

      const status = await mint(['bo-order-status'], KIOSK)
      const { orderId } = suite.prepared
      const detail = await read(`/admin/orders/${orderId}`, status.token, KIOSK)
      expect(detail.status).toBe(200)
      expect(detail.body).toMatchObject({ _id: orderId, orderNumber: 'EMB000001' })
      expect(detail.headers.get('access-control-allow-origin')).toBe(KIOSK)
      const tracking = await read(`/admin/orders/tracking-status/${orderId}`, status.token, KIOSK)
      expect(tracking.status).toBe(200)
    })

    it("is refused for another widget's reads", async () => {
      const { orderId } = suite.prepared
      const table = await mint(['bo-order-table'])
      for (const path of [`/admin/orders/${orderId}`, `/admin/orders/tracking-status/${orderId}`]) {
        const refused = await read(path, table.token)
        expect(refused.status).toBe(403)
        expect(refused.body.message).toBe('This embed token was not made for this widget.')
        // The page may read the refusal, so the widget can say why it shows nothing.
        expect(refused.headers.get('access-control-allow-origin')).toBe(TOOL)
      }
      const status = await mint(['bo-order-status'])
      const refused = await read('/admin/orders', status.token, TOOL, 'th')
      expect(refused.status).toBe(403)
      expect(refused.body.message).toBe('โทเค็นสำหรับฝังนี้ไม่ได้สร้างไว้สำหรับวิดเจ็ตนี้')
    })

    it('never writes, nor reaches any operation its widgets do not read', async () => {
      const { orderId } = suite.prepared
      const both = await mint(['bo-order-table', 'bo-order-status'])
      const write = await call(baseUrl(), 'PATCH', `/api/admin/orders/${orderId}`, {
        token: both.token,
        headers: { origin: TOOL },
        body: { status: 'to_receive', version: 1 },
      })
      expect(write.status).toBe(403)
      expect(write.body.message).toBe('An embed token only lets its widgets read orders; it cannot do this.')
      const others = [
        ['GET', '/api/admin/users/profile'],
        ['GET', '/api/admin/roles'],
        ['GET', '/api/admin/embed-tokens'],
        ['POST', '/api/admin/embed-tokens'],
        ['DELETE', `/api/admin/embed-tokens/${both.embedToken._id}`],
        ['POST', '/api/auth/admin/sign-out'],
      ] as const
      for (const [method, path] of others) {
        const refused = await call(baseUrl(), method, path, { token: both.token, headers: { origin: TOOL } })
        expect(refused.status, `${method} ${path}`).toBe(403)
      }
      // Nor does a staff session's operation take it in place of the session token.
      const order = await suite.server.db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
      expect(order.status).not.toBe('to_receive')
    })

    it('is refused from any origin but its own, and without one', async () => {
      const table = await mint(['bo-order-table'])
      const listed = await read('/admin/orders', table.token, KIOSK)
      expect(listed.status).toBe(403)
      expect(listed.body.message).toBe('This embed token only works on pages of the origin it was made for.')
      expect(listed.headers.get('access-control-allow-origin')).toBe(KIOSK)
      const stranger = await read('/admin/orders', table.token, STRANGER)
      expect(stranger.status).toBe(403)
      expect(stranger.headers.get('access-control-allow-origin')).toBeNull()
      const none = await read('/admin/orders', table.token, null)
      expect(none.status).toBe(403)
    })

    it('is refused once expired, by its record or by its own signature', async () => {
      const table = await mint(['bo-order-table'])
      expect((await read('/admin/orders', table.token)).status).toBe(200)
      await suite.server.db
        .updateTable('embed_tokens')
        .set({ expires_at: sql<Date>`now() - interval '1 second'` })
        .where('id', '=', table.embedToken._id)
        .execute()
      const expired = await read('/admin/orders', table.token)
      expect(expired.status).toBe(401)
      expect(expired.body.message).toBe('This embed token has expired. Ask staff for a new one.')
      const listed = dataOf(await suite.prepared.viewerClient.GET('/admin/embed-tokens'))
      expect(listed.data.find((token) => token._id === table.embedToken._id)?.state).toBe('expired')

      // A token whose own expiry has passed, although its record would still let it in.
      const fresh = await mint(['bo-order-table'])
      const stale = await suite.server.app.tokens.signEmbed(
        { eid: fresh.embedToken._id },
        new Date(Date.now() - 1000),
      )
      const refused = await read('/admin/orders', stale)
      expect(refused.status).toBe(401)
      expect(refused.body.message).toBe('This embed token has expired. Ask staff for a new one.')
    })

    it('is refused when forged or signed by another server', async () => {
      const table = await mint(['bo-order-table'])
      const [header, payload] = table.token.split('.')
      const forged = `${header}.${payload}.${'A'.repeat(43)}`
      const refused = await read('/admin/orders', forged)
      expect(refused.status).toBe(401)
      expect(refused.body.message).toBe('This embed token is not valid. Ask staff for a new one.')
    })

    it('is refused after it is revoked', async () => {
      const table = await mint(['bo-order-table'])
      const revoked = dataOf(
        await suite.prepared.viewerClient.DELETE('/admin/embed-tokens/{id}', withId(table.embedToken._id)),
      )
      expect(revoked.state).toBe('revoked')
      expect(revoked.revokedAt).toEqual(expect.any(String))
      const refused = await read('/admin/orders', table.token)
      expect(refused.status).toBe(401)
      expect(refused.body.message).toBe('This embed token has been revoked. Ask staff for a new one.')
      // Revoking again keeps the first revocation.
      const again = dataOf(
        await suite.prepared.viewerClient.DELETE('/admin/embed-tokens/{id}', withId(table.embedToken._id)),
      )
      expect(again.revokedAt).toBe(revoked.revokedAt)
    })

    it('is refused once its minter loses the permission or is deactivated', async () => {
      const minter = await createStaff(suite.server.db, {
        roles: [{ name: `Embedders ${Date.now()}`, permissions: { orders: ['access'] } }],
      })
      const client = apiClient(baseUrl(), {
        token: (await login(baseUrl(), minter.email, minter.password)).jwtAccessToken,
      })
      const table = await mint(['bo-order-table'], TOOL, client)
      expect((await read('/admin/orders', table.token)).status).toBe(200)

      const role = await suite.server.db
        .selectFrom('internal_user_roles')
        .select('role_id')
        .where('user_id', '=', minter.id)
        .executeTakeFirstOrThrow()
      await suite.server.db
        .updateTable('roles')
        .set({ permissions: JSON.stringify({ roles: ['access'] }) })
        .where('id', '=', role.role_id)
        .execute()
      const lacking = await read('/admin/orders', table.token)
      expect(lacking.status).toBe(403)
      expect(lacking.body.message).toBe(
        'The staff member who made this embed token no longer has the permission to see orders.',
      )

      await suite.server.db
        .updateTable('roles')
        .set({ permissions: JSON.stringify({ orders: ['access'] }) })
        .where('id', '=', role.role_id)
        .execute()
      expect((await read('/admin/orders', table.token)).status).toBe(200)
      await suite.server.db
        .updateTable('internal_users')
        .set({ status: 'inactive' })
        .where('id', '=', minter.id)
        .execute()
      const inactive = await read('/admin/orders', table.token)
      expect(inactive.status).toBe(401)
      expect(inactive.body.message).toBe(
        'The staff member who made this embed token is no longer active. Ask staff for a new one.',
      )
    })
  })

  describe('listing and revoking', () => {
    it("lists the caller's own tokens, or everybody's, newest first, never the token itself", async () => {
      const mine = await mint(['bo-order-status'], KIOSK)
      const theirs = await mint(['bo-order-table'], TOOL, suite.prepared.admin)
      const own = dataOf(await suite.prepared.viewerClient.GET('/admin/embed-tokens', {}))
      expect(own.data[0]._id).toBe(mine.embedToken._id)
      expect(own.data.every((token) => token.mintedBy._id === suite.prepared.viewer.id)).toBe(true)
      expect(JSON.stringify(own)).not.toContain(mine.token)
      const all = dataOf(
        await suite.prepared.viewerClient.GET('/admin/embed-tokens', {
          params: { query: { scope: 'all', limit: 100 } },
        }),
      )
      expect(all.data[0]._id).toBe(theirs.embedToken._id)
      expect(all.total).toBeGreaterThan(own.total)
      for (const search of ['kiosk.EXAMPLE', 'http://kiosk', 'KIOSK.example.com:8443']) {
        const found = dataOf(
          await suite.prepared.viewerClient.GET('/admin/embed-tokens', { params: { query: { search } } }),
        )
        expect(found.total, search).toBeGreaterThan(0)
        expect(new Set(found.data.map((token) => token.origin)), search).toEqual(new Set([KIOSK]))
      }
      const none = dataOf(
        await suite.prepared.viewerClient.GET('/admin/embed-tokens', { params: { query: { search: '%' } } }),
      )
      expect(none.total).toBe(0)
    })

    it("revokes another's token only for staff who may update orders", async () => {
      const theirs = await mint(['bo-order-table'], TOOL, suite.prepared.admin)
      const refused = await suite.prepared.viewerClient.DELETE(
        '/admin/embed-tokens/{id}',
        withId(theirs.embedToken._id),
      )
      expect(refused.response.status).toBe(403)
      expect(refused.error?.message).toBe(
        'Only the staff member who made this embed token, or staff who may update orders, can revoke it.',
      )
      const mine = await mint(['bo-order-table'])
      const revoked = await suite.prepared.admin.DELETE(
        '/admin/embed-tokens/{id}',
        withId(mine.embedToken._id),
      )
      expect(revoked.data?.state).toBe('revoked')
      const missing = await suite.prepared.admin.DELETE(
        '/admin/embed-tokens/{id}',
        withId('00000000-0000-4000-8000-000000000000'),
      )
      expect(missing.response.status).toBe(404)
    })
  })

  describe('CORS', () => {
    const preflight = (path: string, origin: string) =>
      fetch(`${baseUrl()}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization,lang',
        },
      })

    it('answers the preflight of a widget read for a listed origin only', async () => {
      const { orderId } = suite.prepared
      for (const path of ['/api/admin/orders', `/api/admin/orders/${orderId}`, '/widgets/bo-widgets.js']) {
        const allowed = await preflight(path, KIOSK)
        expect(allowed.status, path).toBe(204)
        expect(allowed.headers.get('access-control-allow-origin'), path).toBe(KIOSK)
        expect(allowed.headers.get('access-control-allow-headers'), path).toBe('authorization, lang')
        expect(allowed.headers.get('access-control-allow-methods'), path).toBe('GET, HEAD')
        expect(allowed.headers.get('vary'), path).toBe('Origin')
        const stranger = await preflight(path, STRANGER)
        expect(stranger.headers.get('access-control-allow-origin'), path).toBeNull()
        expect(stranger.headers.get('access-control-allow-headers'), path).toBeNull()
      }
    })

    it('sends no CORS headers on any other operation, to any origin', async () => {
      const admin = await loginAsAdmin(suite.server)
      for (const path of ['/api/admin/roles', '/api/admin/embed-tokens', '/api/health']) {
        const answer = await call(baseUrl(), 'GET', path, { token: admin, headers: { origin: TOOL } })
        expect(answer.headers.get('access-control-allow-origin'), path).toBeNull()
      }
      expect(
        (await preflight('/api/admin/roles', TOOL)).headers.get('access-control-allow-origin'),
      ).toBeNull()
      const write = await fetch(`${baseUrl()}/api/admin/orders/${suite.prepared.orderId}`, {
        method: 'OPTIONS',
        headers: { origin: TOOL, 'access-control-request-method': 'PATCH' },
      })
      expect(write.headers.get('access-control-allow-origin')).toBeNull()
      // A staff session from a listed origin still works (the page of the back-office itself), and
      // an unlisted origin's answer carries no CORS header, so its browser keeps it from the page.
      const session = await call(baseUrl(), 'GET', '/api/admin/orders', {
        token: admin,
        headers: { origin: STRANGER },
      })
      expect(session.status).toBe(200)
      expect(session.headers.get('access-control-allow-origin')).toBeNull()
    })
  })
})

describe('embed tokens with EMBED_ORIGINS unset', () => {
  it('mints nothing and answers no CORS', async () => {
    const server = await startTestServer()
    try {
      const token = await loginAsAdmin(server)
      const client = apiClient(server.baseUrl, { token })
      expect(dataOf(await client.GET('/admin/embed-tokens/settings')).origins).toEqual([])
      const refused = await client.POST('/admin/embed-tokens', {
        body: { widgets: ['bo-order-table'], origin: TOOL, expiresInMinutes: 60 },
      })
      expect(refused.response.status).toBe(400)
      expect(refused.error?.message).toBe('Embedding is turned off: no origin is set in EMBED_ORIGINS.')
      const list = await call(server.baseUrl, 'GET', '/api/admin/orders', {
        token,
        headers: { origin: TOOL },
      })
      expect(list.headers.get('access-control-allow-origin')).toBeNull()
    } finally {
      await server.close()
    }
  })
})
