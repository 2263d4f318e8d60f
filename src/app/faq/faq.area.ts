import { nav as en } from '../../../locales/en/faq.json'
import { nav as th } from '../../../locales/th/faq.json'
import { type AreaManifest, bothLanguages } from '../../commands/area'
import { createCommand, navigateCommand } from '../../commands/routeCommands'
import { faqPaths } from './faq.paths'

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

export const faqArea: AreaManifest = {
  slug: 'faq',
  routes: faqPaths.routes,
  commands: [
    navigateCommand(faqPaths.route('faq.list'), 'faq', { keywords: FAQ_WORDS, hotKeys: ['g', 'f'] }),
    createCommand(faqPaths.route('faq.create'), 'faq', {
      keywords: ['new question', 'คำถามใหม่', ...FAQ_WORDS],
    }),
  ],
  sidebar: { links: [{ commandId: 'go-to-faq' }] },
  nav: { en: { nav: en }, th: { nav: th } },
  locales: () =>
    bothLanguages(import('../../../locales/en/faq.json?raw'), import('../../../locales/th/faq.json?raw')),
}
