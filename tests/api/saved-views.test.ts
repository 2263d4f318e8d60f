import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../../src/api/schema'
import { type ApiClient, apiClient, dataOf, withId } from '../support/apiClient'
import { createStaff } from '../support/fixtures'
import { call } from '../support/http'
import { insertCategories, insertProducts } from '../support/products'
import { login, loginAsAdmin, startTestServer, type TestServer } from '../support/test-server'

type CreateView = components['schemas']['CreateSavedViewRequest']

let server: TestServer
let admin: ApiClient
let adminToken: string
beforeAll(async () => {
  server = await startTestServer()
  adminToken = await loginAsAdmin(server)
  admin = apiClient(server.baseUrl, { token: adminToken })
})
afterAll(() => server?.close())

const unique = () => crypto.randomBytes(3).toString('hex')

/** A role of its own, written straight into the database, and its id. */
async function role(name: string, permissions: Record<string, string[]>): Promise<string> {
  const row = await server.db
    .insertInto('roles')
    .values({ name: `${name} ${unique()}`, permissions: JSON.stringify(permissions) })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A staff member holding these roles, signed in: their client and token. */
async function staffWith(...roleIds: string[]): Promise<{ client: ApiClient; token: string; id: string }> {
  const member = await createStaff(server.db)
  for (const roleId of roleIds)
    await server.db
      .insertInto('internal_user_roles')
      .values({ user_id: member.id, role_id: roleId })
      .execute()
  const { jwtAccessToken: token } = await login(server.baseUrl, member.email, member.password)
  return { client: apiClient(server.baseUrl, { token }), token, id: member.id }
}

const viewsOf = async (client: ApiClient, list: string) =>
  dataOf(await client.GET('/admin/saved-views', { params: { query: { list } } })).data

const ordersView = (overrides: Partial<CreateView> = {}): CreateView => ({
  list: 'orders',
  name: `Paid this week ${unique()}`,
  state: {
    filters: { status: 'to_ship', from: '2026-11-23' },
    sort: 'total',
    order: 'desc',
    limit: 10,
    hiddenColumns: ['phone'],
  },
  ...overrides,
})

describe('saved views', () => {
  it('saves, lists, renames, sets as default and deletes a personal view of the order list', async () => {
    const { data, response } = await admin.POST('/admin/saved-views', { body: ordersView() })
    expect(response.status).toBe(201)
    const view = data as NonNullable<typeof data>
    expect(view).toMatchObject({
      list: 'orders',
      state: {
        filters: { status: 'to_ship', from: '2026-11-23' },
        sort: 'total',
        order: 'desc',
        limit: 10,
        hiddenColumns: ['phone'],
      },
      sharedRole: null,
      mine: true,
      mayManage: true,
      isDefault: false,
      dropped: [],
      version: 1,
    })
    expect((await viewsOf(admin, 'orders')).map((each) => each._id)).toContain(view._id)
    // Every list's views at once (what the palette reads) hold it too.
    const every = dataOf(await admin.GET('/admin/saved-views', {})).data
    expect(every.map((each) => each._id)).toContain(view._id)

    const renamed = dataOf(
      await admin.PATCH('/admin/saved-views/{id}', {
        ...withId(view._id),
        body: { version: 1, name: 'To ship' },
      }),
    )
    expect(renamed).toMatchObject({ name: 'To ship', version: 2 })

    const stale = await call<{ message: string }>(
      server.baseUrl,
      'PATCH',
      `/api/admin/saved-views/${view._id}`,
      {
        token: adminToken,
        body: { version: 1, name: 'Too late' },
      },
    )
    expect(stale.status).toBe(409)
    expect(stale.body.message).toContain('To ship')
    const staleThai = await call<{ message: string }>(
      server.baseUrl,
      'PATCH',
      `/api/admin/saved-views/${view._id}`,
      {
        token: adminToken,
        lang: 'th',
        body: { version: 1, name: 'Too late' },
      },
    )
    expect(staleThai.status).toBe(409)
    expect(staleThai.body.message).toContain('ถูกผู้อื่นแก้ไข')
    expect((await viewsOf(admin, 'orders')).find((each) => each._id === view._id)?.name).toBe('To ship')

    await admin.PUT('/admin/saved-views/defaults/{list}', {
      params: { path: { list: 'orders' } },
      body: { viewId: view._id },
    })
    expect((await viewsOf(admin, 'orders')).find((each) => each._id === view._id)?.isDefault).toBe(true)
    await admin.PUT('/admin/saved-views/defaults/{list}', {
      params: { path: { list: 'orders' } },
      body: { viewId: null },
    })
    expect((await viewsOf(admin, 'orders')).find((each) => each._id === view._id)?.isDefault).toBe(false)

    const deleted = await admin.DELETE('/admin/saved-views/{id}', withId(view._id))
    expect(deleted.response.status).toBe(200)
    expect((await viewsOf(admin, 'orders')).map((each) => each._id)).not.toContain(view._id)
    const again = await admin.DELETE('/admin/saved-views/{id}', withId(view._id))
    expect(again.response.status).toBe(404)
  })

  it('shows a personal view to its owner alone and a shared one to whoever holds its role', async () => {
    const desk = await role('Order desk', { orders: ['access'] })
    const other = await role('Other desk', { orders: ['access'] })
    const owner = await staffWith(desk)
    const colleague = await staffWith(desk)
    const stranger = await staffWith(other)
    const personal = dataOf(await owner.client.POST('/admin/saved-views', { body: ordersView() }))
    const shared = dataOf(
      await owner.client.POST('/admin/saved-views', {
        body: ordersView({ sharedRoleId: desk, makeDefault: true }),
      }),
    )
    expect(shared).toMatchObject({ sharedRole: { _id: desk }, isDefault: true })

    // A role the owner does not hold (nor may manage) is not one to share with.
    const elsewhere = await call<{ message: string }>(server.baseUrl, 'POST', '/api/admin/saved-views', {
      token: owner.token,
      body: ordersView({ sharedRoleId: other }),
    })
    expect(elsewhere.status).toBe(400)
    expect(elsewhere.body.message).toMatch(/^Role: /)

    expect((await viewsOf(owner.client, 'orders')).map((view) => view._id).sort()).toEqual(
      [personal._id, shared._id].sort(),
    )
    const seen = await viewsOf(colleague.client, 'orders')
    expect(seen.map((view) => view._id)).toEqual([shared._id])
    // The owner's default is the owner's alone; the colleague may use the view but not change it.
    expect(seen[0]).toMatchObject({ mine: false, mayManage: false, isDefault: false })
    expect(await viewsOf(stranger.client, 'orders')).toEqual([])

    const refused = await colleague.client.DELETE('/admin/saved-views/{id}', withId(shared._id))
    expect(refused.response.status).toBe(403)
    const hidden = await stranger.client.PATCH('/admin/saved-views/{id}', {
      ...withId(personal._id),
      body: { version: 1, name: 'Mine now' },
    })
    expect(hidden.response.status).toBe(404)
    // Who may manage roles may delete a shared view they did not save.
    const removed = await admin.DELETE('/admin/saved-views/{id}', withId(shared._id))
    expect(removed.response.status).toBe(200)
    expect(await viewsOf(colleague.client, 'orders')).toEqual([])
  })

  it('refuses a view of a list the caller may not open, and hands out none of it', async () => {
    const desk = await role('Orders only', { orders: ['access'] })
    const member = await staffWith(desk)
    const refused = await member.client.POST('/admin/saved-views', {
      body: { list: 'coupons', name: 'Mine', state: {} },
    })
    expect(refused.response.status).toBe(403)
    const every = dataOf(await member.client.GET('/admin/saved-views', {})).data
    expect(every.every((view) => view.list === 'orders')).toBe(true)
  })

  it.each([
    [
      'en',
      'Name: please fill in a name',
      'Filters: this list has no filter “colour”',
      'List: there is no list of that name',
    ],
    ['th', 'ชื่อ: โปรดกรอกชื่อ', 'ตัวกรอง: รายการนี้ไม่มีตัวกรอง “colour”', 'รายการ: ไม่มีรายการชื่อนี้'],
  ])(
    'refuses bad input with a 400 naming the field, in %s, and keeps nothing',
    async (lang, blank, filter, list) => {
      const before = (await viewsOf(admin, 'orders')).length
      const post = (body: unknown) =>
        call<{ message: string }>(server.baseUrl, 'POST', '/api/admin/saved-views', {
          token: adminToken,
          lang,
          body,
        })
      const blankName = await post(ordersView({ name: '   ' }))
      expect(blankName).toMatchObject({ status: 400, body: { message: blank } })
      const unknownFilter = await post(ordersView({ state: { filters: { colour: 'red' } } }))
      expect(unknownFilter).toMatchObject({ status: 400, body: { message: filter } })
      const unknownList = await post(ordersView({ list: 'spaceships' }))
      expect(unknownList).toMatchObject({ status: 400, body: { message: list } })
      const tooLong = await post(ordersView({ name: 'x'.repeat(61) }))
      expect(tooLong.status).toBe(400)
      const taken = ordersView()
      await post(taken)
      const twice = await post({ ...taken, name: taken.name.toUpperCase() })
      expect(twice.status).toBe(400)
      expect(twice.body.message).toContain(lang === 'th' ? 'มีมุมมองชื่อนี้' : 'already have a view of that name')
      expect((await viewsOf(admin, 'orders')).length).toBe(before + 1)
    },
  )

  it('opens a shared view without the filter a viewer may not use, and says which and why', async () => {
    const [categoryA, categoryB] = await insertCategories(server.db, `sv-${unique()}`)
    const prefix = `SV${unique()}`
    await insertProducts(server.db, { count: 1, prefix, categories: [categoryA, categoryB] })
    const product = await server.db
      .selectFrom('products')
      .select('id')
      .where('product_code', 'like', `${prefix}%`)
      .executeTakeFirstOrThrow()
    const reviewDesk = await role('Review desk', { reviewApproval: ['access'] })
    const stock = await role('Stock', { inventory: ['access'] })
    const owner = await staffWith(reviewDesk, stock)
    const reviewer = await staffWith(reviewDesk)
    const view = dataOf(
      await owner.client.POST('/admin/saved-views', {
        body: {
          list: 'reviews',
          name: 'Pending on one product',
          state: { filters: { state: 'pending', product: product.id } },
          sharedRoleId: reviewDesk,
        },
      }),
    )
    expect(view).toMatchObject({ state: { filters: { state: 'pending', product: product.id } }, dropped: [] })

    const [seen] = await viewsOf(reviewer.client, 'reviews')
    expect(seen._id).toBe(view._id)
    expect(seen.state.filters).toEqual({ state: 'pending' })
    expect(seen.dropped).toEqual([{ filter: 'product', reason: 'permission' }])
    // What the reviewer opens the list with is answered by the list's own operation, which they may use.
    const reviews = await reviewer.client.GET('/admin/reviews', { params: { query: { state: 'pending' } } })
    expect(reviews.response.status).toBe(200)
  })

  it('opens a view without a filter whose value no longer exists', async () => {
    const gone = await role('Soon gone', { orders: ['access'] })
    const view = dataOf(
      await admin.POST('/admin/saved-views', {
        body: {
          list: 'internal-users',
          name: `Holders of a role ${unique()}`,
          state: { filters: { status: 'active', role: gone } },
        },
      }),
    )
    expect(view.dropped).toEqual([])
    await server.db.deleteFrom('roles').where('id', '=', gone).execute()
    const offered = dataOf(
      await admin.POST('/admin/saved-views', {
        body: ordersView({ state: { filters: { status: 'archived', type: 'ROC' } } }),
      }),
    )

    const views = await viewsOf(admin, 'internal-users')
    const seen = views.find((each) => each._id === view._id)
    expect(seen?.state.filters).toEqual({ status: 'active' })
    expect(seen?.dropped).toEqual([{ filter: 'role', reason: 'missing' }])
    // A status the order list no longer offers is dropped the same way.
    expect(offered.state.filters).toEqual({ type: 'ROC' })
    expect(offered.dropped).toEqual([{ filter: 'status', reason: 'missing' }])
  })
})
