import { type FormEvent, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { normalizePriceRange } from '../../../domain/products'
import { buttonStyles } from '../../../ui/Button'

const readBound = (text: string): number | null => (text.trim() === '' ? null : Number(text))
const textOf = (value: number | null) => (value === null ? '' : String(value))

/**
 * Spec section 5's price range: whole numbers from 0 (step 1); on Apply a reversed range is swapped and
 * an end above the country's maximum becomes the maximum, saying 'price-cannot-higher-than'.
 */
export function PriceRangeFilter({
  start,
  end,
  maximum,
  onChange,
}: {
  start: number | null
  end: number | null
  maximum: number
  onChange(start: number | null, end: number | null): void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [from, setFrom] = useState(textOf(start))
  const [to, setTo] = useState(textOf(end))
  const [clampedTo, setClampedTo] = useState<number | null>(null)
  // The address may change the range (Back, a shared link): the fields follow it.
  useEffect(() => setFrom(textOf(start)), [start])
  useEffect(() => setTo(textOf(end)), [end])

  const apply = (event: FormEvent) => {
    event.preventDefault()
    const range = normalizePriceRange({ start: readBound(from), end: readBound(to) }, maximum)
    setFrom(textOf(range.start))
    setTo(textOf(range.end))
    setClampedTo(range.clamped ? maximum : null)
    onChange(range.start, range.end)
  }
  const clear = () => {
    setFrom('')
    setTo('')
    setClampedTo(null)
    onChange(null, null)
  }
  // Typing a minus sign or a decimal point does nothing: the fields hold whole amounts from 0.
  const blockSigns = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (['-', '+', 'e', 'E', '.', ','].includes(event.key)) event.preventDefault()
  }
  const input =
    'w-28 rounded-lg border border-line-strong bg-surface px-3 py-2 text-fg text-sm tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-primary-500'

  return (
    <form
      onSubmit={apply}
      aria-label={t('inventory:price_range.label')}
      className="flex flex-wrap items-end gap-2"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-from`} className="font-medium text-fg-secondary text-xs">
          {t('inventory:price_range.start')}
        </label>
        <input
          id={`${id}-from`}
          type="number"
          inputMode="numeric"
          min={0}
          max={maximum}
          step={1}
          value={from}
          onKeyDown={blockSigns}
          onChange={(event) => setFrom(event.target.value)}
          className={input}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-to`} className="font-medium text-fg-secondary text-xs">
          {t('inventory:price_range.end')}
        </label>
        <input
          id={`${id}-to`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={to}
          onKeyDown={blockSigns}
          onChange={(event) => setTo(event.target.value)}
          aria-describedby={clampedTo !== null ? `${id}-clamped` : undefined}
          className={input}
        />
      </div>
      <button type="submit" className={buttonStyles.secondary}>
        {t('inventory:price_range.apply')}
      </button>
      {start !== null || end !== null ? (
        <button type="button" onClick={clear} className={buttonStyles.link}>
          {t('inventory:price_range.clear')}
        </button>
      ) : null}
      {clampedTo !== null ? (
        <p id={`${id}-clamped`} role="alert" className="basis-full text-sm text-warning">
          {t('inventory:price_range.price-cannot-higher-than', {
            maximum: clampedTo.toLocaleString('en-US'),
          })}
        </p>
      ) : null}
    </form>
  )
}
