// The texts a page loads come in sets, one language at a time (src/ui/i18n.ts): the start texts before
// the first render, the signed-in app's with the shell, each area's with its first screen.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import paletteEn from '../../../src/app/shell/texts/paletteEn'
import paletteTh from '../../../src/app/shell/texts/paletteTh'
import signedInEn from '../../../src/app/shell/texts/signedInEn'
import signedInTh from '../../../src/app/shell/texts/signedInTh'
import { LANGUAGES, type Language } from '../../../src/domain/constants'
import { setLanguage } from '../../../src/stores/preferences'
import { i18next, loadTexts, START_TEXTS, type TextSet } from '../../../src/ui/i18n'

const localesDir = join(import.meta.dirname, '../../../locales')
const fileOf = (language: Language, namespace: string) =>
  JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as Record<string, unknown>

const SIGNED_IN = { en: signedInEn, th: signedInTh }
const PALETTE = { en: paletteEn, th: paletteTh }
// What of an area's `nav` only the palette (and the shortcut sheet) shows.
const PALETTE_PARTS = ['commands', 'search']

const navOf = (language: Language, namespace: string) =>
  fileOf(language, namespace).nav as Record<string, unknown>
const navPart = (nav: Record<string, unknown>, palette: boolean) =>
  Object.fromEntries(Object.entries(nav).filter(([key]) => PALETTE_PARTS.includes(key) === palette))

describe('the signed-in texts', () => {
  it.each(LANGUAGES)('hold the shell’s and the shared parts’ namespaces whole, in %s', (language) => {
    for (const namespace of ['shell', 'ui', 'savedViews', 'notifications'])
      expect(SIGNED_IN[language][namespace]).toEqual(fileOf(language, namespace))
    expect(PALETTE[language].commands).toEqual(fileOf(language, 'commands'))
    expect(SIGNED_IN[language].commands).toBeUndefined()
  })

  it.each(LANGUAGES)(
    'hold every area’s nav part between the two sets, and nothing more of it, in %s',
    (language) => {
      const withNav = readdirSync(join(localesDir, language))
        .map((file) => file.replace(/\.json$/, ''))
        .filter((namespace) => 'nav' in fileOf(language, namespace) && namespace !== 'notifications')
      expect(withNav.length).toBeGreaterThan(10)
      for (const namespace of withNav) {
        const nav = navOf(language, namespace)
        const shown = navPart(nav, false)
        const palette = navPart(nav, true)
        expect(SIGNED_IN[language][namespace]).toEqual(
          Object.keys(shown).length > 0 ? { nav: shown } : undefined,
        )
        expect(PALETTE[language][namespace]).toEqual(
          Object.keys(palette).length > 0 ? { nav: palette } : undefined,
        )
      }
      // Every area names its screens at start, and its commands come with the palette.
      expect(Object.keys(PALETTE[language]).length).toBeGreaterThan(10)
    },
  )
})

describe('loading texts', () => {
  it('loads the shown language only, and the other one before switching to it', async () => {
    const asked: Language[] = []
    const sample: TextSet = async (language) => {
      asked.push(language)
      return { sample: { greeting: language === 'th' ? 'สวัสดี' : 'Hello' } }
    }
    setLanguage('en')
    await i18next.changeLanguage('en')
    await loadTexts(START_TEXTS)
    await loadTexts(sample)
    expect(asked).toEqual(['en'])
    expect(i18next.t('sample:greeting')).toBe('Hello')
    expect(i18next.t('common:product_name')).toBe(fileOf('en', 'common').product_name)

    setLanguage('th')
    await expect.poll(() => i18next.language).toBe('th')
    expect(asked).toEqual(['en', 'th'])
    expect(i18next.t('sample:greeting')).toBe('สวัสดี')
    expect(i18next.t('common:product_name')).toBe(fileOf('th', 'common').product_name)
    setLanguage('en')
    await expect.poll(() => i18next.language).toBe('en')
  })

  it('tries a failed load again at the next need', async () => {
    let failures = 1
    const flaky: TextSet = async () => {
      if (failures-- > 0) throw new Error('offline')
      return { flaky: { word: 'back' } }
    }
    await expect(loadTexts(flaky, ['en'])).rejects.toThrow('offline')
    await loadTexts(flaky, ['en'])
    expect(i18next.t('flaky:word', { lng: 'en' })).toBe('back')
  })
})
