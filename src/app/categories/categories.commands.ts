// The categories area's palette commands and shortcuts: a module of their own, loaded after the first
// screen shows (src/app/shell/commandRegistry.ts).
import { createCommand, navigateCommand } from '../../commands/routeCommands'
import type { Command } from '../../commands/types'
import { categoriesPaths } from './categories.paths'

const CATEGORY_WORDS = ['categories', 'category', 'หมวดหมู่', 'ประเภท']
const NEWS_WORDS = ['news', 'articles', 'ข่าว', 'บทความ']
const FAQ_WORDS = ['faq', 'questions', 'คำถาม']

export const categoriesCommands: readonly Command[] = [
  navigateCommand(categoriesPaths.route('newsCategories.list'), 'news-categories', {
    keywords: [...CATEGORY_WORDS, ...NEWS_WORDS],
  }),
  navigateCommand(categoriesPaths.route('faqCategories.list'), 'faq-categories', {
    keywords: [...CATEGORY_WORDS, ...FAQ_WORDS],
  }),
  createCommand(categoriesPaths.route('newsCategories.create'), 'news-category', {
    keywords: ['new category', 'หมวดหมู่ใหม่', ...CATEGORY_WORDS, ...NEWS_WORDS],
  }),
  createCommand(categoriesPaths.route('faqCategories.create'), 'faq-category', {
    keywords: ['new category', 'หมวดหมู่ใหม่', ...CATEGORY_WORDS, ...FAQ_WORDS],
  }),
]
