import type { ApplicationEvent } from '@/lib/db/schema'
import { SECTOR_LABELS, STAGE_LABELS } from '@/lib/forms/definitions/common'
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, isApplicationStatus, type ApplicationStatus } from './statuses'

/** How the pipeline's pages word things: the status choices, time in a status, and each history row. */

export function statusOptions(): { value: ApplicationStatus; label: string }[] {
  return APPLICATION_STATUSES.map((value) => ({ value, label: APPLICATION_STATUS_LABELS[value] }))
}

const DAY_MS = 86_400_000

/** Whole days since `since` (0 on the day itself): the board's 'days in status'. */
export function daysSince(since: Date, now = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS))
}

export function daysLabel(days: number): string {
  return days === 0 ? 'today' : days === 1 ? '1 day' : `${days.toLocaleString('en-US')} days`
}

/** A status id as its label; anything else (an id from an older release) as itself. */
export function statusLabel(value: string | null): string {
  return value && isApplicationStatus(value) ? APPLICATION_STATUS_LABELS[value] : (value ?? '—')
}

/** The account's name, or 'a former account' for one no longer known (a history row outlives its author's account). */
export function nameOf(id: string | null, names: ReadonlyMap<string, string>): string {
  if (id === null) return 'nobody'
  return names.get(id) ?? 'a former account'
}

export type HistoryLine = { what: string; from: string; to: string }

/** One change of the history as 'Status: New → Reviewing' (notes are shown as the thread, not here). */
export function historyLine(event: Pick<ApplicationEvent, 'kind' | 'fromValue' | 'toValue'>, names: ReadonlyMap<string, string>): HistoryLine | null {
  switch (event.kind) {
    case 'status':
      return { what: 'Status', from: statusLabel(event.fromValue), to: statusLabel(event.toValue) }
    case 'assignee':
      return { what: 'Assignee', from: nameOf(event.fromValue, names), to: nameOf(event.toValue, names) }
    case 'tags':
      return { what: 'Tags', from: event.fromValue ?? 'none', to: event.toValue ?? 'none' }
    default:
      return null
  }
}

const label = <K extends string>(labels: Record<K, string>, value: unknown): string =>
  typeof value === 'string' ? ((labels as Record<string, string>)[value] ?? value) : ''

/** An application's columns at a glance: company, founder, stage and sector by name, amount. */
export function applicationColumns(data: Record<string, unknown>): { company: string; founder: string; stage: string; sector: string; amount: string } {
  const str = (v: unknown) => (typeof v === 'string' ? v : '')
  return {
    company: str(data.companyName) || str(data.company),
    founder: str(data.founderName) || str(data.name),
    stage: label(STAGE_LABELS, data.stage),
    sector: label(SECTOR_LABELS, data.sector),
    amount: str(data.amountSought),
  }
}
