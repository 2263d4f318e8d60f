// The command registry: every area's commands, then the shell's. They are modules of their own, so the
// first screen starts without them: a screen's area brings its commands with it (its action bar shows
// them), and the rest come when the page is idle, or at once when the palette, the shortcut sheet or a
// shortcut asks (loadAllCommands). The list keeps the order of `AREAS` whatever arrives first.
import { proxy, ref } from 'valtio'
import type { CommandsLoader } from '../../commands/area'
import type { Command } from '../../commands/types'
import { AREAS } from '../areas'

const SHELL = 'shell'

const loaders: ReadonlyMap<string, CommandsLoader> = new Map([
  ...AREAS.flatMap(({ slug, commands }): [string, CommandsLoader][] => (commands ? [[slug, commands]] : [])),
  [SHELL, () => import('./allShellCommands').then((module) => module.allShellCommands)],
])

/** The commands loaded so far, in registry order; `complete` once every part is in. */
export const commandsState = proxy({ commands: ref([] as Command[]), complete: false })

const loaded = new Map<string, readonly Command[]>()
const loading = new Map<string, Promise<void>>()
let commandsById = new Map<string, Command>()

function publish(): void {
  const commands = [...loaders.keys()].flatMap((part) => loaded.get(part) ?? [])
  commandsById = new Map(commands.map((command) => [command.id, command]))
  commandsState.commands = ref(commands)
  commandsState.complete = loaded.size === loaders.size
}

function loadPart(part: string): Promise<void> {
  const load = loaders.get(part)
  if (!load) return Promise.resolve()
  let promise = loading.get(part)
  if (!promise) {
    promise = load().then(
      (commands) => {
        loaded.set(part, commands)
        publish()
      },
      (error: unknown) => {
        // A failed fetch (offline, a new deployment) is tried again on the next ask.
        loading.delete(part)
        throw error
      },
    )
    loading.set(part, promise)
  }
  return promise
}

/** The area's commands, loaded with its screen so that its action bar shows them at once. */
export const loadAreaCommands = (slug: string): Promise<void> => loadPart(slug)

/** Every command, in registry order. */
export async function loadAllCommands(): Promise<readonly Command[]> {
  await Promise.all([...loaders.keys()].map(loadPart))
  return commandsState.commands
}

/** The loaded command of that id. */
export const findCommand = (id: string): Command | undefined => commandsById.get(id)

export function commandById(id: string): Command {
  const command = commandsById.get(id)
  if (!command) throw new Error(`No command '${id}' (loaded: ${commandsState.complete ? 'all' : 'some'})`)
  return command
}
