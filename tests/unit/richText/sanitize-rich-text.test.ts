import { describe, expect, it } from 'vitest'
import { AppError } from '../../../server/lib/errors'
import {
  richTextWithImageUrls,
  sanitizeRichText,
  storedRichText,
} from '../../../server/lib/richText/sanitizeRichText'
import { ARTICLE_BODY_RULE, SHORT_RICH_TEXT_RULE } from '../../../src/domain/richText'
import { ALL_XSS_PAYLOADS, KEPT_ATTRIBUTES, KEPT_TAGS, XSS_CORPUS } from '../../support/xssCorpus'

const KEY = 'content/202611/0f0e0d0c-0b0a-4908-8706-050403020100.png'
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')

/** The field and message of the 400 a rich text is refused with, or null when it is kept. */
function refusal(store: () => unknown): Record<string, string | number> | null {
  try {
    store()
    return null
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    expect(error.statusCode).toBe(400)
    return error.vars
  }
}

describe('the rich-text sanitiser', () => {
  it('keeps what the editor writes: headings, lists, links, emphasis and our pictures', () => {
    const html = `<h2>Title</h2><p><strong>bold</strong> <em>italic</em> <a href="https://example.com/x?a=1&amp;b=2">link</a></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><p><img data-key="${KEY}" alt="a picture"></p>`
    const { html: clean, imageKeys } = sanitizeRichText(html)
    expect(clean).toBe(
      `<h2>Title</h2><p><strong>bold</strong> <em>italic</em> <a href="https://example.com/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer nofollow">link</a></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><p><img data-key="${KEY}" alt="a picture" /></p>`,
    )
    expect(imageKeys).toEqual([KEY])
  })

  it('drops a picture given by address instead of by one of our content uploads', () => {
    const { html, imageKeys } = sanitizeRichText(
      `<p><img src="https://tracker.example/x.png"><img data-key="product/202611/0f0e0d0c-0b0a-4908-8706-050403020100.png"></p>`,
    )
    expect(html).toBe('<p></p>')
    expect(imageKeys).toEqual([])
  })

  describe.each(Object.entries(XSS_CORPUS))(
    'leaves nothing that runs, of the %s payloads',
    (_family, payloads) => {
      it.each(payloads.map((payload) => [payload]))('%s', (payload) => {
        const { html } = sanitizeRichText(payload)
        // Text keeps its "<" escaped, so every "<" left opens an element the sanitiser kept.
        for (const tag of html.match(/<[^>]*>/g) ?? []) {
          const name = /^<\/?([a-z0-9]+)/i.exec(tag)?.[1]?.toLowerCase() ?? ''
          expect(KEPT_TAGS.has(name), tag).toBe(true)
          for (const [, attribute, value] of tag.matchAll(/\s([^\s=/>]+)="([^"]*)"/g)) {
            expect(KEPT_ATTRIBUTES[name] ?? [], tag).toContain(attribute)
            if (attribute === 'href') expect(value).toMatch(/^(https?:|mailto:)/i)
          }
        }
        // Sanitising its own output changes nothing: no second reading finds anything new to take out.
        expect(sanitizeRichText(html).html).toBe(html)
      })
    },
  )

  it('runs the whole corpus', () => {
    expect(ALL_XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50)
  })
})

describe('rich text held to its rule on the server', () => {
  const article = (html: string, language: 'en' | 'th', lang: 'en' | 'th' = 'en') =>
    refusal(() => storedRichText(html, language, ARTICLE_BODY_RULE, `content.${language}`, lang))

  it('counts an article body in words of its language, Thai included', () => {
    expect(article(`<p>${words(199)}</p>`, 'en')).toEqual({
      field: 'content.en',
      message: 'Write at least 200 words (now 199).',
    })
    expect(article(`<p>${words(200)}</p>`, 'en')).toBeNull()
    // Thai is written without spaces between words: 4 words a phrase, 60 phrases.
    expect(article(`<p>${'สวัสดีครับ ยินดีต้อนรับ '.repeat(60)}</p>`, 'th')).toBeNull()
    expect(article(`<p>${'สวัสดีครับ ยินดีต้อนรับ '.repeat(40)}</p>`, 'th', 'th')?.message).toBe(
      'เขียนอย่างน้อย 200 คำ (ตอนนี้ 160 คำ)',
    )
    expect(article(`<p>${words(5001)}</p>`, 'en', 'th')?.message).toBe('เขียนได้ไม่เกิน 5000 คำ (ตอนนี้ 5001 คำ)')
  })

  it('refuses an eleventh picture and an answer over 2500 characters, naming the field', () => {
    const pictures = `<p>${words(200)}</p>${`<img data-key="${KEY}">`.repeat(11)}`
    expect(article(pictures, 'en')?.message).toBe('The text can hold at most 10 pictures (now 11).')
    expect(
      refusal(() =>
        storedRichText(`<p>${'ก'.repeat(2501)}</p>`, 'th', SHORT_RICH_TEXT_RULE, 'answer.th', 'en'),
      ),
    ).toEqual({ field: 'answer.th', message: 'Write at most 2500 characters (now 2501).' })
    expect(
      refusal(() =>
        storedRichText(`<p>${'ก'.repeat(2500)}</p>`, 'th', SHORT_RICH_TEXT_RULE, 'answer.th', 'en'),
      ),
    ).toBeNull()
  })

  it('counts what stays after sanitising: a script does not make up the words', () => {
    expect(article(`<script>${words(300)}</script><p>${words(10)}</p>`, 'en')?.message).toMatch(/now 10\)/)
    expect(article('<p> </p><script>x</script>', 'en')?.message).toBe('Please write the content.')
  })
})

describe('stored rich text on its way to a screen', () => {
  it('gives each picture a fresh signed address and nothing else', async () => {
    const html = await richTextWithImageUrls(
      `<p>x<img data-key="${KEY}" alt="a"></p>`,
      async (key) => `/api/storage/${key}?signature=s`,
    )
    expect(html).toBe(`<p>x<img src="/api/storage/${KEY}?signature=s" data-key="${KEY}" alt="a" /></p>`)
  })
})
