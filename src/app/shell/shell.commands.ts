// Keys of the shell itself: the palette and the current list's search.
import type { Command } from '../../commands/types'

export const shellCommands: Command[] = [
  {
    id: 'open-palette',
    titleKey: 'commands:shell.open_palette',
    keywords: ['command palette', 'search', 'jump', 'แถบคำสั่ง', 'ค้นหา'],
    section: 'actions',
    hotKeys: ['mod+k'],
    permission: 'authenticated',
    hiddenInPalette: true,
    run: (context) => context.openPalette(),
  },
  {
    id: 'focus-list-search',
    titleKey: 'commands:shell.focus_list_search',
    keywords: ['search', 'filter', 'find', 'ค้นหา', 'กรอง', 'หา'],
    section: 'actions',
    hotKeys: ['/'],
    permission: 'authenticated',
    when: (scope) => scope.hasListSearch,
    run: (context) => {
      context.focusListSearch()
    },
  },
]
