import { GB, TH } from 'country-flag-icons/react/3x2'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import type { Language } from '../../domain/constants'
import { preferencesState, setLanguage } from '../../stores/preferences'
import { ChevronDownIcon } from './icons'

const OPTIONS: { language: Language; Flag: typeof TH }[] = [
  { language: 'th', Flag: TH },
  { language: 'en', Flag: GB },
]

/**
 * The flag menu (WAI-ARIA menu button). Written by hand rather than with Headless UI's Menu, whose
 * positioning dependencies alone would double the sign-in page's JavaScript beyond its budget.
 */
export function LanguageMenu() {
  const { t } = useTranslation()
  const { language } = useSnapshot(preferencesState)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const menuId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const items = useRef<(HTMLButtonElement | null)[]>([])

  useEffect(() => {
    if (!open) return
    items.current[active]?.focus()
  }, [open, active])

  useEffect(() => {
    if (!open) return
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [open])

  const openAt = (index: number) => {
    setActive((index + OPTIONS.length) % OPTIONS.length)
    setOpen(true)
  }
  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) button.current?.focus()
  }
  const choose = (option: Language) => {
    setLanguage(option)
    close(true)
  }

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') openAt(0)
    else if (event.key === 'ArrowUp') openAt(OPTIONS.length - 1)
    else return
    event.preventDefault()
  }
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: -1 }
    if (event.key in moves) openAt(moves[event.key])
    else if (event.key === 'Escape') close(true)
    else if (event.key === 'Tab') return close(false)
    else return
    event.preventDefault()
  }

  const current = OPTIONS.find((option) => option.language === language) ?? OPTIONS[1]
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
        className="inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-fg outline-none hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-primary-500"
      >
        <current.Flag aria-hidden="true" className="h-4 w-6 rounded-sm shadow-sm" />
        <span className="sr-only">{t('common:language')}: </span>
        {/* On a phone the flag alone is shown; the name stays in the button's accessible name. */}
        <span className="max-sm:sr-only">{t(`common:language_name.${language}`)}</span>
        <ChevronDownIcon />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={t('common:language')}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-40 mt-2 w-40 rounded-lg border border-line bg-surface py-1 shadow-lg"
        >
          {OPTIONS.map(({ language: option, Flag }, index) => (
            <button
              key={option}
              ref={(element) => {
                items.current[index] = element
              }}
              type="button"
              role="menuitem"
              lang={option}
              tabIndex={index === active ? 0 : -1}
              aria-current={option === language ? 'true' : undefined}
              onClick={() => choose(option)}
              onPointerEnter={() => setActive(index)}
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
