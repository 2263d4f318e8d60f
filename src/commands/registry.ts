// The engine's view of a command list: what is offered now, and what a screen's action bar holds.
// The list itself is built from the areas (src/app/shell/commandRegistry.ts).
import { canUse, type PermissionsView, permissionsState } from '../stores/permissions'
import type { Command, CommandScope } from './types'

/** True when the staff member may run the command and it makes sense on this screen. */
export function isOffered(
  command: Command,
  scope: CommandScope,
  permissions: PermissionsView = permissionsState,
): boolean {
  return canUse(command.permission, permissions) && (command.when?.(scope) ?? true)
}

/** The commands offered right now, in list order. */
export function offeredCommands(
  commands: readonly Command[],
  scope: CommandScope,
  permissions: PermissionsView = permissionsState,
): Command[] {
  return commands.filter((command) => isOffered(command, scope, permissions))
}

/** Commands that the screen of `routeId` shows in its action bar. */
export function screenCommandsOf(commands: readonly Command[], routeId: string | null): Command[] {
  if (!routeId) return []
  return commands.filter((command) => command.screens?.includes(routeId))
}
