import type { NewJob } from '@/lib/db/queries/jobs'
import { founderReceipt, teamNotice, type StoredSubmission } from '@/lib/mail/notifications'
import { mailJob } from '@/lib/mail/message'
import { forwardJob, type ForwardTarget } from './forward'

/**
 * The work a stored submission sets off, enqueued in the same transaction as its row (lib/forms/server/submit.ts
 * insertEntry), after the insert, so the e-mails carry the reference the database gave: its forward when its kind is
 * forwarded, the team's notice, and the founder's receipt for an application. Each job is keyed by the submission,
 * so a replay of the same row queues nothing twice.
 */
export function submissionJobs(stored: StoredSubmission, target: ForwardTarget | undefined): NewJob[] {
  const jobs: NewJob[] = []
  if (target) jobs.push(forwardJob(stored.id))
  const team = teamNotice(stored)
  if (team) jobs.push(mailJob(`team:${stored.id}`, team))
  const receipt = founderReceipt(stored)
  if (receipt) jobs.push(mailJob(`receipt:${stored.id}`, receipt))
  return jobs
}
