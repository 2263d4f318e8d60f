import { nav as en } from '../../../locales/en/articles.json'
import { nav as th } from '../../../locales/th/articles.json'
import { type AreaManifest, bothLanguages } from '../../commands/area'
import { createCommand, navigateCommand } from '../../commands/routeCommands'
import { articlesPaths } from './articles.paths'

const NEWS_WORDS = ['news', 'articles', 'blog', 'posts', 'ข่าว', 'บทความ', 'ข่าวสาร']

export const articlesArea: AreaManifest = {
  slug: 'articles',
  routes: articlesPaths.routes,
  commands: [
    navigateCommand(articlesPaths.route('articles.list'), 'news-and-articles', {
      keywords: NEWS_WORDS,
      hotKeys: ['g', 'n'],
    }),
    createCommand(articlesPaths.route('articles.create'), 'article', {
      keywords: ['new article', 'write', 'เขียนบทความ', ...NEWS_WORDS],
    }),
  ],
  sidebar: { links: [{ commandId: 'go-to-news-and-articles' }] },
  nav: { en: { nav: en }, th: { nav: th } },
  locales: () =>
    bothLanguages(
      import('../../../locales/en/articles.json?raw'),
      import('../../../locales/th/articles.json?raw'),
    ),
}
