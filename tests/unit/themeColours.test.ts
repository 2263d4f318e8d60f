import { readdirSync, readFileSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')

/**
 * Tailwind colours that read well in the light theme only, and the semantic colour (src/styles.css)
 * that holds the same role in both themes. A new screen written with the left-hand classes would be
 * white-on-dark or grey-on-grey in the dark theme.
 */
const LIGHT_ONLY: Record<string, string> = {
  'bg-white': 'bg-surface',
  'bg-gray-50': 'bg-canvas (page background) or bg-surface-subtle',
  'bg-gray-100': 'bg-surface-muted',
  'bg-gray-200': 'bg-surface-strong',
  'bg-gray-300': 'bg-line-strong',
  'bg-gray-900/40': 'bg-backdrop',
  'text-gray-900': 'text-fg',
  'text-gray-800': 'text-fg',
  'text-gray-700': 'text-fg-secondary',
  'text-gray-600': 'text-fg-muted',
  'text-gray-500': 'text-fg-muted',
  'text-gray-400': 'text-fg-faint',
  'text-gray-300': 'text-fg-faint',
  'border-gray-100': 'border-line-subtle',
  'divide-gray-100': 'divide-line-subtle',
  'border-gray-200': 'border-line',
  'divide-gray-200': 'divide-line',
  'border-gray-300': 'border-line-strong',
  'border-gray-400': 'border-fg-faint',
  'text-primary-700': 'text-accent',
  'text-primary-800': 'text-accent-strong',
  'text-primary-900': 'text-accent-strong',
  'bg-primary-50': 'bg-accent-subtle',
  'bg-primary-100': 'bg-accent-muted',
  'border-primary-200': 'border-accent-muted',
  'text-red-700': 'text-danger',
  'text-red-800': 'text-danger',
  'bg-red-50': 'bg-danger-subtle',
  'bg-red-100': 'bg-danger-subtle',
  'border-red-200': 'border-danger-line',
  'border-red-300': 'border-danger-line',
  'border-red-600': 'border-danger-strong',
  'text-green-800': 'text-success',
  'bg-green-100': 'bg-success-subtle',
  'bg-amber-50': 'bg-warning-subtle',
  'border-amber-300': 'border-warning-line',
  'text-amber-950': 'text-warning',
}

/**
 * White on purpose in both themes: a QR code scans only dark on light, a switch's knob sits on a
 * coloured track, a toast's close button lightens on its coloured toast.
 */
const WHITE_ON_PURPOSE = new Set(['TwoFactorSection.tsx', 'ToggleSwitch.tsx', 'Toaster.tsx'])

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

/** Each use of a light-only colour in src/, as 'file:line class → replacement'. */
function lightOnlyUses(): string[] {
  const patterns = Object.keys(LIGHT_ONLY).map((name) => ({
    name,
    // A utility with any variant before it (hover:, data-[x]:, [&_input]:) and any opacity after it (/95).
    pattern: new RegExp(`(?<![\\w-])${name.replace('/', '\\/')}(?![\\w-]|\\/(?!\\d))`),
  }))
  return sourceFiles(join(root, 'src')).flatMap((file) => {
    const checked = patterns.filter(
      ({ name }) => !(name === 'bg-white' && WHITE_ON_PURPOSE.has(basename(file))),
    )
    return readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        checked
          .filter(({ pattern }) => pattern.test(line))
          .map(({ name }) => `${relative(root, file)}:${index + 1} ${name} → ${LIGHT_ONLY[name]}`),
      )
  })
}

describe('the colours of the screens', () => {
  it('are the semantic ones, which read well in the light and the dark theme', () => {
    expect(lightOnlyUses()).toEqual([])
  })
})
