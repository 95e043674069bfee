/** '2026-11-22 09:08 UTC': the one date format of the admin area; admin dates are UTC everywhere (the chart, the filter and the CSV agree). */
export function formatUtc(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`
}
