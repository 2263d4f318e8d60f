// The keyboard shortcuts of the commands: single keys ('?', '/'), sequences pressed one after another
// ('g' then 'o'), and Ctrl/Cmd+K. Pure: the shell feeds it key events and runs what it answers.

export const SEQUENCE_TIMEOUT_MS = 1000
export const MOD_K = 'mod+k'
/** Ctrl+Z / Cmd+Z: undo while a toast offers it (outside fields, where it stays the field's own undo). */
export const MOD_Z = 'mod+z'
/** Shift+Escape: leaves a preview (view as a role) in one key. */
export const SHIFT_ESCAPE = 'shift+Escape'

export interface KeyStroke {
  key: string
  code?: string
  ctrlKey?: boolean
  metaKey?: boolean
  altKey?: boolean
  shiftKey?: boolean
}

const PRINTABLE_ASCII = /^[\x21-\x7e]$/

/**
 * The name of a key press as the commands' hotKeys write it: 'g', '?', '/', 'mod+k', 'mod+z'; null for presses
 * that are no shortcut of ours (other chords, Shift alone...). With a non-Latin layout (Thai
 * Kedmanee), the physical key decides: the key that types 'g' on a US keyboard is 'g'.
 */
export function keyName(stroke: KeyStroke): string | null {
  const key = stroke.key ?? ''
  const code = stroke.code ?? ''
  const physicalLetter = /^Key([A-Z])$/.exec(code)?.[1]?.toLowerCase()
  if (stroke.ctrlKey || stroke.metaKey) {
    if (stroke.altKey) return null
    if (key.toLowerCase() === 'k' || physicalLetter === 'k') return MOD_K
    return !stroke.shiftKey && (key.toLowerCase() === 'z' || physicalLetter === 'z') ? MOD_Z : null
  }
  if (stroke.altKey) return null
  if (key === 'Escape') return stroke.shiftKey ? SHIFT_ESCAPE : null
  if (PRINTABLE_ASCII.test(key)) return key.length === 1 && /[A-Z]/.test(key) ? key.toLowerCase() : key
  if (key.length === 1 || key === 'Unidentified') {
    if (physicalLetter) return physicalLetter
    if (code === 'Slash') return stroke.shiftKey ? '?' : '/'
  }
  return null
}

export interface KeyBinding {
  keys: readonly string[]
  id: string
}

export type SequenceResult = { kind: 'match'; id: string } | { kind: 'pending' } | { kind: 'none' }

const startsWith = (keys: readonly string[], prefix: readonly string[]) =>
  prefix.length <= keys.length && prefix.every((key, index) => keys[index] === key)

/**
 * Follows key presses against the bindings. A press that starts a longer sequence is 'pending' until
 * the next press, or until `timeoutMs` passes without one (then the sequence starts over).
 */
export function createKeySequenceMatcher(
  bindings: readonly KeyBinding[],
  options: { timeoutMs?: number } = {},
) {
  const timeoutMs = options.timeoutMs ?? SEQUENCE_TIMEOUT_MS
  let pending: string[] = []
  let timer: ReturnType<typeof setTimeout> | undefined

  const reset = () => {
    pending = []
    clearTimeout(timer)
    timer = undefined
  }

  function attempt(buffer: string[]): SequenceResult {
    const longer = bindings.some(
      (binding) => binding.keys.length > buffer.length && startsWith(binding.keys, buffer),
    )
    if (longer) return { kind: 'pending' }
    const exact = bindings.find(
      (binding) => binding.keys.length === buffer.length && startsWith(binding.keys, buffer),
    )
    return exact ? { kind: 'match', id: exact.id } : { kind: 'none' }
  }

  function press(key: string): SequenceResult {
    let buffer = [...pending, key]
    let result = attempt(buffer)
    if (result.kind === 'none' && pending.length > 0) {
      // 'g x' is nothing; the 'x' may still start (or be) a shortcut of its own.
      buffer = [key]
      result = attempt(buffer)
    }
    reset()
    if (result.kind === 'pending') {
      pending = buffer
      timer = setTimeout(reset, timeoutMs)
    }
    return result
  }

  return {
    press,
    reset,
    /** True while a sequence is under way ('g' was pressed). */
    isPending: () => pending.length > 0,
  }
}

export type KeySequenceMatcher = ReturnType<typeof createKeySequenceMatcher>
