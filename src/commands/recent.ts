// The commands run last, newest first, kept in this browser.
import { readJson, writeItem } from '../stores/browserStorage'

export const RECENT_STORAGE_KEY = 'commandPalette.recent'
export const RECENT_LIMIT = 5

export function recentCommandIds(): string[] {
  const stored = readJson<unknown>('local', RECENT_STORAGE_KEY)
  return Array.isArray(stored)
    ? stored.filter((id): id is string => typeof id === 'string').slice(0, RECENT_LIMIT)
    : []
}

export function recordRecentCommand(id: string): void {
  const next = [id, ...recentCommandIds().filter((other) => other !== id)].slice(0, RECENT_LIMIT)
  writeItem('local', RECENT_STORAGE_KEY, JSON.stringify(next))
}

export function clearRecentCommands(): void {
  writeItem('local', RECENT_STORAGE_KEY, null)
}
