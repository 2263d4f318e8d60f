// The one sanitiser of rich text (article bodies, FAQ answers): an allow-list of tags and attributes,
// applied by the server to every rich-text field before it is stored. Screens render only what it kept.
// sanitize-html is pinned to an exact version in package.json; its advisories are listed in
// docs/rich-text.md with the version each was fixed in.
import sanitizeHtml from 'sanitize-html'
import type { Language } from '../../../src/domain/constants'
import { type RichTextRule, richTextMeasure, richTextProblem } from '../../../src/domain/richText'
import { fieldError } from '../fieldErrors'
import { parseObjectKey } from '../storage/objectKeys'

export interface SanitizedRichText {
  html: string
  /** The `content` uploads the text shows, in order. */
  imageKeys: string[]
}

const isContentImageKey = (key: unknown): key is string =>
  typeof key === 'string' && parseObjectKey(key)?.module === 'content'

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'u',
    's',
    'code',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['data-key', 'alt'] },
  // Links only to the web and to e-mail: never javascript:, data:, vbscript: or relative tricks.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Elements whose content is not text to keep: their whole content goes with them.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'xmp',
    'noembed',
    'noframes',
    'iframe',
    'title',
    'template',
    'svg',
    'math',
    'object',
  ],
  // The editor's synonyms, kept as one form each.
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { href: attribs.href ?? '', target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
  },
  // A picture is one of our uploads, named by its storage key; its address is given on reading, signed.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isContentImageKey(frame.attribs['data-key']),
}

export function sanitizeRichText(html: string): SanitizedRichText {
  const imageKeys: string[] = []
  const clean = sanitizeHtml(html, {
    ...OPTIONS,
    transformTags: {
      ...OPTIONS.transformTags,
      img: (tagName, attribs) => {
        const key = attribs['data-key']
        if (isContentImageKey(key)) imageKeys.push(key)
        return { tagName, attribs: { 'data-key': key ?? '', alt: attribs.alt ?? '' } }
      },
    },
  })
  return { html: clean, imageKeys }
}

/**
 * Sanitises a rich-text field and holds it to its rule (src/domain/richText.ts), as the editor does:
 * a broken rule is a 400 naming `field`, in the caller's language `lang`. `language` is the text's own
 * language, which decides how its words are counted.
 */
export function storedRichText(
  input: string,
  language: Language,
  rule: RichTextRule,
  field: string,
  lang: Language,
): SanitizedRichText {
  const sanitized = sanitizeRichText(input)
  const problem = richTextProblem(richTextMeasure(sanitized.html, language), rule)
  if (problem) {
    const { code, ...vars } = problem
    throw fieldError(lang, field, `rich_text_${code}`, vars)
  }
  return sanitized
}

/** Stored rich text as the screens get it: each picture with a fresh signed address. */
export async function richTextWithImageUrls(
  html: string,
  downloadUrl: (key: string) => Promise<string>,
): Promise<string> {
  const keys = [...new Set(sanitizeRichText(html).imageKeys)]
  const urls = new Map(await Promise.all(keys.map(async (key) => [key, await downloadUrl(key)] as const)))
  return sanitizeHtml(html, {
    ...OPTIONS,
    allowedAttributes: { ...OPTIONS.allowedAttributes, img: ['src', 'data-key', 'alt'] },
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    transformTags: {
      ...OPTIONS.transformTags,
      img: (tagName, attribs) => {
        const key = attribs['data-key'] ?? ''
        return { tagName, attribs: { src: urls.get(key) ?? '', 'data-key': key, alt: attribs.alt ?? '' } }
      },
    },
  })
}
