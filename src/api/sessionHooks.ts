/**
 * What else starts and ends with a session in this browser: web push, which the notifications area
 * owns. The app hands it in at start-up (src/main.tsx), so src/api knows nothing of the areas; it comes
 * as a loader, so its code stays out of the first chunk until a session needs it. This file imports
 * nothing, so the entry that registers the hooks carries none of the API client.
 */
export interface SessionHooks {
  /** Right after sign-in, in the background: the dashboard need not wait for it. Never throws. */
  sessionStarted(): Promise<unknown>
  /** Before sign-out, while the session token still authorises calls. Never throws. */
  sessionEnding(): Promise<void>
}

let loadHooks: (() => Promise<SessionHooks>) | null = null

export function setSessionHooks(load: (() => Promise<SessionHooks>) | null): void {
  loadHooks = load
}

/** Runs a hook when one is set; a hook that cannot even load (offline, a new deploy) holds nothing up. */
export async function runSessionHook(run: (hooks: SessionHooks) => Promise<unknown>): Promise<void> {
  if (!loadHooks) return
  try {
    await run(await loadHooks())
  } catch (error) {
    console.warn('A session hook could not run:', error)
  }
}
