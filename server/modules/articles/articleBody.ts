import type { Language } from '../../../src/domain/constants'
import { ARTICLE_BODY_RULE, richTextMeasure, richTextProblem } from '../../../src/domain/richText'
import { fieldError } from '../../lib/fieldErrors'
import type { StorageDriver } from '../../lib/storage/storage'

/**
 * An article body as it is stored: sanitised, within ARTICLE_BODY_RULE, with the keys of its pictures.
 * A broken rule is a 400 naming `field` in the caller's language.
 */
export function storedArticleBody(
  input: string,
  language: Language,
  lang: Language,
  field: string,
): { html: string; imageKeys: string[] } {
  const html = input
  const problem = richTextProblem(richTextMeasure(html, language), ARTICLE_BODY_RULE)
  if (problem) throw fieldError(lang, field, 'required_fields')
  const imageKeys = [...html.matchAll(/<img\b[^>]*\bdata-key="([^"]+)"/gi)].map((match) => match[1])
  return { html, imageKeys }
}

/** A stored body for a screen: each picture given a fresh signed `src` (signed URLs expire, keys do not). */
export async function contentWithImageUrls(html: string, storage: StorageDriver): Promise<string> {
  const keys = [...new Set([...html.matchAll(/<img\b[^>]*\bdata-key="([^"]+)"/gi)].map((match) => match[1]))]
  const urls = new Map(
    await Promise.all(keys.map(async (key) => [key, await storage.downloadUrl(key)] as const)),
  )
  return html.replace(
    /<img\b([^>]*)\bdata-key="([^"]+)"([^>]*)>/gi,
    (_whole, before: string, key: string, after: string) =>
      `<img${before}data-key="${key}" src="${urls.get(key) ?? ''}"${after}>`,
  )
}
