// @vitest-environment happy-dom
// Every story of the shared parts, rendered as Storybook renders it (the preview's language and theme
// switch, router and decorators included) in each language and theme: a story that throws, or shows a
// text i18next could not find, fails here rather than in someone's browser.
import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react-vite'
import { act } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import preview from '../../../.storybook/preview'
import { STORY_LOCALES, STORY_THEMES } from '../../../.storybook/storyGlobals'
import { i18next } from '../../../src/ui/i18n'

type StoryModule = Parameters<typeof composeStories>[0]
type ComposedStory = ReturnType<typeof composeStory>

const annotations = setProjectAnnotations([preview])
beforeAll(annotations.beforeAll)

// Loaded after the preview, whose guard against server calls must be in place before any part loads.
const storyFiles = import.meta.glob<StoryModule>('../../../src/**/*.stories.tsx')
const modules = await Promise.all(
  Object.entries(storyFiles).map(async ([path, load]) => ({
    file: path.replace('../../../', ''),
    stories: Object.entries(composeStories(await load()) as Record<string, ComposedStory>),
  })),
)

// 'ui:status.active': what a missing key shows (the preview appends its namespace).
const RAW_KEY = /\b[a-zA-Z]+:[a-z_]+\.[a-z_]/
const NAMED_ATTRIBUTES = ['aria-label', 'aria-valuetext', 'placeholder', 'title', 'alt']

/** What a reader meets: the text, and the names and hints held in attributes (dialogs are in <body>). */
function shownTexts(root: HTMLElement): string[] {
  const texts = [root.textContent ?? '']
  for (const element of root.querySelectorAll('*'))
    for (const name of NAMED_ATTRIBUTES) {
      const value = element.getAttribute(name)
      if (value) texts.push(value)
    }
  return texts
}

/** Lets loaders' answers and effects settle, inside act so React applies them before the page is read. */
async function settle(): Promise<void> {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  environment.IS_REACT_ACT_ENVIRONMENT = true
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
  environment.IS_REACT_ACT_ENVIRONMENT = false
}

const combinations = STORY_LOCALES.flatMap((locale) => STORY_THEMES.map((theme) => ({ locale, theme })))

describe('the stories', () => {
  it('cover every shared part', () => {
    const parts = Object.keys(import.meta.glob('../../../src/ui/**/[A-Z]*.tsx')).filter(
      (path) => !path.endsWith('.stories.tsx'),
    )
    const withStories = new Set(Object.keys(storyFiles).map((path) => path.replace('.stories.tsx', '.tsx')))
    expect(parts.filter((part) => !withStories.has(part))).toEqual([])
  })

  for (const { file, stories } of modules)
    describe(file, () => {
      for (const [name, Story] of stories)
        it.each(combinations)(`${name} in $locale, $theme`, async (globals) => {
          const canvasElement = document.createElement('div')
          document.body.append(canvasElement)
          await Story.run({ canvasElement, globals })
          await settle()

          expect(i18next.language).toBe(globals.locale)
          expect(document.documentElement.classList.contains('dark')).toBe(globals.theme === 'dark')
          expect(document.documentElement.style.colorScheme).toBe(globals.theme)
          expect(canvasElement.childElementCount).toBeGreaterThan(0)
          expect(shownTexts(document.body).filter((text) => RAW_KEY.test(text))).toEqual([])
          canvasElement.remove()
        })
    })
})
