// The embedTokens area's palette commands and shortcuts: a module of their own, loaded after the first
// screen shows (src/app/shell/commandRegistry.ts).
import type { Command } from '../../commands/types'
import { needs } from '../../domain/routes'
import { embedTokensPaths } from './embedTokens.paths'

const listHref = embedTokensPaths.hrefOf('embedTokens.list')

export const embedTokensCommands: readonly Command[] = [
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
]
