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
