import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { MOD_K, MOD_Z, SHIFT_ESCAPE } from '../../commands/keySequences'

export const isApplePlatform = (): boolean =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/i.test(navigator.platform || navigator.userAgent)

/** The keys of one press, as printed on the keyboard: 'Ctrl K' or '⌘ K', 'G', '?'. */
export function keyCaps(key: string): string[] {
  if (key === MOD_K || key === MOD_Z) return [isApplePlatform() ? '⌘' : 'Ctrl', key.slice(-1).toUpperCase()]
  if (key === SHIFT_ESCAPE) return ['Shift', 'Esc']
  return [key.length === 1 ? key.toUpperCase() : key]
}

const kbdStyle =
  'inline-flex min-w-6 items-center justify-center rounded border border-line-strong bg-surface-subtle px-1.5 font-sans text-fg-secondary text-xs shadow-[inset_0_-1px_0_var(--color-line-strong)]'

/** A shortcut drawn as key caps; a sequence reads 'G then O'. */
export function HotKeys({ keys, className = '' }: { keys: readonly string[]; className?: string }) {
  const { t } = useTranslation()
  return (
    <span className={`inline-flex items-center gap-1 ${className}`}>
      {keys.map((key, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a key's place in its sequence is what it is
        <Fragment key={`${key}-${index}`}>
          {index > 0 ? <span className="text-fg-muted text-xs">{t('shell:shortcuts.then')}</span> : null}
          {keyCaps(key).map((cap) => (
            <kbd key={cap} className={kbdStyle}>
              {cap}
            </kbd>
          ))}
        </Fragment>
      ))}
    </span>
  )
}
