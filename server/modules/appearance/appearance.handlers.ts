import { defineHandlers } from '../../http/defineHandlers'
import { homeHandlers } from './homeHandlers'
import { loopHandlers } from './loopHandlers'
import { slideHandlers } from './slideHandlers'

/** The appearance area's operations: banner loops, section slides, templates, and what is live when. */
export const appearanceHandlers = defineHandlers({ ...loopHandlers, ...slideHandlers, ...homeHandlers })
