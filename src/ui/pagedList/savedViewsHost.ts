// The saved-views bar of the list on screen, for the keyboard: the shell's Save view and Switch view
// commands (V S, V V) act on it, and are offered only while one is there.

export interface ViewsBarHandle {
  /** Opens Save view for the list as it stands. */
  save(): void
  /** Moves the focus to the selected view's tab, where the arrow keys switch views. */
  focusTabs(): void
}

let bars: ViewsBarHandle[] = []

/** Registers a bar while it is mounted; the last one mounted is the one the commands reach. */
export function registerViewsBar(bar: ViewsBarHandle): () => void {
  bars = [...bars, bar]
  return () => {
    bars = bars.filter((each) => each !== bar)
  }
}

export const activeViewsBar = (): ViewsBarHandle | null => bars.at(-1) ?? null
