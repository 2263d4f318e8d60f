import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { components } from '../../src/api/schema'
import { type ApiClient, apiClient, dataOf, withId } from '../support/apiClient'
import { createStaff } from '../support/fixtures'
import { call } from '../support/http'
import { login, loginAsAdmin, startTestServer, type TestServer } from '../support/test-server'

type CreateFaq = components['schemas']['CreateFaqRequest']

let server: TestServer
let token: string
let admin: ApiClient
let categoryId: string
beforeAll(async () => {
  server = await startTestServer()
  token = await loginAsAdmin(server)
  admin = apiClient(server.baseUrl, { token })
  categoryId = dataOf(await admin.POST('/admin/faq-categories', { body: { name: 'Orders (FAQ test)' } }))._id
})
afterAll(() => server?.close())

const DAY = 86_400_000
const MISSING = '00000000-0000-4000-8000-000000000000'
const faqBody = (overrides: Partial<CreateFaq> = {}): CreateFaq => ({
  question: { en: 'How do I track my order?', th: 'ติดตามคำสั่งซื้ออย่างไร' },
  answer: { en: '<p>Open <strong>Orders</strong>.</p>', th: '<p>เปิดหน้า <strong>คำสั่งซื้อ</strong></p>' },
  categoryId,
  publishStartDate: new Date(Date.now() - DAY).toISOString(),
  publishEndDate: new Date(Date.now() + 30 * DAY).toISOString(),
  ...overrides,
})
const createFaq = async (overrides: Partial<CreateFaq> = {}) =>
  dataOf(await admin.POST('/admin/faqs', { body: faqBody(overrides) }))
const raw = (
  method: string,
  path: string,
  options: { body?: unknown; lang?: string; token?: string | null } = {},
) =>
  call<{ message?: string }>(server.baseUrl, method, `/api${path}`, {
    token: options.token === null ? undefined : (options.token ?? token),
    body: options.body,
    lang: options.lang,
  })

describe('staff managing FAQs', () => {
  it('creates (201), reads, lists, updates, deactivates and deletes an FAQ, keeping its history', async () => {
    const { data, response } = await admin.POST('/admin/faqs', {
      body: faqBody({
        answer: { en: '<p onclick="x()">Open Orders<script>alert(1)</script></p>', th: '<p>เปิด</p>' },
      }),
    })
    expect(response.status).toBe(201)
    const faq = data as NonNullable<typeof data>
    expect(faq).toMatchObject({ status: 'active', views: 0, helpful: 0, notHelpful: 0, version: 1 })
    expect(faq.answer.en).toBe('<p>Open Orders</p>')
    expect(faq.category).toEqual({ _id: categoryId, name: 'Orders (FAQ test)' })
    expect(faq.id).toBeGreaterThan(0)

    const listed = dataOf(
      await admin.GET('/admin/faqs', { params: { query: { search: 'TRACK my', limit: 100 } } }),
    )
    expect(listed.data.map((row) => row._id)).toContain(faq._id)
    const thai = dataOf(
      await admin.GET('/admin/faqs', { params: { query: { search: 'ติดตาม', limit: 100 } } }),
    )
    expect(thai.data.map((row) => row._id)).toContain(faq._id)
    const inactiveOnly = dataOf(
      await admin.GET('/admin/faqs', { params: { query: { status: 'inactive', limit: 100 } } }),
    )
    expect(inactiveOnly.data.map((row) => row._id)).not.toContain(faq._id)

    const updated = dataOf(
      await admin.PATCH('/admin/faqs/{id}', {
        ...withId(faq._id),
        body: { question: { en: 'Where is my order?', th: 'คำสั่งซื้ออยู่ที่ไหน' }, version: 1 },
      }),
    )
    expect(updated).toMatchObject({ question: { en: 'Where is my order?' }, version: 2 })
    const off = await admin.PUT('/admin/faqs/deactivate/{id}', withId(faq._id))
    expect(off.response.status).toBe(200)
    expect(off.data?.status).toBe('inactive')
    expect(off.data?.history.map((change) => change.action)).toEqual(['deactivate', 'update', 'create'])
    expect((await admin.PUT('/admin/faqs/activate/{id}', withId(faq._id))).data?.status).toBe('active')

    const deleted = await admin.DELETE('/admin/faqs/{id}', withId(faq._id))
    expect(deleted.response.status).toBe(200)
    expect((await admin.GET('/admin/faqs/{id}', withId(faq._id))).response.status).toBe(404)
    const category = dataOf(await admin.GET('/admin/faq-categories/{id}', withId(categoryId)))
    expect(category.itemCount).toBe(0)
  })

  it('filters by category and sorts by views', async () => {
    const other = dataOf(await admin.POST('/admin/faq-categories', { body: { name: 'Payments (FAQ test)' } }))
    const faq = await createFaq({ categoryId: other._id })
    const page = dataOf(
      await admin.GET('/admin/faqs', { params: { query: { categoryId: other._id, sort: 'views' } } }),
    )
    expect(page.data.map((row) => row._id)).toEqual([faq._id])
    expect(page.total).toBe(1)
  })

  it('refuses one language left out (required_faq), in the caller language, and writes nothing', async () => {
    const before = dataOf(await admin.GET('/admin/faqs')).total
    const noThai = await raw('POST', '/admin/faqs', {
      body: faqBody({ question: { en: 'Only English?', th: ' ' } }),
    })
    expect(noThai.status).toBe(400)
    expect(noThai.body.message).toMatch(/both Thai and English/)
    const noAnswer = await raw('POST', '/admin/faqs', {
      body: faqBody({ answer: { en: '<p>Yes</p>', th: '<p> </p>' } }),
      lang: 'th',
    })
    expect(noAnswer.status).toBe(400)
    expect(noAnswer.body.message).toMatch(/ทั้งภาษาไทยและภาษาอังกฤษ/)
    const nothing = await raw('POST', '/admin/faqs', {
      body: faqBody({ question: { en: '', th: '' }, answer: { en: '', th: '' } }),
    })
    expect(nothing.status).toBe(400)
    expect(dataOf(await admin.GET('/admin/faqs')).total).toBe(before)
  })

  it('refuses an unknown category, an answer over 2500 characters and a period ending before it starts', async () => {
    expect((await raw('POST', '/admin/faqs', { body: faqBody({ categoryId: MISSING }) })).status).toBe(400)
    const long = await raw('POST', '/admin/faqs', {
      body: faqBody({ answer: { en: `<p>${'a'.repeat(2501)}</p>`, th: '<p>ตอบ</p>' } }),
    })
    expect(long.status).toBe(400)
    expect(long.body.message).toContain('answer.en')
    const backwards = await raw('POST', '/admin/faqs', {
      body: faqBody({
        publishStartDate: new Date(Date.now() + DAY).toISOString(),
        publishEndDate: new Date().toISOString(),
      }),
    })
    expect(backwards.status).toBe(400)
    expect(backwards.body.message).toMatch(/end after it starts/)
    const atLimit = await raw('POST', '/admin/faqs', {
      body: faqBody({ answer: { en: `<p>${'a'.repeat(2500)}</p>`, th: '<p>ตอบ</p>' } }),
    })
    expect(atLimit.status).toBe(201)
  })

  it('answers 404 for an unknown FAQ and 409 for an edit on an older version', async () => {
    expect((await admin.GET('/admin/faqs/{id}', withId(MISSING))).response.status).toBe(404)
    expect((await raw('PATCH', `/admin/faqs/${MISSING}`, { body: { version: 1 } })).status).toBe(404)
    expect((await admin.DELETE('/admin/faqs/{id}', withId(MISSING))).response.status).toBe(404)
    expect((await admin.PUT('/admin/faqs/activate/{id}', withId(MISSING))).response.status).toBe(404)
    const faq = await createFaq()
    await admin.PATCH('/admin/faqs/{id}', { ...withId(faq._id), body: { status: 'inactive', version: 1 } })
    const stale = await raw('PATCH', `/admin/faqs/${faq._id}`, {
      body: { question: { en: 'Stale?', th: 'เก่า?' }, version: 1 },
    })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toContain('changed by someone else')
    expect(dataOf(await admin.GET('/admin/faqs/{id}', withId(faq._id))).question.en).toBe(faq.question.en)
  })

  it('refuses callers without the faq permission (403) and without a token (401)', async () => {
    const staff = await createStaff(server.db, {
      roles: [{ name: 'Categories only (FAQ test)', permissions: { categories: ['access'] } }],
    })
    const { jwtAccessToken } = await login(server.baseUrl, staff.email, staff.password)
    expect((await raw('GET', '/admin/faqs', { token: jwtAccessToken })).status).toBe(403)
    expect((await raw('POST', '/admin/faqs', { token: jwtAccessToken, body: faqBody() })).status).toBe(403)
    expect((await raw('GET', '/admin/faqs', { token: null })).status).toBe(401)
  })
})

describe('the storefront reading FAQs', () => {
  const storefront = () => apiClient(server.baseUrl)

  it('counts views and votes without a token', async () => {
    const faq = await createFaq()
    const first = await storefront().GET('/faqs/{id}', withId(faq._id))
    expect(first.response.status).toBe(200)
    expect(first.data).toMatchObject({ _id: faq._id, question: faq.question, helpful: 0, notHelpful: 0 })
    await storefront().GET('/faqs/{id}', withId(faq._id))
    const votes = await Promise.all([
      storefront().POST('/faqs/{id}/feedback', { ...withId(faq._id), body: { helpful: true } }),
      storefront().POST('/faqs/{id}/feedback', { ...withId(faq._id), body: { helpful: true } }),
      storefront().POST('/faqs/{id}/feedback', { ...withId(faq._id), body: { helpful: false } }),
    ])
    expect(votes.every((vote) => vote.response.status === 200)).toBe(true)
    const counted = dataOf(await admin.GET('/admin/faqs/{id}', withId(faq._id)))
    expect(counted).toMatchObject({ views: 2, helpful: 2, notHelpful: 1 })
  })

  it('shows only active FAQs inside their publish period (404 otherwise)', async () => {
    const later = await createFaq({
      publishStartDate: new Date(Date.now() + DAY).toISOString(),
      publishEndDate: new Date(Date.now() + 2 * DAY).toISOString(),
    })
    expect((await storefront().GET('/faqs/{id}', withId(later._id))).response.status).toBe(404)
    const hidden = await createFaq({ status: 'inactive' })
    expect((await storefront().GET('/faqs/{id}', withId(hidden._id))).response.status).toBe(404)
    expect(
      (await storefront().POST('/faqs/{id}/feedback', { ...withId(hidden._id), body: { helpful: true } }))
        .response.status,
    ).toBe(404)
    expect((await storefront().GET('/faqs/{id}', withId(MISSING))).response.status).toBe(404)
    expect(dataOf(await admin.GET('/admin/faqs/{id}', withId(hidden._id)))).toMatchObject({
      views: 0,
      helpful: 0,
    })
  })
})
