// The signed-in app's texts in English (see src/app/shell/signedInTexts.ts).
import notifications from '../../../../locales/en/notifications.json'
import savedViews from '../../../../locales/en/savedViews.json'
import shell from '../../../../locales/en/shell.json'
import ui from '../../../../locales/en/ui.json'
import { withAreaNav } from './withAreaNav'

export default withAreaNav(
  import.meta.glob<object>('../../../../locales/en/*.json', {
    query: '?nav',
    import: 'default',
    eager: true,
  }),
  { shell, ui, savedViews, notifications },
)
