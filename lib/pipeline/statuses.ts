import { PROCESS_STEPS, type ProcessStep } from '@/config/facts'
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/lib/db/schema'

export { APPLICATION_STATUSES, type ApplicationStatus }

/** The team's names for the pipeline's statuses (the board's columns, the filters, the history). */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'New',
  reviewing: 'Reviewing',
  diligence: 'Diligence',
  term_sheet: 'Term sheet',
  invested: 'Invested',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
}

/**
 * The statuses the founder is told about: moving an application into one of these e-mails the
 * founder and moves their status page. Term sheet and investment are talked through in person, and a withdrawal is
 * the founder's own doing, so those stay internal; the status page then keeps showing the last shared stage.
 */
export const SHARED_STATUSES: ReadonlySet<ApplicationStatus> = new Set(['reviewing', 'diligence', 'declined'])

/** What the founder's status page shows: the step of the process timeline reached, or the outcome. */
export type FounderStage =
  | { kind: 'received' }
  | { kind: 'step'; step: ProcessStep }
  | { kind: 'declined' }

const STEP_OF: Partial<Record<ApplicationStatus, ProcessStep['id']>> = { reviewing: 'initial-review', diligence: 'due-diligence' }

/** The founder's view of the last shared status ('new' before any): never an internal status. */
export function founderStage(lastShared: ApplicationStatus): FounderStage {
  if (lastShared === 'declined') return { kind: 'declined' }
  const stepId = STEP_OF[lastShared]
  const step = stepId ? PROCESS_STEPS.find((s) => s.id === stepId) : undefined
  return step ? { kind: 'step', step } : { kind: 'received' }
}

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value)
}
