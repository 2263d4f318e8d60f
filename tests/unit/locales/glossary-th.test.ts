import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../../..')

interface Term {
  english: string
  thai: string
  not: string[]
}

/** The rows of docs/glossary-th.md's Terms table: the one place the glossary is written. */
function glossary(): Term[] {
  const doc = readFileSync(join(root, 'docs/glossary-th.md'), 'utf8')
  const section = doc.split(/^## /m).find((part) => part.startsWith('Terms')) ?? ''
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .map(([, english, thai, not]) => ({
      english,
      thai,
      not: not === '—' ? [] : not.split(',').map((word) => word.trim()),
    }))
}

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix: string): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = `${prefix}.${key}`
    return typeof value === 'string' ? [[path, value] as [string, string]] : flatten(value, path)
  })
}

/** Every text of a language, by 'namespace.key'. */
function texts(language: string): Map<string, string> {
  const dir = join(root, 'locales', language)
  return new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) =>
        flatten(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Tree, file.replace(/\.json$/, '')),
      ),
  )
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** 'sign in' also matches 'Sign-in' and 'signs in'; 'user' matches 'users' but not 'username'. */
const englishPattern = (term: string) =>
  new RegExp(
    `(?<![A-Za-z])${term.split(/[ -]/).map(escapeRegExp).join('(?:s|es)?[ -]')}(?:s|es)?(?![A-Za-z])`,
    'gi',
  )

/** The glossary terms an English text uses, the longest first so 'internal user' is not also 'user'. */
function termsIn(english: string, terms: Term[]): Term[] {
  // Placeholders ({{feature}}) are filled in at run time: they are no words of the text.
  let rest = english.replace(/\{\{[^}]*\}\}/g, ' ')
  const found: Term[] = []
  for (const term of [...terms].sort((a, b) => b.english.length - a.english.length)) {
    const pattern = englishPattern(term.english)
    if (pattern.test(rest)) found.push(term)
    rest = rest.replace(pattern, ' ')
  }
  return found
}

const terms = glossary()
const english = texts('en')
const thai = texts('th')

describe('the Thai glossary', () => {
  it('is read from docs/glossary-th.md', () => {
    expect(terms.length).toBeGreaterThan(30)
    expect(terms).toContainEqual({ english: 'Home', thai: 'หน้าหลัก', not: ['หน้าแรก'] })
  })

  it('gives every Thai text the one Thai term of each glossary term its English uses', () => {
    const wrong: string[] = []
    for (const [key, text] of english) {
      const translation = thai.get(key)
      if (translation === undefined) continue
      for (const term of termsIn(text, terms)) {
        if (!translation.includes(term.thai)) wrong.push(`${key}: '${term.english}' needs ${term.thai}`)
        for (const word of term.not.filter((synonym) => translation.includes(synonym)))
          wrong.push(`${key}: '${term.english}' is ${term.thai}, not ${word}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('never uses a banned synonym that is no part of a glossary term', () => {
    const banned = terms
      .flatMap((term) => term.not)
      .filter((word) => !terms.some((term) => term.thai.includes(word)))
    const used = [...thai].flatMap(([key, text]) =>
      banned.filter((word) => text.includes(word)).map((word) => `${key}: ${word}`),
    )
    expect(used).toEqual([])
  })
})
