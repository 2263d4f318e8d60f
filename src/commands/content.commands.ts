// News and articles, FAQs, and their categories.
import { createCommand, navigateCommand } from './routeCommands'

const NEWS_WORDS = ['news', 'articles', 'blog', 'posts', 'ข่าว', 'บทความ', 'ข่าวสาร']
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
const CATEGORY_WORDS = ['categories', 'category', 'หมวดหมู่', 'ประเภท']

export const contentCommands = [
  navigateCommand('articles.list', 'news-and-articles', { keywords: NEWS_WORDS, hotKeys: ['g', 'n'] }),
  navigateCommand('faq.list', 'faq', { keywords: FAQ_WORDS, hotKeys: ['g', 'f'] }),
  navigateCommand('newsCategories.list', 'news-categories', { keywords: [...CATEGORY_WORDS, ...NEWS_WORDS] }),
  navigateCommand('faqCategories.list', 'faq-categories', { keywords: [...CATEGORY_WORDS, ...FAQ_WORDS] }),
  createCommand('articles.create', 'article', {
    keywords: ['new article', 'write', 'เขียนบทความ', ...NEWS_WORDS],
  }),
  createCommand('faq.create', 'faq', { keywords: ['new question', 'คำถามใหม่', ...FAQ_WORDS] }),
  createCommand('newsCategories.create', 'news-category', {
    keywords: ['new category', 'หมวดหมู่ใหม่', ...CATEGORY_WORDS, ...NEWS_WORDS],
  }),
  createCommand('faqCategories.create', 'faq-category', {
    keywords: ['new category', 'หมวดหมู่ใหม่', ...CATEGORY_WORDS, ...FAQ_WORDS],
  }),
]
