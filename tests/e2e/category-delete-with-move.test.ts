import { describe, expect, it } from 'vitest'
import { apiClient, dataOf } from '../support/apiClient'
import { e2eSuite } from '../support/e2e'
import { loginAsAdmin } from '../support/test-server'

const e2e = e2eSuite()
const DAY = 86_400_000
const LIST = '/admin-dashboard/category-management/faq-category/list'

describe('deleting a category that still holds items', () => {
  it('asks where its FAQs go, then moves them and deletes it in one step', async () => {
    const api = apiClient(e2e.server.baseUrl, { token: await loginAsAdmin(e2e.server) })
    const category = async (name: string) =>
      dataOf(await api.POST('/admin/faq-categories', { body: { name } }))
    const returns = await category('Returns (moving)')
    const shipping = await category('Shipping (moving)')
    for (const question of ['How do I return a parcel?', 'When is my refund paid?'])
      dataOf(
        await api.POST('/admin/faqs', {
          body: {
            question: { en: question, th: 'คืนสินค้าอย่างไร' },
            answer: { en: '<p>From the order page.</p>', th: '<p>จากหน้าคำสั่งซื้อ</p>' },
            categoryId: returns._id,
            publishStartDate: new Date(Date.now() - DAY).toISOString(),
            publishEndDate: new Date(Date.now() + 30 * DAY).toISOString(),
          },
        }),
      )

    const page = await e2e.openAdminPage(`${LIST}?search=${encodeURIComponent('Returns (moving)')}`)
    await page.getByRole('button', { name: 'Delete Returns (moving)' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete “Returns (moving)”?' })
    await dialog.getByText('It holds 2 FAQs.', { exact: false }).waitFor()
    // Nothing is deleted before a category is chosen.
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await dialog.getByText('Choose the category to move the items to.').waitFor()
    await dialog
      .getByRole('combobox', { name: 'Move its items to' })
      .selectOption({ label: 'Shipping (moving)' })
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByText('Category deleted.').waitFor()

    const faqs = dataOf(
      await api.GET('/admin/faqs', {
        params: { query: { page: 1, limit: 10, search: 'When is my refund' } },
      }),
    )
    expect(faqs.data.map((faq) => faq.category?._id ?? null)).toEqual([shipping._id])
    // Category searches match the start of a name.
    const named = async (search: string) =>
      dataOf(
        await api.GET('/admin/faq-categories', { params: { query: { page: 1, limit: 10, search } } }),
      ).data.map((row) => [row.name, row.itemCount])
    expect(await named('Returns (moving)')).toEqual([])
    expect(await named('Shipping (moving)')).toEqual([['Shipping (moving)', 2]])
    await page.context().close()
  })
})
