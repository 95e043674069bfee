/** Human formatting for tool results: '$207B', '$1.08M', '$350K', '20%'. */

function trimmed(n: number, digits: number): string {
  return Number(n.toFixed(digits)).toString()
}

export function formatMoney(amount: number): string {
  const sign = amount < 0 ? '-' : ''
  const a = Math.abs(amount)
  if (a >= 1e12) return `${sign}$${trimmed(a / 1e12, 2)}T`
  if (a >= 1e9) return `${sign}$${trimmed(a / 1e9, 2)}B`
  if (a >= 1e6) return `${sign}$${trimmed(a / 1e6, 2)}M`
  if (a >= 1e3) return `${sign}$${trimmed(a / 1e3, 1)}K`
  return `${sign}$${trimmed(a, 2)}`
}

/** A fraction as a percentage: 0.2 → '20%', 0.215 → '21.5%'. */
export function formatPercent(fraction: number): string {
  return `${trimmed(fraction * 100, 1)}%`
}

// Built on first use, not when the module loads: constructing an Intl formatter loads locale data, and
// this module is in every calculator's first-load code and the launch plan writer, most of which never format a cent.
let usd: Intl.NumberFormat | undefined
let usdCents: Intl.NumberFormat | undefined
const USD = () => (usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }))
const USD_CENTS = () => (usdCents ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 }))

/** Whole dollars with separators ('$1,250'); cents only for amounts under $100, where they matter. */
export function formatMoneyExact(amount: number): string {
  return Math.abs(amount) < 100 ? USD_CENTS().format(amount) : USD().format(amount)
}

/** Whole dollars always ('$0', '$1,250'): the cells of a statement, where cents in one cell would stand out. */
export function formatDollars(amount: number): string {
  return USD().format(Math.round(amount) || 0)
}

/** Months with one decimal at most: 8 → '8 months', 7.5 → '7.5 months', 1 → '1 month'. */
export function formatMonths(months: number): string {
  const n = Number(months.toFixed(1))
  return `${n} ${n === 1 ? 'month' : 'months'}`
}
