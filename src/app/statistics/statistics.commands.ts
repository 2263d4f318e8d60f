// The platform statistics' palette commands: change the range it shows (its export is a screen command).
import { rangeCommands } from '../../commands/rangeCommands'
import type { RangePreset } from '../../domain/dashboard'
import { needs } from '../../domain/routes'
import { statisticsPaths } from './statistics.paths'

/** Without a range in the address the platform statistics show the last 30 days, as the server does. */
export const PLATFORM_DEFAULT_PRESET: RangePreset = '30d'

export const statisticsCommands = rangeCommands(statisticsPaths.route('statistics.home'), {
  idPrefix: 'platform-statistics',
  titleKeyPrefix: 'statistics:nav.commands.range',
  keywords: ['statistics', 'platform', 'สถิติ', 'แพลตฟอร์ม'],
  permission: needs('platformStatistics', 'access'),
  hotKeyPrefix: 's',
  fallback: PLATFORM_DEFAULT_PRESET,
})
