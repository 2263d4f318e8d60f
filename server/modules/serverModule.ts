import type { HandlerTable } from '../http/defineHandlers'
import type { SearchSource } from './search/searchSource'

/** One area of the server, as server/modules/modules.ts lists it. */
export interface ServerModule {
  /** The area's slug: its folder, its contract file (openapi/areas/<area>.yaml) and its operations' tag. */
  area: string
  /** Its operations' handlers, by operationId: only operations of its own contract file. */
  handlers: HandlerTable
  /** How record search finds the area's records, when the palette can find them. */
  search?: SearchSource
}
