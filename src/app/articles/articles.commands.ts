// The articles area's palette commands and shortcuts: a module of their own, loaded after the first
// screen shows (src/app/shell/commandRegistry.ts).
import { createCommand, navigateCommand } from '../../commands/routeCommands'
import type { Command, CommandScope } from '../../commands/types'
import { needs } from '../../domain/routes'
import { articlesPaths } from './articles.paths'
import { type ArticleAction, openArticleState } from './openArticle'

const NEWS_WORDS = ['news', 'articles', 'blog', 'posts', 'ข่าว', 'บทความ', 'ข่าวสาร']
// The screens that show one article: its actions come first in the palette there.
const ARTICLE_SCREENS = ['articles.detail', 'articles.edit'] as const
const onOpenArticle = (scope: CommandScope): boolean =>
  scope.routeId !== null &&
  (ARTICLE_SCREENS as readonly string[]).includes(scope.routeId) &&
  openArticleState.article !== null &&
  openArticleState.actions !== null

/** An action on the open article that asks before it is done (activate, deactivate, delete). */
function askCommand(
  action: ArticleAction,
  options: { keywords: string[]; hotKeys: string[]; when?: (scope: CommandScope) => boolean },
): Command {
  return {
    id: `${action}-article`,
    titleKey: `articles:nav.commands.${action}_article`,
    keywords: [...options.keywords, 'article', 'บทความ'],
    section: 'actions',
    hotKeys: options.hotKeys,
    permission: needs('newsArticles', action === 'delete' ? 'delete' : 'update'),
    screens: ARTICLE_SCREENS,
    when: (scope) => onOpenArticle(scope) && (options.when?.(scope) ?? true),
    run: () => openArticleState.actions?.ask(action),
  }
}

const isActive = () => openArticleState.article?.status === 'active'

export const articlesCommands: readonly Command[] = [
  navigateCommand(articlesPaths.route('articles.list'), 'news-and-articles', {
    keywords: NEWS_WORDS,
    hotKeys: ['g', 'n'],
  }),
  createCommand(articlesPaths.route('articles.create'), 'article', {
    keywords: ['new article', 'write', 'เขียนบทความ', ...NEWS_WORDS],
  }),
  askCommand('activate', {
    keywords: ['activate', 'publish', 'show', 'เปิดใช้งาน', 'เผยแพร่'],
    hotKeys: ['a', 'a'],
    when: () => !isActive(),
  }),
  askCommand('deactivate', {
    keywords: ['deactivate', 'hide', 'unpublish', 'ปิดใช้งาน', 'ซ่อน'],
    hotKeys: ['a', 'd'],
    when: isActive,
  }),
  {
    id: 'edit-article',
    titleKey: 'articles:nav.commands.edit_article',
    keywords: ['edit', 'change', 'title', 'content', 'แก้ไข', ...NEWS_WORDS],
    section: 'actions',
    hotKeys: ['a', 'e'],
    permission: needs('newsArticles', 'update'),
    screens: ARTICLE_SCREENS,
    hiddenInActionBar: true,
    when: onOpenArticle,
    // On the article's own editor the form is there already: the keys take you into it.
    run: (context) => {
      const article = openArticleState.article
      if (!article) return
      const href = articlesPaths.hrefOf('articles.edit', { id: article._id })
      const field = document.querySelector<HTMLInputElement>('form [name^="name."]')
      if (field && `${window.location.pathname}${window.location.search}` === href) field.focus()
      else context.navigate(href)
    },
  },
  {
    id: 'switch-article-language',
    titleKey: 'articles:nav.commands.switch_content_language',
    keywords: ['language', 'thai', 'english', 'translation', 'ภาษา', 'ไทย', 'อังกฤษ'],
    section: 'actions',
    hotKeys: ['a', 'l'],
    permission: needs('newsArticles', 'access'),
    screens: ARTICLE_SCREENS,
    hiddenInActionBar: true,
    when: onOpenArticle,
    run: () => openArticleState.actions?.switchLanguage(),
  },
  askCommand('delete', { keywords: ['delete', 'remove', 'ลบ'], hotKeys: ['a', 'x'] }),
]
