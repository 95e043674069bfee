import type { NewJob } from '@/lib/db/queries/jobs'
import { founderReceipt, teamNotice } from '@/lib/mail/notifications'
import { mailJob } from '@/lib/mail/message'
import { forwardJob, type ForwardTarget } from './forward'
import type { OutboxEntry } from './outbox'

/**
 * The work a stored submission sets off, enqueued in the same transaction as its row (lib/forms/submit.ts
 * insertEntry): its forward when its kind is forwarded, the team's notice, and the founder's receipt for an
 * application. Each job is keyed by the submission, so a replay of the same row queues nothing twice.
 */
export function submissionJobs(entry: OutboxEntry, target: ForwardTarget | undefined): NewJob[] {
  const stored = { id: entry.id, formType: entry.formType, data: entry.data, files: entry.files }
  const jobs: NewJob[] = []
  if (target) jobs.push(forwardJob(entry.id))
  const team = teamNotice(stored)
  if (team) jobs.push(mailJob(`team:${entry.id}`, team))
  const receipt = founderReceipt(stored)
  if (receipt) jobs.push(mailJob(`receipt:${entry.id}`, receipt))
  return jobs
}
