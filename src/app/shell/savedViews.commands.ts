// Save view and Switch view (V S, V V): they act on the saved-views bar of the list on screen, and are
// offered only while there is one. Each view's own command comes from palette/useSavedViewCommands.ts.
import type { Command } from '../../commands/types'
import { activeViewsBar } from '../../ui/pagedList/savedViewsHost'

const onAListWithViews = () => activeViewsBar() !== null

export const savedViewsCommands: Command[] = [
  {
    id: 'save-view',
    titleKey: 'savedViews:commands.save_view',
    keywords: ['save view', 'saved view', 'tab', 'filter', 'บันทึกมุมมอง', 'มุมมอง', 'แท็บ'],
    section: 'actions',
    hotKeys: ['v', 's'],
    permission: 'authenticated',
    when: onAListWithViews,
    run: () => activeViewsBar()?.save(),
  },
  {
    id: 'switch-view',
    titleKey: 'savedViews:commands.switch_view',
    keywords: ['switch view', 'saved view', 'tab', 'สลับมุมมอง', 'มุมมอง', 'แท็บ'],
    section: 'actions',
    hotKeys: ['v', 'v'],
    permission: 'authenticated',
    when: onAListWithViews,
    run: () => activeViewsBar()?.focusTabs(),
  },
]
