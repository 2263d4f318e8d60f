import type { FieldRevert } from './undoKind'

/** A history entry's `changes`: { field: { from, to } }, as JSON gave it back. */
export type StoredChanges = Record<string, { from?: unknown; to?: unknown }>

/** Whether an entry can be reverted, and when not, why (a server.json key) and which field. */
export type Revertibility = { revertible: true } | { revertible: false; why: string; field?: string }

/** Entries that are not edits: a creation is undone by deleting, a deletion by restoring. */
const NOT_EDITS: Record<string, string> = {
  create: 'changes.why_not.create',
  delete: 'changes.why_not.delete',
  restore: 'changes.why_not.restore',
}

export function revertibilityOf(
  action: string,
  changes: StoredChanges,
  fields: Record<string, FieldRevert>,
): Revertibility {
  const notEdit = NOT_EDITS[action]
  if (notEdit) return { revertible: false, why: notEdit }
  const names = Object.keys(changes)
  if (names.length === 0) return { revertible: false, why: 'changes.why_not.nothing' }
  for (const field of names) {
    const rule = fields[field]
    if (!rule) return { revertible: false, why: 'changes.why_not.not_kept', field }
    if ('notRevertible' in rule) return { revertible: false, why: rule.notRevertible, field }
    if (!('from' in changes[field])) return { revertible: false, why: 'changes.why_not.not_kept', field }
  }
  return { revertible: true }
}

/** JSON with object keys in order, so a jsonb read back (keys reordered) equals what was written. */
function canonical(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'bigint') return String(value)
  if (Array.isArray(value)) return value.map(canonical)
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    )
  return value === undefined ? null : value
}

/**
 * Whether a column's current value is still what the entry left: dates compare as instants (or as days
 * when the history kept a day), numbers as the text the database gives, jsonb by content.
 */
export function sameValue(current: unknown, recorded: unknown, json = false): boolean {
  if (json) {
    const parsed = typeof recorded === 'string' ? safeParse(recorded) : recorded
    return JSON.stringify(canonical(current)) === JSON.stringify(canonical(parsed))
  }
  if (current instanceof Date && typeof recorded === 'string') {
    if (/^\d{4}-\d{2}-\d{2}$/.test(recorded)) return current.toISOString().slice(0, 10) === recorded
    return current.getTime() === new Date(recorded).getTime()
  }
  if (typeof recorded === 'number' && typeof current === 'string') return Number(current) === recorded
  return JSON.stringify(canonical(current)) === JSON.stringify(canonical(recorded))
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** The fields of an entry whose column no longer holds the entry's `to`: changed since. */
export function changedSince(
  changes: StoredChanges,
  current: Record<string, unknown>,
  fields: Record<string, FieldRevert>,
): string[] {
  return Object.keys(changes).filter((field) => {
    const rule = fields[field]
    if (!rule || 'notRevertible' in rule) return false
    return !sameValue(current[rule.column], changes[field].to, rule.json)
  })
}

/**
 * What reverting an entry writes: each column back to the entry's `from` (jsonb as JSON text), and the
 * new entry the history keeps, from the current value to the restored one.
 */
export function revertOf(
  changes: StoredChanges,
  current: Record<string, unknown>,
  fields: Record<string, FieldRevert>,
): { set: Record<string, unknown>; changes: StoredChanges } {
  const set: Record<string, unknown> = {}
  const recorded: StoredChanges = {}
  for (const [field, { from }] of Object.entries(changes)) {
    const rule = fields[field]
    if (!rule || 'notRevertible' in rule) continue
    set[rule.column] = rule.json && typeof from !== 'string' && from !== null ? JSON.stringify(from) : from
    recorded[field] = {
      from: rule.json ? JSON.stringify(current[rule.column]) : current[rule.column],
      to: from,
    }
  }
  return { set, changes: recorded }
}

const SHOWN_LENGTH = 200

/** A value of a history entry as text a screen shows: markup left out, long text cut, none as null. */
export function displayValue(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  const text =
    typeof value === 'string'
      ? value
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
      : JSON.stringify(canonical(value))
  return text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH - 1)}…` : text
}
