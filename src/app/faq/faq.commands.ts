// The faq area's palette commands and shortcuts: a module of their own, loaded after the first
// screen shows (src/app/shell/commandRegistry.ts).
import { createCommand, navigateCommand } from '../../commands/routeCommands'
import type { Command, CommandScope } from '../../commands/types'
import { needs } from '../../domain/routes'
import { faqPaths } from './faq.paths'
import { openFaqState } from './faqActions'

const FAQ_WORDS = [
  'faq',
  'questions',
  'answers',
  'help centre',
  'help center',
  'คำถาม',
  'คำตอบ',
  'ศูนย์ช่วยเหลือ',
]
// The screens that show one FAQ: its actions come first in the palette there.
const FAQ_SCREENS: readonly string[] = ['faq.detail', 'faq.edit']
// Loaded when first used: the manifest stays light for the shell.
const switchStatus = (id: string, active: boolean) =>
  import('./faqStatus').then((m) => m.switchFaqStatus(id, active))

const onOpenFaq =
  (holds: (faq: NonNullable<typeof openFaqState.faq>) => boolean, routes = FAQ_SCREENS) =>
  (scope: CommandScope): boolean => {
    const open = openFaqState.faq
    return scope.routeId !== null && routes.includes(scope.routeId) && open !== null && holds(open)
  }

const faqAction = (
  id: string,
  keywords: string[],
  hotKeys: string[],
  when: Command['when'],
  run: Command['run'],
): Command => ({
  id,
  titleKey: `faq:nav.commands.${id}`,
  keywords: [...keywords, ...FAQ_WORDS],
  section: 'actions',
  hotKeys,
  permission: needs('faq', 'update'),
  screens: FAQ_SCREENS,
  // The screens show a button of their own for each.
  hiddenInActionBar: true,
  when,
  run,
})

export const faqCommands: readonly Command[] = [
  faqAction(
    'activate-faq',
    ['activate', 'show', 'publish', 'เปิดใช้งาน'],
    ['q', 'a'],
    onOpenFaq((faq) => faq.status === 'inactive', ['faq.detail']),
    () => {
      if (openFaqState.faq) void switchStatus(openFaqState.faq._id, true)
    },
  ),
  faqAction(
    'deactivate-faq',
    ['deactivate', 'hide', 'unpublish', 'ปิดใช้งาน'],
    ['q', 'd'],
    onOpenFaq((faq) => faq.status === 'active', ['faq.detail']),
    () => {
      if (openFaqState.faq) void switchStatus(openFaqState.faq._id, false)
    },
  ),
  faqAction(
    'edit-faq',
    ['edit', 'change', 'แก้ไข'],
    ['q', 'e'],
    onOpenFaq(() => true, ['faq.detail']),
    (context) => {
      if (openFaqState.faq) context.navigate(faqPaths.hrefOf('faq.edit', { id: openFaqState.faq._id }))
    },
  ),
  faqAction(
    'switch-faq-language',
    ['language', 'thai', 'english', 'ภาษา', 'ไทย', 'อังกฤษ'],
    ['q', 'l'],
    (scope) =>
      scope.routeId !== null &&
      ['faq.edit', 'faq.create'].includes(scope.routeId) &&
      openFaqState.switchLanguage !== null,
    () => openFaqState.switchLanguage?.(),
  ),
  navigateCommand(faqPaths.route('faq.list'), 'faq', { keywords: FAQ_WORDS, hotKeys: ['g', 'f'] }),
  createCommand(faqPaths.route('faq.create'), 'faq', {
    keywords: ['new question', 'คำถามใหม่', ...FAQ_WORDS],
  }),
]
