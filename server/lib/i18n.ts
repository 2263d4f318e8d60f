import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type Bilingual, DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../src/domain/constants'

type Tree = { [key: string]: string | Tree }

// `statistics` holds the texts a CSV shares with the history screens (device types); `coupons` those a
// coupon CSV shares with the coupon screens (statuses, expiry labels); `savedViews` the messages the
// views' screens and their operations share.
const NAMESPACES = ['server', 'validation', 'statistics', 'coupons', 'savedViews'] as const

function load(lang: Language, namespace: string): Tree {
  const file = fileURLToPath(new URL(`../../locales/${lang}/${namespace}.json`, import.meta.url))
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Tree
}

const resources = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, Object.fromEntries(NAMESPACES.map((ns) => [ns, load(lang, ns)]))]),
) as Record<Language, Record<string, Tree>>

/** The language of a `lang` header: Thai for anything starting with 'th', English otherwise. */
export function languageOf(header: unknown): Language {
  const value = Array.isArray(header) ? header[0] : header
  return typeof value === 'string' && value.trim().toLowerCase().startsWith('th') ? 'th' : DEFAULT_LANGUAGE
}

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: string | Tree | undefined = tree
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

/**
 * Translates `key` (namespace `server` unless prefixed, as in `validation:validate_password`),
 * falling back to English and then to the key itself; `{{name}}` is replaced from `vars`.
 */
export function t(lang: Language, key: string, vars: Record<string, string | number> = {}): string {
  const [namespace, path] = key.includes(':') ? key.split(':', 2) : ['server', key]
  const template =
    lookup(resources[lang][namespace], path) ?? lookup(resources[DEFAULT_LANGUAGE][namespace], path) ?? key
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in vars ? String(vars[name]) : match,
  )
}

export const hasTranslation = (lang: Language, key: string): boolean => {
  const [namespace, path] = key.includes(':') ? key.split(':', 2) : ['server', key]
  return lookup(resources[lang][namespace], path) !== undefined
}

/** `t` bound to one language, for shared code that takes a translate function (describeDevice). */
export const translatorFor =
  (lang: Language) =>
  (key: string, vars?: Record<string, string | number>): string =>
    t(lang, key, vars)

/** A text in every language of the product, for what is stored once and read in each reader's own. */
export const inEveryLanguage = (text: (lang: Language) => string): Bilingual =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, text(lang)])) as Bilingual
