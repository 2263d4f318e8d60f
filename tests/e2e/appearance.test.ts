import { describe, expect, it } from 'vitest'
import { toZonedInput } from '../../src/domain/platformTime'
import { bangkokMidnight, later } from '../support/appearance'
import { e2eSuite, signInAsAdmin } from '../support/e2e'
import { pngOf } from '../support/images'
import { heading, runFromPalette } from '../support/shell'

const e2e = e2eSuite()
const png = (name: string, width: number, height: number) => ({
  name,
  mimeType: 'image/png',
  buffer: pngOf(width, height),
})
const PICTURES = { desktop: [1440, 480], tablet: [1024, 400], mobile: [640, 640] } as const

describe('the home page appearance', () => {
  it('schedules a loop of two banners from the keyboard, shows it on the timeline, and previews the page before and after its start', async () => {
    const page = await signInAsAdmin(e2e)
    const name = `Songkran ${Date.now()}`
    const start = bangkokMidnight(2)
    const end = bangkokMidnight(9)

    await runFromPalette(page, 'create banner loop', /^Create banner loop/)
    await heading(page, 'Create banner loop')
    await page.getByRole('textbox', { name: 'Name' }).fill(name)
    await page.getByRole('combobox', { name: 'Location' }).selectOption({ label: 'Thailand' })
    await page.getByLabel('Starts').fill(toZonedInput(start))
    await page.getByLabel('Ends').fill(toZonedInput(end))
    await page.getByRole('button', { name: 'Create' }).press('Enter')
    await heading(page, 'Banners in loop')

    for (const [banner, seconds] of [
      ['Water festival', '4'],
      ['Family trip', '6'],
    ] as const) {
      await page.getByRole('link', { name: 'Add banner' }).press('Enter')
      await heading(page, 'Add banner')
      await page.getByRole('textbox', { name: 'Name' }).fill(banner)
      await page.getByRole('textbox', { name: 'Link' }).fill('/promotions/songkran')
      await page.getByRole('spinbutton', { name: 'Duration (seconds)' }).fill(seconds)
      for (const [device, [width, height]] of Object.entries(PICTURES)) {
        await page
          .locator(`input[type="file"][name="images.${device}"]`)
          .setInputFiles(png(`${device}.png`, width, height))
      }
      await expect.poll(() => page.getByText('Image ready; it is kept when you save.').count()).toBe(3)
      await page.getByLabel('Starts').fill(toZonedInput(start))
      await page.getByLabel('Ends').fill(toZonedInput(end))
      await page.getByRole('button', { name: 'Add banner' }).press('Enter')
      await heading(page, 'Banners in loop')
      await page.getByText(banner, { exact: true }).waitFor()
    }
    await page.getByText('2 banners, 10 seconds a round').waitFor()

    // Reordered with the keyboard: the second banner moves up.
    await page.getByRole('button', { name: 'Move Family trip up' }).press('Enter')
    await page.getByText('Family trip moved to place 1 of 2.').waitFor()
    const order = page
      .getByRole('list', { name: 'Banners as they are shown, first to last' })
      .getByRole('listitem')
    await expect.poll(async () => (await order.first().textContent()) ?? '').toContain('Family trip')

    await runFromPalette(page, 'preview the home page', /^Preview the home page/)
    await page.waitForURL('**/home-page-template-management/template-list#preview')
    const segment = page.getByRole('button', { name: new RegExp(`^Banner loop: ${name},`) })
    await segment.waitFor()

    const asOf = page.getByLabel('Preview as of')
    await asOf.fill(toZonedInput(later(start, -60_000)))
    await page.getByText('No banner loop is live (gap).').waitFor()
    await segment.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => asOf.inputValue()).toBe(toZonedInput(start))
    await page.getByText(`Banner loop "${name}", 10 seconds a round`).waitFor()
    const preview = page.getByRole('article', { name: /^The home page at/ })
    await expect
      .poll(() =>
        preview.getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt'))),
      )
      .toEqual(['Family trip', 'Water festival'])
    await page.context().close()
  })
})
