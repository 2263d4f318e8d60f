import { useEffect, useRef } from 'react'
import {
  createKeySequenceMatcher,
  type KeyBinding,
  keyName,
  MOD_K,
  SHIFT_ESCAPE,
} from '../../commands/keySequences'
import { isOffered } from '../../commands/registry'
import type { CommandContext } from '../../commands/types'
import { COMMANDS, findCommand } from './areaRegistry'
import { runCommand } from './commandContext'
import { currentScope } from './scope'
import { anyShellDialogOpen, togglePalette } from './shellState'

const TEXT_INPUT_TYPES = /^(?:text|search|email|password|tel|url|number|date|datetime-local|month|time|week)$/

/** True while the staff member is typing: shortcuts must not steal the letters. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  return target instanceof HTMLInputElement && TEXT_INPUT_TYPES.test(target.type || 'text')
}

// Menus, listboxes and dialogs use letters and keys of their own (type-ahead, Esc).
const OVERLAY = '[role="menu"],[role="listbox"],[role="dialog"],[aria-modal="true"]'

const BINDINGS: KeyBinding[] = COMMANDS.flatMap((command) =>
  command.hotKeys && !(command.hotKeys.length === 1 && command.hotKeys[0] === MOD_K)
    ? [{ keys: command.hotKeys, id: command.id }]
    : [],
)

/**
 * The shell's keys: Ctrl/Cmd+K toggles the palette anywhere; the other shortcuts of the registry ('?',
 * '/', 'g' then 'o'...) work when no field, menu or dialog has the keyboard.
 */
export function useGlobalShortcuts(context: CommandContext): void {
  const contextRef = useRef(context)
  useEffect(() => {
    contextRef.current = context
  }, [context])
  useEffect(() => {
    const matcher = createKeySequenceMatcher(BINDINGS)
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return
      const name = keyName(event)
      if (!name) return
      if (name === MOD_K) {
        event.preventDefault()
        matcher.reset()
        if (!event.repeat) togglePalette()
        return
      }
      const target = event.target instanceof Element ? event.target : null
      if (
        // Shift+Escape leaves a preview from anywhere, a field included: it types nothing.
        (isTypingTarget(event.target) && name !== SHIFT_ESCAPE) ||
        anyShellDialogOpen() ||
        target?.closest(OVERLAY) ||
        document.querySelector('[aria-modal="true"]')
      ) {
        matcher.reset()
        return
      }
      const result = matcher.press(name)
      if (result.kind === 'pending') return
      if (result.kind !== 'match') return
      const command = findCommand(result.id)
      if (!command || !isOffered(command, currentScope())) return
      event.preventDefault()
      void runCommand(command, contextRef.current)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      matcher.reset()
    }
  }, [])
}
