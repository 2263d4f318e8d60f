// Commands a screen adds while it is on screen (export this list, approve the selected reviews...).
// They join the palette's 'Actions on the current screen' and the shell's action bar.
import { useEffect } from 'react'
import { proxy, ref } from 'valtio'
import type { Command } from './types'

export const screenCommandsState = proxy({ commands: ref([] as Command[]) })

let owners: { owner: object; commands: readonly Command[] }[] = []

function publish(): void {
  screenCommandsState.commands = ref(owners.flatMap((entry) => entry.commands))
}

/** Adds the commands until the returned function is called. */
export function registerScreenCommands(commands: readonly Command[]): () => void {
  const owner = {}
  owners = [...owners, { owner, commands: commands.map((command) => ({ ...command, section: 'actions' })) }]
  publish()
  return () => {
    owners = owners.filter((entry) => entry.owner !== owner)
    publish()
  }
}

/** Keeps the commands registered while the calling screen is mounted. Pass a stable (memoised) list. */
export function useScreenCommands(commands: readonly Command[]): void {
  useEffect(() => registerScreenCommands(commands), [commands])
}
