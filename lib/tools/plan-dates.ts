/** Dates for the planning templates, as calendar days in UTC so a plan reads the same in every time zone. */
import { ToolInputError } from './errors'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

export function parseIsoDate(value: unknown, field: string): Date {
  const date = typeof value === 'string' && ISO_DATE.test(value) ? new Date(`${value}T00:00:00Z`) : null
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw new ToolInputError(field, `${field} must be a date (YYYY-MM-DD).`)
  }
  return date
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000)
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** 'Mon 7 Dec 2026' */
export function displayDate(date: Date): string {
  return date.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
}

/** The Monday on or after `from` (a plan starts on a week's first working day). */
export function nextMonday(from: Date): string {
  const day = from.getUTCDay() // 0 Sunday … 6 Saturday
  const ahead = (8 - day) % 7 || 7
  const start = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()))
  return isoDate(addDays(start, day === 1 ? 0 : ahead))
}
