// Undo and revert from the keyboard: the toast's Undo (Ctrl+Z while it shows) and the change history's
// "Revert this change" (H then R), both in the palette too.
import { MOD_Z } from '../../commands/keySequences'
import type { Command } from '../../commands/types'
import { historyOnScreen } from '../../stores/historyOnScreen'
import { runToastAction, toastState } from '../../stores/toasts'

export const undoCommands: Command[] = [
  {
    id: 'undo-last-change',
    titleKey: 'commands:changes.undo_last',
    keywords: ['undo', 'take back', 'restore', 'เลิกทำ', 'กู้คืน'],
    section: 'actions',
    hotKeys: [MOD_Z],
    permission: 'authenticated',
    // Offered while a toast offers Undo (10 seconds after an update or a delete).
    when: () => Boolean(toastState.current?.action),
    run: () => {
      runToastAction()
    },
  },
  {
    id: 'revert-this-change',
    titleKey: 'commands:changes.revert_this',
    keywords: ['revert', 'history', 'change back', 'ย้อนกลับ', 'ประวัติการเปลี่ยนแปลง'],
    section: 'actions',
    hotKeys: ['h', 'r'],
    permission: 'authenticated',
    // The history panel on screen asks first, about its newest change that can be reverted.
    when: () => historyOnScreen.revertNewest !== null,
    run: () => historyOnScreen.revertNewest?.(),
  },
]
