// Leaving a preview (view as a role) in one key, wherever the preview has gone.
import { SHIFT_ESCAPE } from '../../commands/keySequences'
import type { Command } from '../../commands/types'
import { previewState } from '../../stores/preview'
import { leavePreview } from './leavePreview'

export const previewCommands: Command[] = [
  {
    id: 'leave-preview',
    titleKey: 'shell:preview.leave_command',
    keywords: ['leave preview', 'view as', 'exit', 'back to my view', 'ออกจากการดูตัวอย่าง', 'ดูในมุมมองของ'],
    section: 'actions',
    hotKeys: [SHIFT_ESCAPE],
    permission: 'authenticated',
    when: () => previewState.preview !== null,
    run: (context) => leavePreview(context.navigate),
  },
]
