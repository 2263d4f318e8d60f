// Read-only tokens that let other tools' pages show the order widgets: minted, listed and revoked here.
import { nav as en } from '../../../locales/en/embedTokens.json'
import { nav as th } from '../../../locales/th/embedTokens.json'
import { type AreaManifest, bothLanguages } from '../../commands/area'
import { needs } from '../../domain/routes'
import { embedTokensPaths } from './embedTokens.paths'

const listHref = embedTokensPaths.hrefOf('embedTokens.list')

export const embedTokensArea: AreaManifest = {
  slug: 'embedTokens',
  routes: embedTokensPaths.routes,
  pages: {
    'embedTokens.list': () => import('./EmbedTokensPage').then((m) => ({ default: m.EmbedTokensPage })),
  },
  commands: [
    {
      id: 'go-to-embed-tokens',
      titleKey: embedTokensPaths.route('embedTokens.list').titleKey,
      section: 'navigate',
      permission: needs('orders', 'access'),
      routeId: 'embedTokens.list',
      href: listHref,
      run: (context) => context.navigate(listHref),
      keywords: [
        'embed',
        'embed token',
        'widget',
        'order widget',
        'token',
        'share orders',
        'other tool',
        'โทเค็น',
        'ฝัง',
        'วิดเจ็ต',
        'ฝังวิดเจ็ต',
      ],
    },
  ],
  nav: { en: { nav: en }, th: { nav: th } },
  locales: () =>
    bothLanguages(
      import('../../../locales/en/embedTokens.json?raw'),
      import('../../../locales/th/embedTokens.json?raw'),
    ),
}
