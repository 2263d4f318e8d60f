// The signed-in app's texts in Thai (see src/app/shell/signedInTexts.ts).
import notifications from '../../../../locales/th/notifications.json'
import savedViews from '../../../../locales/th/savedViews.json'
import shell from '../../../../locales/th/shell.json'
import ui from '../../../../locales/th/ui.json'
import { withAreaNav } from './withAreaNav'

export default withAreaNav(
  import.meta.glob<object>('../../../../locales/th/*.json', {
    query: '?nav',
    import: 'default',
    eager: true,
  }),
  { shell, ui, savedViews, notifications },
)
