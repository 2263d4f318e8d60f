// The one list of commands. The sidebar, the palette, the shortcut sheet, the key handler and the
// screens' action bars all read it.
import { canUse, type PermissionsView, permissionsState } from '../stores/permissions'
import { appearanceCommands } from './appearance.commands'
import { contentCommands } from './content.commands'
import { couponsCommands } from './coupons.commands'
import { homeCommands } from './home.commands'
import { inventoryCommands } from './inventory.commands'
import { ordersCommands } from './orders.commands'
import { pushNotificationsCommands } from './pushNotifications.commands'
import { reviewsCommands } from './reviews.commands'
import { settingsCommands } from './settings.commands'
import { shellCommands } from './shell.commands'
import { staffCommands } from './staff.commands'
import { statisticsCommands } from './statistics.commands'
import type { Command, CommandScope } from './types'
import { usersCommands } from './users.commands'

export const COMMANDS: readonly Command[] = [
  ...homeCommands,
  ...ordersCommands,
  ...inventoryCommands,
  ...reviewsCommands,
  ...usersCommands,
  ...staffCommands,
  ...contentCommands,
  ...appearanceCommands,
  ...pushNotificationsCommands,
  ...statisticsCommands,
  ...couponsCommands,
  ...settingsCommands,
  ...shellCommands,
]

const byId = new Map(COMMANDS.map((command) => [command.id, command]))

export const findCommand = (id: string): Command | undefined => byId.get(id)

export function commandById(id: string): Command {
  const command = byId.get(id)
  if (!command) throw new Error(`No command '${id}'`)
  return command
}

/** True when the staff member may run the command and it makes sense on this screen. */
export function isOffered(
  command: Command,
  scope: CommandScope,
  permissions: PermissionsView = permissionsState,
): boolean {
  return canUse(command.permission, permissions) && (command.when?.(scope) ?? true)
}

/** The commands of the registry offered right now, in registry order. */
export function offeredCommands(
  scope: CommandScope,
  permissions: PermissionsView = permissionsState,
  commands: readonly Command[] = COMMANDS,
): Command[] {
  return commands.filter((command) => isOffered(command, scope, permissions))
}

/** Registry commands that the screen of `routeId` shows in its action bar. */
export function screenCommandsOf(routeId: string | null, commands: readonly Command[] = COMMANDS): Command[] {
  if (!routeId) return []
  return commands.filter((command) => command.screens?.includes(routeId))
}
