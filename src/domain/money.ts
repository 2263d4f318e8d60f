// Amounts on screen (spec section 9): the th-TH number format with the currency's narrow symbol, and the
// spec's own symbol where it differs from the locale's (KHR is shown with $, as the product always has).

/** The symbol of each currency of spec section 9; any other currency keeps the locale's narrow symbol. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  THB: '฿',
  MYR: 'RM',
  VND: '₫',
  SGD: '$',
  LAK: '₭',
  KHR: '$',
  MMK: 'K',
  USD: '$',
}

export const DEFAULT_CURRENCY = 'THB'

const formats = new Map<string, Intl.NumberFormat>()

function currencyFormat(currency: string): Intl.NumberFormat {
  let format = formats.get(currency)
  if (!format) {
    format = new Intl.NumberFormat('th-TH', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    })
    formats.set(currency, format)
  }
  return format
}

const isCurrencyCode = (value: string): boolean => /^[A-Z]{3}$/.test(value)

/** '฿1,234.50', '-RM 12.00', '$1,000.00' (KHR): an amount in its currency, thousands with commas. */
export function formatMoney(amount: number, currency: string = DEFAULT_CURRENCY): string {
  const code = isCurrencyCode(currency) ? currency : DEFAULT_CURRENCY
  const symbol = CURRENCY_SYMBOLS[code]
  return currencyFormat(code)
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' && symbol ? symbol : part.value))
    .join('')
}

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

/** A quantity or a PV with thousands commas and at most two decimals: '12,345.5'. */
export const formatNumber = (value: number): string => numberFormat.format(value)
