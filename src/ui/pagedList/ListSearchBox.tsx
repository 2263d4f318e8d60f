import { type FormEvent, type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SEARCH_MAX_LENGTH } from '../../domain/constants'
import { searchTerm } from '../../domain/validators'
import { CloseIcon } from '../icons'
import { listSearchProps } from './listSearch'

const TYPING_PAUSE_MS = 400

export interface ListSearchBoxProps {
  /** The search the list shows now. */
  value: string | null
  onSearch(term: string | null): void
  label?: string
  placeholder?: string
  /** For an action that must use exactly the term the box shows, before typing has paused (an export). */
  ref?: Ref<ListSearchHandle>
}

export interface ListSearchHandle {
  /** Applies the term the box shows now and answers it (null when blank). */
  commit(): string | null
}

/**
 * The list's search (spec section 5: at most 255 characters; blank or whitespace-only is not sent).
 * It searches when typing pauses or on Enter; `/` focuses it from anywhere on the screen.
 */
export function ListSearchBox({ value, onSearch, label, placeholder, ref }: ListSearchBoxProps) {
  const { t } = useTranslation()
  const id = useId()
  const [text, setText] = useState(value ?? '')
  const applied = useRef(value)
  const onSearchRef = useRef(onSearch)
  onSearchRef.current = onSearch

  // The address changed by itself (Back, a palette result): show what the list now shows.
  useEffect(() => {
    if (value !== applied.current) {
      applied.current = value
      setText(value ?? '')
    }
  }, [value])

  const apply = (raw: string) => {
    const term = searchTerm(raw)
    if (term === applied.current) return
    applied.current = term
    onSearchRef.current(term)
  }
  useImperativeHandle(ref, () => ({
    commit: () => {
      apply(text)
      return applied.current
    },
  }))

  // biome-ignore lint/correctness/useExhaustiveDependencies: apply reads refs only
  useEffect(() => {
    const timer = window.setTimeout(() => apply(text), TYPING_PAUSE_MS)
    return () => window.clearTimeout(timer)
  }, [text])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    apply(text)
  }

  return (
    <search className="relative w-full sm:max-w-xs">
      <form onSubmit={onSubmit}>
        <label htmlFor={id} className="sr-only">
          {label ?? t('ui:list.search')}
        </label>
        <input
          id={id}
          type="search"
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={placeholder ?? t('ui:list.search')}
          aria-keyshortcuts="/"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && text) {
              event.preventDefault()
              event.stopPropagation()
              setText('')
              apply('')
            }
          }}
          className="block w-full rounded-lg border border-line-strong bg-surface py-2 pr-10 pl-3 text-fg outline-none transition [&::-webkit-search-cancel-button]:hidden focus:border-primary-500 focus-visible:ring-2 focus-visible:ring-primary-500"
          {...listSearchProps}
        />
        {text ? (
          <button
            type="button"
            aria-label={t('ui:list.search_clear')}
            onClick={() => {
              setText('')
              apply('')
            }}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-fg-muted outline-none hover:text-fg focus-visible:ring-2 focus-visible:ring-primary-500"
          >
            <CloseIcon />
          </button>
        ) : null}
      </form>
    </search>
  )
}
