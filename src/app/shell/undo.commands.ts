// Undo and revert from the keyboard: the toast's Undo (Ctrl+Z while it shows) and the change history's
// "Revert this change" (H then R), both in the palette too, and the deletions kept 30 days to restore.
import { MOD_Z } from '../../commands/keySequences'
import type { Command } from '../../commands/types'
import type { Feature } from '../../domain/permissions'
import { historyOnScreen } from '../../stores/historyOnScreen'
import { can } from '../../stores/permissions'
import { openRecentlyDeleted } from '../../stores/recentlyDeleted'
import { runToastAction, toastState } from '../../stores/toasts'

// The areas whose deletions are kept to be restored (server/modules/changes/undoKinds.ts).
const KEEPING_DELETIONS: readonly Feature[] = [
  'faq',
  'newsArticles',
  'categories',
  'coupons',
  'roles',
  'pushNotifications',
  'banners',
  'sectionBannerSlides',
]

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
  {
    id: 'show-recently-deleted',
    titleKey: 'commands:changes.recently_deleted',
    keywords: ['deleted', 'trash', 'restore', 'bin', 'ลบ', 'กู้คืน'],
    section: 'actions',
    permission: 'authenticated',
    when: () => KEEPING_DELETIONS.some((feature) => can(feature, 'delete')),
    run: () => openRecentlyDeleted(),
  },
]
