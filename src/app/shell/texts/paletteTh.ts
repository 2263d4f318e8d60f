// The palette's texts in Thai (see src/app/shell/signedInTexts.ts).
import commands from '../../../../locales/th/commands.json'
import { withAreaNav } from './withAreaNav'

export default withAreaNav(
  import.meta.glob<object>('../../../../locales/th/*.json', {
    query: '?nav-palette',
    import: 'default',
    eager: true,
  }),
  { commands },
)
