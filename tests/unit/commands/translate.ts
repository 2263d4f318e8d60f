// Resolves 'ns:a.b.c' keys from the locale files, as i18next does, for tests that run without it.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '../../..')
const cache = new Map<string, unknown>()

function bundle(language: string, namespace: string): unknown {
  const file = join(root, 'locales', language, `${namespace}.json`)
  if (!cache.has(file)) {
    try {
      cache.set(file, JSON.parse(readFileSync(file, 'utf8')))
    } catch {
      cache.set(file, null)
    }
  }
  return cache.get(file)
}

/** The text of a key in a language, or null when it is missing (or not a string). */
export function translate(language: 'en' | 'th', key: string): string | null {
  const [namespace, path] = key.split(':')
  if (!path) return null
  let node = bundle(language, namespace)
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return null
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' && node.trim() !== '' ? node : null
}
