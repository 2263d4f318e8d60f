// Storage can be missing (unit tests, server rendering) or throw (private mode, disabled cookies);
// the app must keep working in memory then, so every access goes through here.
export type StorageArea = 'local' | 'session'

function storage(area: StorageArea): Storage | null {
  try {
    return (area === 'local' ? globalThis.localStorage : globalThis.sessionStorage) ?? null
  } catch {
    return null
  }
}

export function readItem(area: StorageArea, key: string): string | null {
  try {
    return storage(area)?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** Writes the value, or removes the key when the value is null. */
export function writeItem(area: StorageArea, key: string, value: string | null): void {
  try {
    const target = storage(area)
    if (value === null) target?.removeItem(key)
    else target?.setItem(key, value)
  } catch {
    // A full or blocked storage only costs persistence across reloads.
  }
}

export function readJson<T>(area: StorageArea, key: string): T | null {
  const raw = readItem(area, key)
  if (raw === null) return null
  try {
    return JSON.parse(raw) as T
  } catch {
    return null
  }
}
