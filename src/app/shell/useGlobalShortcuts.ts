import { useEffect, useRef } from 'react'
import {
  createKeySequenceMatcher,
  type KeySequenceMatcher,
  keyName,
  MOD_K,
  SHIFT_ESCAPE,
} from '../../commands/keySequences'
import { isOffered } from '../../commands/registry'
import type { Command, CommandContext } from '../../commands/types'
import { runCommand } from './commandContext'
import { commandsState, findCommand, loadAllCommands } from './commandRegistry'
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

const matcherOf = (commands: readonly Command[]): KeySequenceMatcher =>
  createKeySequenceMatcher(
    commands.flatMap((command) =>
      command.hotKeys && !(command.hotKeys.length === 1 && command.hotKeys[0] === MOD_K)
        ? [{ keys: command.hotKeys, id: command.id }]
        : [],
    ),
  )

/**
 * The shell's keys: Ctrl/Cmd+K toggles the palette anywhere; the other shortcuts of the registry ('?',
 * '/', 'g' then 'o'...) work when no field, menu or dialog has the keyboard. The commands load after
 * the first screen shows: presses made before they are in wait for them, then count in their order.
 */
export function useGlobalShortcuts(context: CommandContext): void {
  const contextRef = useRef(context)
  useEffect(() => {
    contextRef.current = context
  }, [context])
  useEffect(() => {
    let matcher: KeySequenceMatcher | null = null
    let waiting: string[] = []
    const ready = (): KeySequenceMatcher | null => {
      if (!matcher && commandsState.complete) matcher = matcherOf(commandsState.commands)
      return matcher
    }
    const press = (current: KeySequenceMatcher, name: string, event?: KeyboardEvent) => {
      const result = current.press(name)
      if (result.kind !== 'match') return
      const command = findCommand(result.id)
      if (!command || !isOffered(command, currentScope())) return
      event?.preventDefault()
      void runCommand(command, contextRef.current)
    }
    const replayWaiting = () => {
      const current = ready()
      const presses = waiting
      waiting = []
      if (current) for (const name of presses) press(current, name)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return
      const name = keyName(event)
      if (!name) return
      if (name === MOD_K) {
        event.preventDefault()
        matcher?.reset()
        waiting = []
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
        matcher?.reset()
        waiting = []
        return
      }
      const current = ready()
      if (current) return press(current, name, event)
      waiting.push(name)
      if (waiting.length === 1)
        loadAllCommands().then(replayWaiting, () => {
          waiting = []
        })
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      matcher?.reset()
      waiting = []
    }
  }, [])
}
