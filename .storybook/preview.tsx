import './noServer'
import '@fontsource/kanit/latin-400.css'
import '@fontsource/kanit/latin-500.css'
import '@fontsource/kanit/latin-600.css'
import '@fontsource/kanit/thai-400.css'
import '@fontsource/kanit/thai-500.css'
import '@fontsource/kanit/thai-600.css'
import '../src/styles.css'
import type { Decorator, Preview } from '@storybook/react-vite'
import { SIGNED_IN_TEXTS } from '../src/app/shell/signedInTexts'
import { LANGUAGES } from '../src/domain/constants'
import { i18next, loadTexts, START_TEXTS } from '../src/ui/i18n'
import { StoryRouter } from './StoryRouter'
import { applyStoryGlobals, type StoryGlobals } from './storyGlobals'

// A key a locale lacks shows as 'ui:status.active' rather than 'status.active', which the stories'
// test recognises as untranslated.
i18next.options.appendNamespaceToMissingKey = true

/** Each story gets its own in-memory address, which a paged list keeps its page and search in. */
const withStoryRouter: Decorator = (Story, context) => (
  <StoryRouter key={context.id} address={context.parameters.address}>
    <Story />
  </StoryRouter>
)

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language of the texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'th', title: 'ไทย' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Light or dark theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'light' },
  // Both languages at once, so the toolbar switches a story's language without waiting.
  beforeAll: async () => {
    await Promise.all([loadTexts(START_TEXTS, LANGUAGES), loadTexts(SIGNED_IN_TEXTS, LANGUAGES)])
  },
  // Runs before every render, the re-render after a toolbar change included.
  beforeEach: ({ globals }) => applyStoryGlobals(globals as StoryGlobals),
  decorators: [withStoryRouter],
  parameters: {
    layout: 'padded',
    // The theme sets the page's colours; Storybook's own backgrounds would hide them.
    backgrounds: { disable: true },
  },
}

export default preview
