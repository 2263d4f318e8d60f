import { proxy } from 'valtio'

/** Whether the app is waiting for the server to be reachable again before it can load a screen. */
export const connectionState = proxy({ offline: false })

export function setOffline(offline: boolean): void {
  connectionState.offline = offline
}
