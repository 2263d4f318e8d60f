import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { components, operations } from '../../src/api/schema'
import { apiClient, dataOf, withId } from '../support/apiClient'
import { bodyOf, insertArticle, insertArticleCategory } from '../support/articles'
import { createStaff } from '../support/fixtures'
import { pngOf } from '../support/images'
import { login, loginAsAdmin, suiteServer, type TestServer } from '../support/test-server'
import { upload } from '../support/uploads'

type ArticleInput = components['schemas']['ArticleInput']
type ListQuery = NonNullable<operations['listArticles']['parameters']['query']>

const DAY = 24 * 60 * 60 * 1000
const soon = (days: number) => new Date(Date.now() + days * DAY).toISOString()

/** Two categories, the admin, a reader who may only look, and a staff member without the feature. */
async function withArticles(server: TestServer) {
  const news = await insertArticleCategory(server.db)
  const tips = await insertArticleCategory(server.db)
  const reader = await createStaff(server.db, {
    roles: [{ name: `Article readers ${news.id}`, permissions: { newsArticles: ['access'] } }],
  })
  const outsider = await createStaff(server.db, {
    roles: [{ name: `Order readers ${news.id}`, permissions: { orders: ['access'] } }],
  })
  const token = await loginAsAdmin(server)
  const tokenOf = async (staff: { email: string; password: string }) =>
    (await login(server.baseUrl, staff.email, staff.password)).jwtAccessToken
  return {
    news,
    tips,
    token,
    admin: apiClient(server.baseUrl, { token }),
    thai: apiClient(server.baseUrl, { token, lang: 'th' }),
    reader: apiClient(server.baseUrl, { token: await tokenOf(reader) }),
    outsider: apiClient(server.baseUrl, { token: await tokenOf(outsider) }),
    shop: apiClient(server.baseUrl),
  }
}

describe('writing articles', () => {
  const suite = suiteServer(withArticles)
  const stored = async (module: 'article' | 'content' | 'avatar', fileName: string, bytes: Buffer) => {
    const { key, put } = await upload(suite.server.baseUrl, suite.prepared.token, module, fileName, bytes)
    expect(put.status, fileName).toBe(200)
    return key
  }
  /** Bytes that reached storage without this server's upload checks (an S3 bucket takes anything). */
  const storedBehindOurBack = async (fileName: string, bytes: Buffer) => {
    const key = await stored('article', fileName, pngOf(603, 603))
    const file = path.join((suite.server.config.storage as { dir: string }).dir, ...key.split('/'))
    fs.writeFileSync(file, bytes)
    return key
  }
  const input = async (overrides: Partial<ArticleInput> = {}): Promise<ArticleInput> => ({
    name: { en: 'Rainy season health tips', th: 'เคล็ดลับสุขภาพหน้าฝน' },
    categoryId: suite.prepared.news.id,
    image: await stored('article', 'main.png', pngOf(603, 603)),
    startPublishDate: soon(-1),
    endPublishDate: soon(30),
    content: { en: bodyOf(200), th: bodyOf(200, 'th') },
    ...overrides,
  })
  const create = async (body: ArticleInput, client: 'admin' | 'thai' | 'reader' | 'outsider' = 'admin') =>
    suite.prepared[client].POST('/admin/articles', { body })

  it('creates a bilingual article with a body picture, answers 201 and keeps it in the history', async () => {
    const picture = await stored('content', 'inside.png', pngOf(40, 30))
    const body = await input({ content: { en: bodyOf(250, 'en', [picture]), th: bodyOf(220, 'th') } })
    const created = await create(body)
    expect(created.response.status).toBe(201)
    const article = dataOf(created)
    expect(article).toMatchObject({
      name: body.name,
      category: { _id: suite.prepared.news.id, name: suite.prepared.news.name },
      status: 'active',
      views: 0,
      publishState: 'live',
      image: body.image,
      version: 1,
    })
    expect(article.imageUrl).toContain(body.image)
    expect(article.content.en).toContain(`data-key="${picture}"`)
    expect(article.content.en).toMatch(/<img[^>]+src="[^"]+"/)
    const detail = dataOf(await suite.prepared.reader.GET('/admin/articles/{id}', withId(article._id)))
    expect(detail.content.th).toContain('สุขภาพ')

    const history = await suite.server.db
      .selectFrom('content_history')
      .selectAll()
      .where('record_type', '=', 'article')
      .where('record_id', '=', article._id)
      .execute()
    expect(history.map((row) => row.action)).toEqual(['create'])
  })

  it('refuses titles under 3 characters, empty titles, an unknown category and a period that ends first', async () => {
    const short = await create(await input({ name: { en: 'Ok', th: 'ข่าวสาร' } }), 'thai')
    expect(short.response.status).toBe(400)
    expect(short.error?.message).toContain('name.en')
    expect(short.error?.message).toContain('อย่างน้อย 3 ตัวอักษร')
    const empty = await create(await input({ name: { en: 'A fine title', th: '   ' } }))
    expect(empty.response.status).toBe(400)
    expect(empty.error?.message).toContain('name.th')
    const unknown = await create(await input({ categoryId: '00000000-0000-4000-8000-000000000000' }))
    expect(unknown.response.status).toBe(400)
    expect(unknown.error?.message).toBe(
      'The chosen category does not exist. Choose a news-and-article category from the list.',
    )
    const thaiUnknown = await create(
      await input({ categoryId: '00000000-0000-4000-8000-000000000000' }),
      'thai',
    )
    expect(thaiUnknown.error?.message).toContain('ไม่พบหมวดหมู่')
    const backwards = await create(await input({ startPublishDate: soon(5), endPublishDate: soon(2) }))
    expect(backwards.response.status).toBe(400)
    expect(backwards.error?.message).toContain('endPublishDate')
  })

  it('refuses a main image that is not an article upload of at least 603×603', async () => {
    const small = await upload(
      suite.server.baseUrl,
      suite.prepared.token,
      'article',
      'small.png',
      pngOf(602, 603),
    )
    expect(small.put.status).toBe(400)
    const behind = await create(
      await input({ image: await storedBehindOurBack('narrow.png', pngOf(602, 603)) }),
    )
    expect(behind.response.status).toBe(400)
    expect(behind.error?.message).toBe('The image must be at least 603×603 pixels.')
    const avatar = await create(await input({ image: await stored('avatar', 'face.png', pngOf(700, 700)) }))
    expect(avatar.response.status).toBe(400)
    const missing = await create(
      await input({ image: 'article/202601/00000000-0000-4000-8000-000000000000.png' }),
    )
    expect(missing.response.status).toBe(400)
    expect((await create(await input({ image: 'not a key' }))).response.status).toBe(400)
  })

  it('refuses bodies under 200 or over 5000 words, an 11th picture and pictures that are no content upload', async () => {
    const few = await create(await input({ content: { en: bodyOf(199), th: bodyOf(200, 'th') } }))
    expect(few.response.status).toBe(400)
    expect(few.error?.message).toBe('content.en: Write at least 200 words (now 199).')
    const many = await create(await input({ content: { en: bodyOf(200), th: bodyOf(5001, 'th') } }))
    expect(many.response.status).toBe(400)
    expect(many.error?.message).toContain('content.th')
    const pictures = await Promise.all(
      Array.from({ length: 11 }, (_, n) => stored('content', `p${n}.png`, pngOf(10 + n, 10))),
    )
    const eleven = await create(
      await input({ content: { en: bodyOf(200, 'en', pictures), th: bodyOf(200, 'th') } }),
    )
    expect(eleven.response.status).toBe(400)
    expect(eleven.error?.message).toContain('content.en')
    const ten = await create(
      await input({ content: { en: bodyOf(200, 'en', pictures.slice(0, 10)), th: bodyOf(200, 'th') } }),
    )
    expect(ten.response.status).toBe(201)
    // A picture that is no content upload is no picture: the sanitiser drops it.
    const foreign = await stored('article', 'big.png', pngOf(603, 603))
    const dropped = dataOf(
      await create(await input({ content: { en: bodyOf(200, 'en', [foreign]), th: bodyOf(200, 'th') } })),
    )
    expect(dropped.content.en).not.toContain(foreign)
    const neverUploaded = 'content/202601/00000000-0000-4000-8000-000000000000.png'
    const missing = await create(
      await input({ content: { en: bodyOf(200, 'en', [neverUploaded]), th: bodyOf(200, 'th') } }),
    )
    expect(missing.response.status).toBe(400)
    const script = dataOf(
      await create(
        await input({ content: { en: `${bodyOf(200)}<script>alert(1)</script>`, th: bodyOf(200, 'th') } }),
      ),
    )
    expect(script.content.en).not.toContain('<script')
  })

  it('edits what is sent, refuses a stale version with 409, and keeps what changed', async () => {
    const article = dataOf(await create(await input()))
    const renamed = dataOf(
      await suite.prepared.admin.PATCH('/admin/articles/{id}', {
        ...withId(article._id),
        body: { name: { en: 'Dry season health tips', th: 'เคล็ดลับสุขภาพหน้าแล้ง' }, version: article.version },
      }),
    )
    expect(renamed).toMatchObject({
      name: { en: 'Dry season health tips' },
      version: 2,
      image: article.image,
    })
    const stale = await suite.prepared.admin.PATCH('/admin/articles/{id}', {
      ...withId(article._id),
      body: { categoryId: suite.prepared.tips.id, version: article.version },
    })
    expect(stale.response.status).toBe(409)
    expect(stale.error?.message).toContain('load the latest version')
    const moved = dataOf(
      await suite.prepared.admin.PATCH('/admin/articles/{id}', {
        ...withId(article._id),
        body: { categoryId: suite.prepared.tips.id, version: renamed.version },
      }),
    )
    expect(moved.category._id).toBe(suite.prepared.tips.id)
    const backwards = await suite.prepared.admin.PATCH('/admin/articles/{id}', {
      ...withId(article._id),
      body: { endPublishDate: soon(-3), version: moved.version },
    })
    expect(backwards.response.status).toBe(400)
    const history = await suite.server.db
      .selectFrom('content_history')
      .select(['action', 'changes'])
      .where('record_id', '=', article._id)
      .orderBy('id')
      .execute()
    expect(history.map((row) => row.action)).toEqual(['create', 'edit', 'edit'])
    expect(history[1].changes).toMatchObject({
      name_en: { from: 'Rainy season health tips', to: 'Dry season health tips' },
    })
    const unknown = await suite.prepared.admin.PATCH('/admin/articles/{id}', {
      ...withId('00000000-0000-4000-8000-000000000000'),
      body: { version: 1 },
    })
    expect(unknown.response.status).toBe(404)
  })

  it('activates, deactivates and deletes, answering the article and 404 for an unknown id', async () => {
    const article = dataOf(await create(await input()))
    const off = dataOf(await suite.prepared.admin.PUT('/admin/articles/deactivate/{id}', withId(article._id)))
    expect(off).toMatchObject({ status: 'inactive', version: 2 })
    const again = dataOf(
      await suite.prepared.admin.PUT('/admin/articles/deactivate/{id}', withId(article._id)),
    )
    expect(again.version).toBe(2)
    const on = dataOf(await suite.prepared.admin.PUT('/admin/articles/activate/{id}', withId(article._id)))
    expect(on).toMatchObject({ status: 'active', version: 3 })
    const gone = dataOf(await suite.prepared.admin.DELETE('/admin/articles/{id}', withId(article._id)))
    expect(gone).toEqual({ _id: article._id, deletedRecordId: expect.any(String) })
    expect(
      (await suite.prepared.admin.GET('/admin/articles/{id}', withId(article._id))).response.status,
    ).toBe(404)
    expect(
      (await suite.prepared.admin.DELETE('/admin/articles/{id}', withId(article._id))).response.status,
    ).toBe(404)
    expect(
      (await suite.prepared.admin.PUT('/admin/articles/activate/{id}', withId(article._id))).response.status,
    ).toBe(404)
    const history = await suite.server.db
      .selectFrom('content_history')
      .select('action')
      .where('record_id', '=', article._id)
      .orderBy('id')
      .execute()
    expect(history.map((row) => row.action)).toEqual(['create', 'deactivate', 'activate', 'delete'])
  })

  it('answers 403 to staff without the permission and 401 without a token', async () => {
    const article = dataOf(await create(await input()))
    const { reader, outsider, shop } = suite.prepared
    expect((await outsider.GET('/admin/articles')).response.status).toBe(403)
    expect((await reader.GET('/admin/articles')).response.status).toBe(200)
    expect((await create(await input(), 'reader')).response.status).toBe(403)
    expect(
      (await reader.PATCH('/admin/articles/{id}', { ...withId(article._id), body: { version: 1 } })).response
        .status,
    ).toBe(403)
    expect((await reader.PUT('/admin/articles/deactivate/{id}', withId(article._id))).response.status).toBe(
      403,
    )
    expect((await reader.DELETE('/admin/articles/{id}', withId(article._id))).response.status).toBe(403)
    expect((await shop.GET('/admin/articles')).response.status).toBe(401)
  })
})

describe('the article list and the shop’s read', () => {
  const suite = suiteServer(async (server) => {
    await server.db.deleteFrom('articles').execute()
    const prepared = await withArticles(server)
    const { news, tips } = prepared
    const ids = {
      alpha: await insertArticle(server.db, { nameEn: 'Alpha market news', categoryId: news.id, views: 5 }),
      bravo: await insertArticle(server.db, { nameEn: 'Bravo garden diary', categoryId: tips.id, views: 50 }),
      charlie: await insertArticle(server.db, {
        nameEn: 'Charlie travel plans',
        nameTh: 'แผนเดินทางชาร์ลี',
        categoryId: news.id,
        status: 'inactive',
      }),
      delta: await insertArticle(server.db, {
        nameEn: 'Delta coming soon',
        categoryId: tips.id,
        start: new Date(Date.now() + 5 * DAY),
        end: new Date(Date.now() + 9 * DAY),
      }),
      echo: await insertArticle(server.db, {
        nameEn: 'Echo last year',
        categoryId: news.id,
        start: new Date(Date.now() - 400 * DAY),
        end: new Date(Date.now() - 30 * DAY),
      }),
    }
    return { ...prepared, ids }
  })
  const names = async (query: ListQuery = {}) =>
    dataOf(await suite.prepared.admin.GET('/admin/articles', { params: { query } })).data.map(
      (article) => article.name.en,
    )

  it('lists newest first with category, status, views, period and image, and pages', async () => {
    const page = dataOf(
      await suite.prepared.admin.GET('/admin/articles', { params: { query: { limit: 5 } } }),
    )
    expect(page).toMatchObject({ total: 5, page: 1, limit: 5 })
    expect(page.data.map((article) => article.name.en)).toEqual([
      'Echo last year',
      'Delta coming soon',
      'Charlie travel plans',
      'Bravo garden diary',
      'Alpha market news',
    ])
    expect(page.data[3]).toMatchObject({
      category: { _id: suite.prepared.tips.id },
      views: 50,
      status: 'active',
    })
    expect(page.data[0].imageUrl).toBeTruthy()
    const second = dataOf(
      await suite.prepared.admin.GET('/admin/articles', { params: { query: { page: 2 } } }),
    )
    expect(second.data).toEqual([])
  })

  it('searches either title, filters and sorts', async () => {
    expect(await names({ search: 'GARDEN' })).toEqual(['Bravo garden diary'])
    expect(await names({ search: 'เดินทาง' })).toEqual(['Charlie travel plans'])
    expect(await names({ search: '100%' })).toEqual([])
    expect(await names({ categoryId: suite.prepared.tips.id })).toEqual([
      'Delta coming soon',
      'Bravo garden diary',
    ])
    expect(await names({ status: 'inactive' })).toEqual(['Charlie travel plans'])
    expect(await names({ publishState: 'scheduled' })).toEqual(['Delta coming soon'])
    expect(await names({ publishState: 'ended' })).toEqual(['Echo last year'])
    expect(await names({ publishState: 'live', sort: 'name' })).toEqual([
      'Alpha market news',
      'Bravo garden diary',
      'Charlie travel plans',
    ])
    expect((await names({ sort: 'views' })).slice(0, 2)).toEqual(['Bravo garden diary', 'Alpha market news'])
    expect((await names({ sort: 'publishStart', order: 'asc' }))[0]).toBe('Echo last year')
    const bad = await fetch(`${suite.server.baseUrl}/api/admin/articles?limit=7`, {
      headers: { authorization: `Bearer ${suite.prepared.token}` },
    })
    expect(bad.status).toBe(400)
  })

  it('counts a view for each read of a live, active article, and hides the others', async () => {
    const { shop, ids } = suite.prepared
    const reads = await Promise.all(
      Array.from({ length: 4 }, () => shop.GET('/articles/{id}', withId(ids.alpha))),
    )
    expect(reads.map((read) => read.response.status)).toEqual([200, 200, 200, 200])
    expect(Math.max(...reads.map((read) => dataOf(read).views))).toBe(9)
    expect(dataOf(reads[0]).content.en).toContain('market')
    const detail = dataOf(await suite.prepared.admin.GET('/admin/articles/{id}', withId(ids.alpha)))
    expect(detail.views).toBe(9)
    for (const hidden of [ids.charlie, ids.delta, ids.echo, '00000000-0000-4000-8000-000000000000'])
      expect((await shop.GET('/articles/{id}', withId(hidden))).response.status).toBe(404)
    const charlie = dataOf(await suite.prepared.admin.GET('/admin/articles/{id}', withId(ids.charlie)))
    expect(charlie.views).toBe(0)
  })
})
