const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })

/** Admin dates carry the time and say UTC: the editor's publish date is typed in UTC too. */
export function formatDateTime(date: Date): string {
  return `${DATE_TIME.format(date)} UTC`
}
