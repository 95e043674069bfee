import 'server-only'
import { env } from '@/lib/env'

/** How long a founder's status e-mail waits before it goes (STATUS_MAIL_DELAY_SECONDS), in milliseconds. */
export function statusMailDelayMs(): number {
  return env().STATUS_MAIL_DELAY_SECONDS * 1000
}

/** The wait in words: whole minutes when it is some, else seconds ("5 minutes", "90 seconds"). */
export function waitLabel(ms: number): string {
  const seconds = Math.round(ms / 1000)
  const [n, unit] = seconds % 60 === 0 ? [seconds / 60, 'minute'] : [seconds, 'second']
  return `${n.toLocaleString('en-US')} ${unit}${n === 1 ? '' : 's'}`
}
