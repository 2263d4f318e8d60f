// The palette's range commands of a figures screen (the home dashboard, the platform statistics): one
// per preset, offered on that screen only, keeping the country it shows.

import { bangkokToday, presetRange, RANGE_PRESETS, type RangePreset } from '../domain/dashboard'
import { dashboardQuery, readDashboardView } from '../domain/dashboardView'
import type { Requirement } from '../domain/permissions'
import type { RouteDef } from '../domain/routes'
import type { Command } from './types'

const WORDS = ['range', 'period', 'figures', 'ช่วงวันที่', 'ตัวเลข']
const PRESET_KEYS: Record<RangePreset, string> = {
  today: '1',
  '7d': '7',
  '30d': '3',
  thisMonth: 'm',
  lastMonth: 'l',
}

export interface RangeCommandsOptions {
  /** Prefixes the commands' ids: `<idPrefix>-range-<preset>`. */
  idPrefix: string
  /** The titles: `<titleKeyPrefix>.<preset>`. */
  titleKeyPrefix: string
  keywords: readonly string[]
  permission: Requirement
  /** The first key of the shortcuts (each screen its own: no shortcut is bound twice), then the preset's key. */
  hotKeyPrefix: string
  /** The range the screen shows when its address has none. */
  fallback: RangePreset
}

/** The range and country on screen, read from the address when the command runs. */
export const shownDashboardView = (fallback: RangePreset) =>
  readDashboardView(new URLSearchParams(window.location.search), fallback)

export function rangeCommands(route: RouteDef, options: RangeCommandsOptions): Command[] {
  return RANGE_PRESETS.map((preset) => ({
    id: `${options.idPrefix}-range-${preset}`,
    titleKey: `${options.titleKeyPrefix}.${preset}`,
    keywords: [...options.keywords, ...WORDS, preset],
    section: 'actions',
    hotKeys: [options.hotKeyPrefix, PRESET_KEYS[preset]],
    permission: options.permission,
    screens: [route.id],
    when: (scope) => scope.routeId === route.id,
    // The screen shows its own range buttons.
    hiddenInActionBar: true,
    run: (context) =>
      context.navigate(
        `${route.path}?${dashboardQuery(presetRange(preset, bangkokToday()), shownDashboardView(options.fallback).country)}`,
      ),
  }))
}
