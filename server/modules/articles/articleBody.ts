import type { Language } from '../../../src/domain/constants'
import { ARTICLE_BODY_RULE } from '../../../src/domain/richText'
import { richTextWithImageUrls, storedRichText } from '../../lib/richText/sanitizeRichText'
import type { StorageDriver } from '../../lib/storage/storage'

/**
 * An article body as it is stored: sanitised, within ARTICLE_BODY_RULE (200 to 5000 words, at most 10
 * pictures) counted in its own `language`, with the keys of its pictures. A broken rule is a 400 naming
 * `field` in the caller's language `lang`.
 */
export const storedArticleBody = (input: string, language: Language, lang: Language, field: string) =>
  storedRichText(input, language, ARTICLE_BODY_RULE, field, lang)

/** A stored body for a screen or the shop: each picture given a fresh signed `src` (keys do not expire, URLs do). */
export const contentWithImageUrls = (html: string, storage: StorageDriver) =>
  richTextWithImageUrls(html, (key) => storage.downloadUrl(key))
