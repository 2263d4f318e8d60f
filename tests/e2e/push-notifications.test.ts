import { describe, expect, it } from 'vitest'
import { toZonedInput } from '../../src/domain/platformTime'
import { e2eSuite, signInAsAdmin } from '../support/e2e'
import { heading, runFromPalette } from '../support/shell'

const e2e = e2eSuite()

describe('push notifications', () => {
  it('creates one from the palette in both languages, lists it, and deactivates it from its row', async () => {
    const page = await signInAsAdmin(e2e)
    const topic = `Flash sale ${Date.now()}`
    // Two days ahead, on the platform's clock (Bangkok), as the send-time field takes it.
    const sendAt = toZonedInput(new Date(Date.now() + 2 * 86_400_000).toISOString())

    await runFromPalette(page, 'create push notification', /^Create push notification/)
    await page.waitForURL('**/push-notification/create-new-push-notification')
    await heading(page, 'Create push notification')
    await page.getByRole('textbox', { name: 'Topic (Thai)' }).fill('ลดราคาสายฟ้าแลบ')
    await page.getByRole('textbox', { name: 'Topic (English)' }).fill(topic)
    await page.getByRole('textbox', { name: 'Message (Thai)' }).fill('ลด 50% ทั้งร้าน')
    await page.getByRole('textbox', { name: 'Message (English)' }).fill('Half price on everything.')
    await page.getByRole('combobox', { name: 'Target' }).selectOption({ label: 'Users' })
    await page.getByRole('combobox', { name: 'Channel' }).selectOption({ label: 'Mobile app' })
    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Promotion' })
    await page.getByLabel('Send time (Bangkok)').fill(sendAt)
    await page.getByRole('button', { name: 'Create push notification' }).click()

    await page.getByText('The push notification was created.').waitFor()
    await page.waitForURL('**/push-notification/list')
    const row = page
      .getByRole('table', { name: 'Push notifications' })
      .getByRole('row', { name: new RegExp(topic) })
    await row.waitFor()
    await row.getByRole('cell', { name: 'Mobile app' }).waitFor()
    await row.getByRole('cell', { name: 'Promotion' }).waitFor()
    await row.getByText('Active', { exact: true }).waitFor()

    await row.getByRole('button', { name: `Deactivate ${topic}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Deactivate this push notification?' })
    await dialog.getByText(`“${topic}” will not be sent while it is inactive.`).waitFor()
    await dialog.getByRole('button', { name: 'Deactivate' }).click()
    await dialog.waitFor({ state: 'detached' })
    await row.getByText('Inactive', { exact: true }).waitFor()
    await row.getByRole('button', { name: `Activate ${topic}` }).waitFor()

    const stored = await e2e.server.db
      .selectFrom('push_notifications')
      .select(['status', 'target', 'channel', 'type', 'send_at', 'topic'])
      .where(({ eb, ref }) => eb(ref('topic', '->>').key('en'), '=', topic))
      .executeTakeFirstOrThrow()
    expect(stored).toMatchObject({
      status: 'inactive',
      target: 'users',
      channel: 'mobileApp',
      type: 'promotion',
    })
    expect(stored.topic.th).toBe('ลดราคาสายฟ้าแลบ')
    // The time typed was read as Bangkok time, whatever zone the browser is in.
    expect(toZonedInput(stored.send_at.toISOString())).toBe(sendAt)
    await page.context().close()
  })
})
