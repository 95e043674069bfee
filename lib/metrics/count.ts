import { env } from '@/lib/env'
import { MAIL_JOB } from '@/lib/mail/message'
import { metrics, type Metrics } from './registry'

/**
 * The counting calls the product makes where things happen. Each is a no-op unless METRICS_TOKEN is set, so a site
 * that nobody scrapes keeps no registry, no event-loop monitor and no per-request work.
 */
function when(count: (m: Metrics) => void): void {
  if (env().METRICS_TOKEN) count(metrics())
}

export function countSubmission(form: string, outcome: 'stored' | 'queued' | 'set_aside'): void {
  when((m) => m.submissions.inc({ form, outcome }))
}

export function countLoginFailure(reason: 'wrong_password' | 'bad_input' | 'blocked'): void {
  when((m) => m.loginFailures.inc({ reason }))
}

export function countJob(kind: string, outcome: 'done' | 'retried' | 'failed'): void {
  when((m) => {
    m.jobsFinished.inc({ kind, outcome })
    // An e-mail is a job of its own kind; an operator looks for mail by name.
    if (kind === MAIL_JOB) m.mail.inc({ outcome: outcome === 'done' ? 'sent' : 'failed' })
  })
}

export function countLlmCall(provider: string, outcome: string): void {
  when((m) => m.llmCalls.inc({ provider, outcome }))
}
