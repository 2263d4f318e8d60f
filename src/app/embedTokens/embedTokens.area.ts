// Read-only tokens that let other tools' pages show the order widgets: minted, listed and revoked here.
import type { AreaManifest } from '../../commands/area'
import { embedTokensPaths } from './embedTokens.paths'

export const embedTokensArea: AreaManifest = {
  slug: 'embedTokens',
  routes: embedTokensPaths.routes,
  pages: () => import('./embedTokens.pages').then((m) => m.embedTokensPages),
  commands: () => import('./embedTokens.commands').then((m) => m.embedTokensCommands),
  locales: {
    en: () => import('../../../locales/en/embedTokens.json'),
    th: () => import('../../../locales/th/embedTokens.json'),
  },
}
