// The range the home shows when its address names none, read by its screen and by its range commands.
import type { RangePreset } from '../../domain/dashboard'

/** Without a range in the address the home shows the last 7 days, as the server does. */
export const DEFAULT_PRESET: RangePreset = '7d'
