import crypto from 'node:crypto'
import fc from 'fast-check'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractOperations, loadContract } from '../../server/contract'
import type { components } from '../../src/api/schema'
import type { PermissionMap } from '../../src/domain/permissions'
import { type ApiClient, apiClient, dataOf, withId } from '../support/apiClient'
import {
  type ContractRequest,
  contractRequests,
  requestHeaders,
  requestUrl,
} from '../support/contractRequests'
import { createStaff, type StaffMember } from '../support/fixtures'
import { call } from '../support/http'
import { login, loginAsAdmin, startTestServer, type TestServer } from '../support/test-server'

type StartPreview = components['schemas']['StartPreviewSessionRequest']

const contract = loadContract()
const operations = contractOperations(contract)
const PREVIEW_MESSAGE_EN =
  "This is a read-only preview of another role's view: nothing can be changed in it. Leave the preview to make changes."
const PREVIEW_MESSAGE_TH =
  'นี่คือการดูตัวอย่างมุมมองของบทบาทอื่นแบบอ่านอย่างเดียว จึงแก้ไขสิ่งใดไม่ได้ ออกจากการดูตัวอย่างก่อนเพื่อแก้ไข'

let server: TestServer
let adminToken: string
let admin: ApiClient
beforeAll(async () => {
  server = await startTestServer()
  adminToken = await loginAsAdmin(server)
  admin = apiClient(server.baseUrl, { token: adminToken })
})
afterAll(() => server?.close())

const startPreview = async (client: ApiClient, body: StartPreview) =>
  dataOf(await client.POST('/admin/preview-sessions', { body }))

/** A staff member holding one role with these permissions, signed in. */
async function signedIn(permissions: PermissionMap, fullAccess = false) {
  const name = `Viewer role ${crypto.randomUUID()}`
  const staff = await createStaff(server.db, { roles: [{ name, permissions, fullAccess }] })
  const { jwtAccessToken } = await login(server.baseUrl, staff.email, staff.password)
  return { staff, token: jwtAccessToken, client: apiClient(server.baseUrl, { token: jwtAccessToken }) }
}

/**
 * Every row of every table, as one text per table: what a refused write must leave as it was. The
 * per-address and per-session call counters change on every call, refused or not, so they are left out.
 */
async function databaseFingerprint(): Promise<Map<string, string>> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
      and table_name not like 'rate_limit%' and table_name not like 'kysely_%'
    order by table_name`.execute(server.db)
  const prints = new Map<string, string>()
  for (const { table_name } of rows) {
    const { rows: print } = await sql<{ print: string | null }>`
      select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as print
      from ${sql.table(table_name)} t`.execute(server.db)
    prints.set(table_name, print[0]?.print ?? '')
  }
  return prints
}

describe('a preview session refuses every write of the contract', () => {
  const refused = operations.filter((operation) => operation.previewRefused)
  const requests = new Map(
    contractRequests(contract, []).map((entry) => [entry.operation.operationId, entry.fitting]),
  )

  it('counts every operation that is not a GET, and the GETs that hand out a write, as writes', () => {
    for (const operation of operations) {
      const declared = contract.paths[operation.path]?.[operation.method.toLowerCase()]?.['x-preview']
      const expected = declared === undefined ? operation.method !== 'GET' : declared === 'write'
      expect(operation.previewRefused, operation.operationId).toBe(expected)
    }
    expect(refused.map((operation) => operation.operationId)).toEqual(
      expect.arrayContaining(['createFaq', 'updateRole', 'signOut', 'refreshToken', 'getUploadSignedUrl']),
    )
    // Reads that go by POST: a dry run, an export's download ticket; never a business record's change.
    expect(
      operations.filter((o) => o.method !== 'GET' && !o.previewRefused).map((o) => o.operationId),
    ).toEqual(expect.arrayContaining(['dryRunCoupon', 'createOrdersExportTicket', 'cancelExport']))
  })

  it('answers 403 with the preview message to each one, with a body that fits or none, and changes nothing', async () => {
    // The admin's full access within the admin's own: the widest preview there is.
    const preview = await startPreview(admin, { name: 'Everything', fullAccess: true, permissions: {} })
    const before = await databaseFingerprint()
    const answers: string[] = []
    for (const operation of refused) {
      const fitting = requests.get(operation.operationId)
      if (!fitting) throw new Error(`No request for ${operation.operationId}`)
      const [drawn] = fc.sample(fitting, { numRuns: 1, seed: 24 }) as ContractRequest[]
      for (const body of [drawn.body, undefined]) {
        const response = await call<{ message?: string; statusCode?: number }>(
          server.baseUrl,
          operation.method,
          requestUrl(drawn),
          {
            token: preview.jwtAccessToken,
            headers: { ...requestHeaders(drawn), lang: 'en' },
            body: operation.method === 'GET' ? undefined : body,
          },
        )
        answers.push(`${operation.operationId} ${response.status} ${response.body.message}`)
        expect(response.status, operation.operationId).toBe(403)
        expect(response.body.message, operation.operationId).toBe(PREVIEW_MESSAGE_EN)
      }
    }
    expect(answers.length).toBe(refused.length * 2)
    expect(await databaseFingerprint()).toEqual(before)
  })

  it('says it in the caller language', async () => {
    const preview = await startPreview(admin, { name: 'Editors', permissions: { faq: ['access', 'create'] } })
    const response = await call<{ message: string }>(server.baseUrl, 'POST', '/api/admin/faqs', {
      token: preview.jwtAccessToken,
      lang: 'th',
      body: {},
    })
    expect(response.status).toBe(403)
    expect(response.body.message).toBe(PREVIEW_MESSAGE_TH)
  })

  it('lets the reads that go by POST through, within its grants', async () => {
    const preview = await startPreview(admin, { name: 'Order readers', permissions: { orders: ['access'] } })
    const reader = apiClient(server.baseUrl, { token: preview.jwtAccessToken })
    const ticket = await reader.POST('/admin/orders/export-ticket', { params: { query: {} } })
    expect(ticket.response.status).toBe(201)
    const home = await reader.POST('/admin/users/home-dashboard/export-ticket', { params: { query: {} } })
    expect(home.response.status).toBe(403)
    expect((home.error as { message: string }).message).toBe(
      'You do not have permission to access this feature.',
    )
  })
})

describe('what a preview shows', () => {
  it('is the intersection of the requested set and its viewer own grants', async () => {
    const viewer = await signedIn({
      faq: ['access', 'create', 'update'],
      orders: ['access'],
      roles: ['access', 'update'],
    })
    const preview = await startPreview(viewer.client, {
      name: 'Editors',
      permissions: { faq: ['access', 'delete'], orders: ['access', 'update'], coupons: ['access', 'create'] },
    })
    expect(preview.fullAccess).toBe(false)
    expect(preview.permissions).toEqual({ faq: ['access'], orders: ['access'] })
    const asPreview = apiClient(server.baseUrl, { token: preview.jwtAccessToken })
    expect((await asPreview.GET('/admin/faqs', { params: { query: {} } })).response.status).toBe(200)
    // Asked for, but its viewer may not see coupons: neither may the preview.
    expect((await asPreview.GET('/admin/coupons', { params: { query: {} } })).response.status).toBe(403)
    // The viewer may see roles, but the previewed set does not: nor may the preview.
    expect((await asPreview.GET('/admin/roles', { params: { query: {} } })).response.status).toBe(403)
    const current = dataOf(await asPreview.GET('/admin/preview-sessions/current'))
    expect(current).toMatchObject({ _id: preview._id, kind: 'role', label: 'Editors', fullAccess: false })
    expect(current.permissions).toEqual({ faq: ['access'], orders: ['access'] })
  })

  it('never holds full access its viewer lacks, and follows its viewer losing a permission at once', async () => {
    const viewer = await signedIn({ faq: ['access'], roles: ['access', 'create'] })
    const preview = await startPreview(viewer.client, {
      name: 'Everything',
      fullAccess: true,
      permissions: {},
    })
    expect(preview.fullAccess).toBe(false)
    expect(preview.permissions).toEqual({ faq: ['access'], roles: ['access', 'create'] })
    const asPreview = apiClient(server.baseUrl, { token: preview.jwtAccessToken })
    expect((await asPreview.GET('/admin/faqs', { params: { query: {} } })).response.status).toBe(200)
    await server.db
      .updateTable('roles')
      .set({ permissions: JSON.stringify({ roles: ['access', 'create'] }) })
      .where('id', 'in', (eb) =>
        eb.selectFrom('internal_user_roles').select('role_id').where('user_id', '=', viewer.staff.id),
      )
      .execute()
    expect((await asPreview.GET('/admin/faqs', { params: { query: {} } })).response.status).toBe(403)
  })

  it('is refused to a staff member who may not edit roles', async () => {
    const viewer = await signedIn({ roles: ['access'] })
    const { response } = await viewer.client.POST('/admin/preview-sessions', {
      body: { name: 'Editors', permissions: { faq: ['access'] } },
    })
    expect(response.status).toBe(403)
  })

  it('asks for a name for a role view', async () => {
    const { response, error } = await admin.POST('/admin/preview-sessions', {
      body: { name: '  ', permissions: { faq: ['access'] } },
    })
    expect(response.status).toBe(400)
    expect((error as { message: string }).message).toBe('Give the role a name first.')
  })

  it('is not a preview for any other token', async () => {
    const { response } = await admin.GET('/admin/preview-sessions/current')
    expect(response.status).toBe(404)
  })
})

describe('a preview session ends', () => {
  const previewOf = async (viewer: { client: ApiClient }) =>
    startPreview(viewer.client, { name: 'Editors', permissions: { faq: ['access'] } })
  const faqsAs = async (token: string) =>
    (await apiClient(server.baseUrl, { token }).GET('/admin/faqs', { params: { query: {} } })).response.status

  it('within 15 minutes: its token and its session say so, and past its end it is refused', async () => {
    const viewer = await signedIn({ faq: ['access'], roles: ['access', 'update'] })
    const preview = await previewOf(viewer)
    const lifeMs = new Date(preview.expiresAt).getTime() - Date.now()
    expect(lifeMs).toBeGreaterThan(14 * 60_000)
    expect(lifeMs).toBeLessThanOrEqual(15 * 60_000)
    const claims = JSON.parse(Buffer.from(preview.jwtAccessToken.split('.')[1], 'base64url').toString())
    expect(claims.exp * 1000).toBeLessThanOrEqual(new Date(preview.expiresAt).getTime())
    expect(await faqsAs(preview.jwtAccessToken)).toBe(200)
    await server.db
      .updateTable('sessions')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', preview._id)
      .execute()
    expect(await faqsAs(preview.jwtAccessToken)).toBe(401)
    expect(await faqsAs(viewer.token)).toBe(200)
  })

  it('when its viewer ends it, and only its viewer', async () => {
    const viewer = await signedIn({ faq: ['access'], roles: ['access', 'update'] })
    const other = await signedIn({ faq: ['access'], roles: ['access', 'update'] })
    const preview = await previewOf(viewer)
    // Its own token writes nothing, its own end included.
    const bySelf = await apiClient(server.baseUrl, { token: preview.jwtAccessToken }).DELETE(
      '/admin/preview-sessions/{id}',
      withId(preview._id),
    )
    expect(bySelf.response.status).toBe(403)
    const byOther = await other.client.DELETE('/admin/preview-sessions/{id}', withId(preview._id))
    expect(byOther.response.status).toBe(404)
    expect(await faqsAs(preview.jwtAccessToken)).toBe(200)
    const ended = await viewer.client.DELETE('/admin/preview-sessions/{id}', withId(preview._id))
    expect(ended.response.status).toBe(200)
    expect(await faqsAs(preview.jwtAccessToken)).toBe(401)
    expect(await faqsAs(viewer.token)).toBe(200)
  })

  it('with its viewer signing out', async () => {
    const viewer = await signedIn({ faq: ['access'], roles: ['access', 'update'] })
    const preview = await previewOf(viewer)
    expect(await faqsAs(preview.jwtAccessToken)).toBe(200)
    await viewer.client.POST('/auth/admin/sign-out', { body: {} })
    expect(await faqsAs(preview.jwtAccessToken)).toBe(401)
  })

  it('with its viewer changing their password', async () => {
    const viewer = await signedIn({ faq: ['access'], roles: ['access', 'update'] })
    const preview = await previewOf(viewer)
    const changed = await viewer.client.PUT('/admin/users/change-password/{id}', {
      ...withId(viewer.staff.id),
      body: { currentPassword: viewer.staff.password, password: 'Another#Pass456' },
    })
    expect(changed.response.status).toBeLessThan(300)
    expect(await faqsAs(viewer.token)).toBe(200)
    expect(await faqsAs(preview.jwtAccessToken)).toBe(401)
  })
})

describe('the internal-user access history', () => {
  it('records who opened a preview, whose view it was and when', async () => {
    const viewer = await signedIn({ roles: ['access', 'update'] })
    const name = `Editors ${viewer.staff.id.slice(0, 8)}`
    const startedAt = Date.now()
    await startPreview(viewer.client, { name, permissions: { faq: ['access'] } })
    const page = dataOf(
      await admin.GET('/internal-user-history', { params: { query: { search: viewer.staff.email } } }),
    )
    const entry = page.data.find((row) => row.event === 'view-as')
    expect(entry).toMatchObject({ userId: viewer.staff.id, email: viewer.staff.email, viewedAs: name })
    expect(new Date(entry?.createdAt ?? 0).getTime()).toBeGreaterThanOrEqual(startedAt - 5_000)
  })

  it('names whose view it was in the history export, in the reader language', async () => {
    const viewer = await signedIn({ roles: ['access', 'create'] })
    const name = `Editors ${viewer.staff.id.slice(0, 8)}`
    await startPreview(viewer.client, { name, permissions: { faq: ['access'] } })
    const search = encodeURIComponent(viewer.staff.email)
    for (const [lang, event] of [
      ['en', 'Viewed as'],
      ['th', 'ดูในมุมมองของ'],
    ] as const) {
      const csv = await call<string>(
        server.baseUrl,
        'GET',
        `/api/internal-user-history/export?search=${search}`,
        {
          token: adminToken,
          lang,
        },
      )
      expect(csv.status).toBe(200)
      expect(csv.body).toContain(`${event}: ${name}`)
    }
  })
})

describe('viewing as an existing staff member', () => {
  let member: StaffMember
  beforeAll(async () => {
    member = await createStaff(server.db, {
      firstName: 'Malee',
      lastName: 'Srisuk',
      roles: [{ name: 'Member role', permissions: { reviewApproval: ['access'], faq: ['access'] } }],
    })
  })

  it('is for super admins: the member grants, under the member name', async () => {
    const preview = await startPreview(admin, { staffId: member.id })
    expect(preview).toMatchObject({ kind: 'staff', label: 'Malee Srisuk', fullAccess: false })
    expect(preview.permissions).toEqual({ reviewApproval: ['access'], faq: ['access'] })
    const asMember = apiClient(server.baseUrl, { token: preview.jwtAccessToken })
    expect((await asMember.GET('/admin/reviews', { params: { query: {} } })).response.status).toBe(200)
    expect((await asMember.GET('/admin/orders', { params: { query: {} } })).response.status).toBe(403)
  })

  it('is refused to anyone without full access, whatever else they hold', async () => {
    const viewer = await signedIn({
      internalUsers: ['access', 'update'],
      roles: ['access', 'create', 'update'],
    })
    const { response, error } = await viewer.client.POST('/admin/preview-sessions', {
      body: { staffId: member.id },
    })
    expect(response.status).toBe(403)
    expect((error as { message: string }).message).toBe(
      'Only staff with full access may view the back-office as another staff member.',
    )
  })

  it('answers 404 for a staff member that does not exist', async () => {
    const { response } = await admin.POST('/admin/preview-sessions', {
      body: { staffId: '00000000-0000-4000-8000-000000000000' },
    })
    expect(response.status).toBe(404)
  })
})
