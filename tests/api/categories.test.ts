import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, apiClient, dataOf } from '../support/apiClient'
import { createStaff } from '../support/fixtures'
import { call } from '../support/http'
import { pngOf } from '../support/images'
import { login, loginAsAdmin, startTestServer, type TestServer } from '../support/test-server'
import { upload } from '../support/uploads'

let server: TestServer
let token: string
let admin: ApiClient
beforeAll(async () => {
  server = await startTestServer()
  token = await loginAsAdmin(server)
  admin = apiClient(server.baseUrl, { token })
})
afterAll(() => server?.close())

const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 8)}`
const MISSING = '00000000-0000-4000-8000-000000000000'
const DAY = 86_400_000

/** Both kinds of category, and how a test files an item under one of them (straight into the table). */
const KINDS = [
  {
    kind: 'news & article',
    base: '/admin/cats-article',
    table: 'article_categories',
    fileItem: async (categoryId: string) =>
      (
        await server.db
          .insertInto('articles')
          .values({
            name_en: 'An article',
            name_th: 'บทความหนึ่ง',
            category_id: categoryId,
            image_key: 'article/test.png',
            start_publish_date: new Date(),
            end_publish_date: new Date(Date.now() + DAY),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    categoryOfItem: async (id: string) =>
      (
        await server.db
          .selectFrom('articles')
          .select('category_id')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).category_id,
  },
  {
    kind: 'FAQ',
    base: '/admin/faq-categories',
    table: 'faq_categories',
    fileItem: async (categoryId: string) =>
      (
        await server.db
          .insertInto('faqs')
          .values({
            question_en: 'A question?',
            question_th: 'คำถาม?',
            category_id: categoryId,
            publish_start_date: new Date(),
            publish_end_date: new Date(Date.now() + DAY),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    categoryOfItem: async (id: string) =>
      (
        await server.db
          .selectFrom('faqs')
          .select('category_id')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).category_id,
  },
] as const

type Body = {
  message?: string
  _id?: string
  name?: string
  status?: string
  itemCount?: number
  version?: number
}
const raw = (
  method: string,
  path: string,
  options: { body?: unknown; lang?: string; token?: string | null } = {},
) =>
  call<Body>(server.baseUrl, method, `/api${path}`, {
    token: options.token === null ? undefined : (options.token ?? token),
    body: options.body,
    lang: options.lang,
  })

describe.each(KINDS)('$kind categories', ({ base, table, fileItem, categoryOfItem }) => {
  const create = async (name = unique('Category'), extra: Record<string, unknown> = {}) => {
    const created = await raw('POST', base, { body: { name, ...extra } })
    expect(created.status).toBe(201)
    return created.body as Required<Body>
  }

  it('creates (201), reads, lists with item counts, updates (200) and deletes (200)', async () => {
    const name = unique('Health')
    const category = await create(`  ${name}  `)
    expect(category).toMatchObject({ name, status: 'active', itemCount: 0, version: 1 })
    expect((await raw('GET', `${base}/${category._id}`)).body).toEqual(category)

    const listed = await raw(
      'GET',
      `${base}?search=${encodeURIComponent(name.slice(0, 8).toLowerCase())}&limit=100`,
    )
    expect(listed.status).toBe(200)
    expect(JSON.stringify(listed.body)).toContain(category._id)

    const updated = await raw('PATCH', `${base}/${category._id}`, {
      body: { name: `${name} 2`, status: 'inactive', version: 1 },
    })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ name: `${name} 2`, status: 'inactive', version: 2 })
    const history = await server.db
      .selectFrom('content_history')
      .select(['action', 'actor_name'])
      .where('record_id', '=', category._id)
      .orderBy('id')
      .execute()
    expect(history.map((row) => row.action)).toEqual(['create', 'update'])

    const deleted = await raw('DELETE', `${base}/${category._id}`)
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual({ _id: category._id, deletedRecordId: expect.any(String) })
    expect((await raw('GET', `${base}/${category._id}`)).status).toBe(404)
  })

  it('answers 404 for an unknown category, in the caller language', async () => {
    const english = await raw('GET', `${base}/${MISSING}`)
    expect(english.status).toBe(404)
    expect(english.body.message).toMatch(/no longer exists/)
    const thai = await raw('PATCH', `${base}/${MISSING}`, { body: { name: 'x', version: 1 }, lang: 'th' })
    expect(thai.status).toBe(404)
    expect(thai.body.message).toMatch(/ไม่พบ/)
    expect((await raw('DELETE', `${base}/${MISSING}`)).status).toBe(404)
  })

  it('refuses deleting a category holding items (409) until they are moved, then moves them in one step', async () => {
    const full = await create()
    const other = await create()
    const items = [await fileItem(full._id), await fileItem(full._id)]
    expect((await raw('GET', `${base}/${full._id}`)).body.itemCount).toBe(2)

    const refused = await raw('DELETE', `${base}/${full._id}`)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toContain('still holds 2')
    const thai = await raw('DELETE', `${base}/${full._id}`, { lang: 'th' })
    expect(thai.body.message).toContain('2 รายการ')

    expect((await raw('DELETE', `${base}/${full._id}?moveTo=${full._id}`)).status).toBe(400)
    expect((await raw('DELETE', `${base}/${full._id}?moveTo=${MISSING}`)).status).toBe(400)
    const otherKind = KINDS.find((kind) => kind.base !== base)
    const foreign = await raw('POST', otherKind?.base ?? '', { body: { name: unique('Foreign') } })
    expect((await raw('DELETE', `${base}/${full._id}?moveTo=${foreign.body._id}`)).status).toBe(400)
    expect((await raw('GET', `${base}/${full._id}`)).body.itemCount).toBe(2)

    const moved = await raw('DELETE', `${base}/${full._id}?moveTo=${other._id}`)
    expect(moved.status).toBe(200)
    for (const item of items) expect(await categoryOfItem(item)).toBe(other._id)
    expect((await raw('GET', `${base}/${other._id}`)).body.itemCount).toBe(2)
    expect((await raw('GET', `${base}/${full._id}`)).status).toBe(404)
  })

  it('keeps names unique per kind whatever the letter case (409), and refuses an empty name (400)', async () => {
    const name = unique('Promotions')
    const first = await create(name)
    const again = await raw('POST', base, { body: { name: name.toUpperCase() } })
    expect(again.status).toBe(409)
    expect(again.body.message).toContain('already exists')
    const second = await create()
    const rename = await raw('PATCH', `${base}/${second._id}`, { body: { name: ` ${name} `, version: 1 } })
    expect(rename.status).toBe(409)
    expect((await raw('POST', base, { body: { name: '   ' } })).status).toBe(400)
    expect((await raw('POST', base, { body: { name: '' } })).status).toBe(400)
    expect((await raw('PATCH', `${base}/${first._id}`, { body: { name: ' ', version: 1 } })).status).toBe(400)
    const count = await server.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(1)
  })

  it('refuses an edit made on an older version (409) and writes nothing', async () => {
    const category = await create()
    expect(
      (await raw('PATCH', `${base}/${category._id}`, { body: { status: 'inactive', version: 1 } })).status,
    ).toBe(200)
    const stale = await raw('PATCH', `${base}/${category._id}`, { body: { name: 'Stale', version: 1 } })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toContain('changed by someone else')
    expect((await raw('GET', `${base}/${category._id}`)).body).toMatchObject({
      name: category.name,
      version: 2,
    })
  })

  it('refuses callers without the categories permission (403)', async () => {
    const staff = await createStaff(server.db, {
      roles: [{ name: unique('Orders only'), permissions: { orders: ['access'] } }],
    })
    const { jwtAccessToken } = await login(server.baseUrl, staff.email, staff.password)
    expect((await raw('GET', base, { token: jwtAccessToken })).status).toBe(403)
    expect((await raw('POST', base, { token: jwtAccessToken, body: { name: 'No' } })).status).toBe(403)
    expect((await raw('GET', base, { token: null })).status).toBe(401)
  })
})

describe('pictures and dropdown lists', () => {
  it('gives a news & article category a picture and lists every category for the article form', async () => {
    const { key } = await upload(server.baseUrl, token, 'category', 'news.png', pngOf(64, 64))
    const created = dataOf(
      await admin.POST('/admin/cats-article', { body: { name: unique('News'), image: key } }),
    )
    expect(created.image).toBe(key)
    expect(created.imageUrl).toBeTruthy()
    const all = dataOf(await admin.GET('/admin/cats-article/all'))
    const option = all.data.find((entry) => entry._id === created._id)
    expect(option).toMatchObject({ categoryId: created._id, categoryName: created.name, status: 'active' })
    expect(option?.image).toBeTruthy()
    const cleared = dataOf(
      await admin.PATCH('/admin/cats-article/{id}', {
        params: { path: { id: created._id } },
        body: { image: null, version: created.version },
      }),
    )
    expect(cleared.image).toBeNull()
  })

  it('refuses a picture on an FAQ category, and a key of another upload module', async () => {
    const { key } = await upload(server.baseUrl, token, 'category', 'faq.png', pngOf(64, 64))
    expect(
      (await raw('POST', '/admin/faq-categories', { body: { name: unique('Orders'), image: key } })).status,
    ).toBe(400)
    const avatar = await upload(server.baseUrl, token, 'avatar', 'me.png', pngOf(700, 700))
    expect(
      (await raw('POST', '/admin/cats-article', { body: { name: unique('News'), image: avatar.key } }))
        .status,
    ).toBe(400)
  })

  it('lets article editors read the article categories and FAQ editors the FAQ categories', async () => {
    const staff = await createStaff(server.db, {
      roles: [{ name: unique('Editors'), permissions: { newsArticles: ['access'], faq: ['access'] } }],
    })
    const { jwtAccessToken } = await login(server.baseUrl, staff.email, staff.password)
    const editor = apiClient(server.baseUrl, { token: jwtAccessToken })
    expect((await editor.GET('/admin/cats-article/all')).response.status).toBe(200)
    expect((await editor.GET('/admin/faq-categories/all')).response.status).toBe(200)
    expect((await editor.GET('/admin/cats-article')).response.status).toBe(403)
  })

  it('serves the active FAQ categories to the storefront without a token', async () => {
    const active = dataOf(await admin.POST('/admin/faq-categories', { body: { name: unique('Payments') } }))
    const hidden = dataOf(
      await admin.POST('/admin/faq-categories', { body: { name: unique('Hidden'), status: 'inactive' } }),
    )
    const open = await apiClient(server.baseUrl).GET('/faq-categories')
    expect(open.response.status).toBe(200)
    const ids = open.data?.data.map((entry) => entry._id)
    expect(ids).toContain(active._id)
    expect(ids).not.toContain(hidden._id)
    expect(open.data?.data.find((entry) => entry._id === active._id)).toEqual({
      _id: active._id,
      name: active.name,
    })
  })
})
