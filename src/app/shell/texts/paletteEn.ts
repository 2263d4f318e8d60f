// The palette's texts in English (see src/app/shell/signedInTexts.ts).
import commands from '../../../../locales/en/commands.json'
import { withAreaNav } from './withAreaNav'

export default withAreaNav(
  import.meta.glob<object>('../../../../locales/en/*.json', {
    query: '?nav-palette',
    import: 'default',
    eager: true,
  }),
  { commands },
)
