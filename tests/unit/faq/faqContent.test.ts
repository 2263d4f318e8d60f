import { describe, expect, it } from 'vitest'
import { faqValuesOf, languageUnsaved, withoutUnsaved } from '../../../src/app/faq/faqForm'
import { faqContentProblem } from '../../../src/domain/faq'

const content = (question: [string, string], answer: [string, string]) => ({
  question: { en: question[0], th: question[1] },
  answer: { en: answer[0], th: answer[1] },
})

describe('what keeps an FAQ from being saved', () => {
  it('passes the question and answer written in both languages', () => {
    expect(faqContentProblem(content(['Q?', 'ถาม?'], ['<p>A</p>', '<p>ตอบ</p>']))).toBeNull()
  })

  it('asks for both languages (required_faq) when one language lacks its question or its answer', () => {
    expect(faqContentProblem(content(['Q?', ''], ['<p>A</p>', '<p>ตอบ</p>']))).toBe('required_faq')
    expect(faqContentProblem(content(['Q?', 'ถาม?'], ['<p>A</p>', '<p> </p>']))).toBe('required_faq')
    expect(faqContentProblem(content(['Q?', ''], ['', '']))).toBe('required_faq')
  })

  it('says required fields when nothing is written, and counts a picture as an answer', () => {
    expect(faqContentProblem(content([' ', ''], ['<p></p>', '']))).toBe('required_fields')
    expect(
      faqContentProblem(content(['Q?', 'ถาม?'], ['<p><img data-key="content/a.png"></p>', '<p>ตอบ</p>'])),
    ).toBeNull()
  })
})

describe('which fields a content-language switch would delete', () => {
  const saved = faqValuesOf(null)
  const values = (question: [string, string], answer: [string, string]) => ({
    ...saved,
    question: { en: question[0], th: question[1] },
    answer: { en: answer[0], th: answer[1] },
  })

  it('asks about a language left unfinished, not one written whole or not touched', () => {
    expect(languageUnsaved(values(['Q?', ''], ['', '']), saved, 'en')).toBe(true)
    expect(languageUnsaved(values(['', ''], ['<p>A</p>', '']), saved, 'en')).toBe(true)
    expect(languageUnsaved(values(['Q?', ''], ['<p>A</p>', '']), saved, 'en')).toBe(false)
    expect(languageUnsaved(values(['', ''], ['', '']), saved, 'en')).toBe(false)
  })

  it('clears only the language left, back to what was saved', () => {
    const form = values(['Q?', 'ถาม?'], ['', '<p>ตอบ</p>'])
    expect(withoutUnsaved(form, saved, 'en')).toEqual({
      question: { en: '', th: 'ถาม?' },
      answer: { en: '', th: '<p>ตอบ</p>' },
    })
  })
})
