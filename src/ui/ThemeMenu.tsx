import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { THEME_CHOICES, type ThemeChoice } from '../domain/theme'
import { setTheme, themeState } from '../stores/theme'
import { CheckIcon, MonitorIcon, MoonIcon, SunIcon } from './icons'
import { useMenuButton } from './useMenuButton'

const ICONS: Record<ThemeChoice, typeof SunIcon> = { light: SunIcon, dark: MoonIcon, system: MonitorIcon }

/**
 * Light, dark, or the device's setting, beside the language menu (a WAI-ARIA menu button, see
 * useMenuButton). The button shows the choice's icon; its name says the choice ('Theme: System').
 */
export function ThemeMenu() {
  const { t } = useTranslation()
  const { choice } = useSnapshot(themeState)
  const menu = useMenuButton(THEME_CHOICES.length)
  const Current = ICONS[choice]
  return (
    <div ref={menu.rootRef} className="relative">
      <button
        {...menu.buttonProps}
        className="inline-flex items-center justify-center rounded-lg p-2 text-fg-secondary outline-none hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-primary-500 aria-expanded:bg-surface-muted"
      >
        <Current />
        <span className="sr-only">
          {t('common:theme')}: {t(`common:theme_name.${choice}`)}
        </span>
      </button>
      {menu.open ? (
        <div
          {...menu.menuProps}
          role="menu"
          aria-label={t('common:theme')}
          className="absolute right-0 z-40 mt-2 w-44 rounded-lg border border-line bg-surface py-1 shadow-lg"
        >
          {THEME_CHOICES.map((option, index) => {
            const Icon = ICONS[option]
            return (
              <button
                key={option}
                {...menu.itemProps(index, () => setTheme(option))}
                role="menuitem"
                aria-current={option === choice ? 'true' : undefined}
                className="flex w-full items-center gap-3 px-3 py-2 text-left text-fg outline-none focus:bg-accent-subtle focus:text-accent-strong focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-inset"
              >
                <Icon />
                <span className="flex-1">{t(`common:theme_name.${option}`)}</span>
                {option === choice ? <CheckIcon /> : null}
              </button>
            )
          })}
        </div>
      ) : null}
    </div>
  )
}
