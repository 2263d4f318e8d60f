import { GB, TH } from 'country-flag-icons/react/3x2'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import type { Language } from '../domain/constants'
import { preferencesState, setLanguage } from '../stores/preferences'
import { ChevronDownIcon } from './icons'
import { useMenuButton } from './useMenuButton'

const OPTIONS: { language: Language; Flag: typeof TH }[] = [
  { language: 'th', Flag: TH },
  { language: 'en', Flag: GB },
]

/** The flag menu (a WAI-ARIA menu button, see useMenuButton). */
export function LanguageMenu() {
  const { t } = useTranslation()
  const { language } = useSnapshot(preferencesState)
  const menu = useMenuButton(OPTIONS.length)

  const current = OPTIONS.find((option) => option.language === language) ?? OPTIONS[1]
  return (
    <div ref={menu.rootRef} className="relative">
      <button
        {...menu.buttonProps}
        className="inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-fg outline-none hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-primary-500"
      >
        <current.Flag aria-hidden="true" className="h-4 w-6 rounded-sm shadow-sm" />
        <span className="sr-only">{t('common:language')}: </span>
        {/* On a phone the flag alone is shown; the name stays in the button's accessible name. */}
        <span className="max-sm:sr-only">{t(`common:language_name.${language}`)}</span>
        <ChevronDownIcon />
      </button>
      {menu.open ? (
        <div
          {...menu.menuProps}
          role="menu"
          aria-label={t('common:language')}
          className="absolute right-0 z-40 mt-2 w-40 rounded-lg border border-line bg-surface py-1 shadow-lg"
        >
          {OPTIONS.map(({ language: option, Flag }, index) => (
            <button
              key={option}
              {...menu.itemProps(index, () => setLanguage(option))}
              role="menuitem"
              lang={option}
              aria-current={option === language ? 'true' : undefined}
              className="flex w-full items-center gap-3 px-3 py-2 text-left text-fg outline-none focus:bg-accent-subtle focus:text-accent-strong focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-inset"
            >
              <Flag aria-hidden="true" className="h-4 w-6 rounded-sm shadow-sm" />
              {t(`common:language_name.${option}`)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}
