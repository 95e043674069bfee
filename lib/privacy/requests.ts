import 'server-only'
import type { Db } from '@/lib/db/client'
import { erasePersonalData, findPersonalData, submissionIsAbout, type ErasedCounts, type PersonalData } from '@/lib/db/queries/personal-data'
import type { SetAsideEntry } from '@/lib/forms/server/outbox'
import { readSetAside } from '@/lib/forms/server/set-aside'
import { findMailFiles, redactMailFiles, removeJobMailFiles, removeMailFiles, type MailFile } from './mail-files'
import { eraseSetAside } from './set-aside'
import type { PrivacySummary } from './state'

/**
 * A visitor's privacy request: everything held about one address, as a summary for the admin
 * page, as one JSON document to hand over, or erased in one step.
 */

/**
 * The request's findings: the database's rows, the mail folder's files, and submissions the database refused for
 * good (this instance's DATA_DIR/outbox, /admin/set-aside), which are erased with the rest (lib/privacy/set-aside.ts).
 */
export type Findings = { data: PersonalData; mailFiles: MailFile[]; setAside: SetAsideEntry[] }

export async function lookUpAddress(db: Db, address: string): Promise<Findings> {
  const data = await findPersonalData(db, address)
  const [mailFiles, setAside] = await Promise.all([findMailFiles(address, data.jobs.map((j) => j.id)), readSetAside()])
  return { data, mailFiles, setAside: setAside.entries.filter((e) => submissionIsAbout(e.formType, e.data, address)) }
}

const ANY_ADDRESS = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi

function subjectOf(payload: Record<string, unknown>): string {
  const message = payload.message as { subject?: unknown } | undefined
  return typeof message?.subject === 'string' ? message.subject : '(no subject)'
}

/** Copies of other people's e-mails that name the address, but those of jobs already listed as mentions. */
function mentionOnlyFiles(data: PersonalData, mailFiles: readonly MailFile[]): MailFile[] {
  const listed = new Set(data.mentionedInJobs.map((j) => `${j.id}.eml`))
  return mailFiles.filter((f) => f.mentioned && !listed.has(f.name))
}

export function summarize(address: string, { data, mailFiles, setAside }: Findings): PrivacySummary {
  const namesSomeoneElse = (value: unknown) => (JSON.stringify(value).match(ANY_ADDRESS) ?? []).some((a) => a.toLowerCase() !== address)
  const shared =
    data.chatSessions.filter((c) => namesSomeoneElse([c.title, c.messages, c.context])).length +
    data.submissions.filter((s) => s.formType === 'chat' && namesSomeoneElse(s.data)).length
  const summary: Omit<PrivacySummary, 'total'> = {
    submissions: data.submissions.map((s) => ({
      id: s.id,
      reference: s.reference,
      formType: s.formType,
      createdAt: s.createdAt.toISOString(),
      files: s.files.length,
      notes: s.events.filter((e) => e.kind === 'note').length,
    })),
    newsletter: data.newsletter[0]?.state ?? null,
    chatSessions: data.chatSessions.length,
    chatsShared: shared,
    analyticsEvents: data.analyticsEvents.length,
    analyticsSessions: new Set(data.analyticsEvents.map((e) => e.sessionId)).size,
    mails: data.jobs.map((j) => ({ subject: subjectOf(j.payload), status: j.status })),
    mailFiles: mailFiles.filter((f) => !f.mentioned).map((f) => ({ name: f.name, sizeBytes: f.sizeBytes })),
    mentionedIn: data.mentionedInJobs.length + mentionOnlyFiles(data, mailFiles).length,
    setAside: setAside.length,
  }
  const total =
    summary.submissions.length + data.newsletter.length + summary.chatSessions + summary.analyticsEvents + summary.mails.length + summary.mailFiles.length + summary.mentionedIn + summary.setAside
  return { ...summary, total }
}

/** The counts of a summary or an erasure, for the audit log: never the address, never content. */
export function auditCounts(s: PrivacySummary) {
  return {
    submissions: s.submissions.length,
    newsletter: s.newsletter ? 1 : 0,
    chatSessions: s.chatSessions,
    analyticsEvents: s.analyticsEvents,
    jobs: s.mails.length,
    mailFiles: s.mailFiles.length,
    setAside: s.setAside,
  }
}

/** The JSON file handed to the visitor: everything found, uploaded files by name and size (not their bytes). */
export function exportDocument(address: string, { data, mailFiles, setAside }: Findings, site: string, now = new Date()) {
  return {
    address,
    exportedAt: now.toISOString(),
    exportedBy: site,
    about:
      'Everything this site holds about the address: form submissions whose e-mail field is the address (with the team’s pipeline status and notes, and uploaded files by name and size), chat conversations that mention it or that its messages were sent from, with their stored transcripts and feedback, the analytics events of the visits those submissions were sent from, the newsletter subscription, e-mails sent or queued to it or on its behalf (Reply-To) and the copies of those e-mails kept on the server, and submissions the database could not store, kept aside on the server. E-mails to other people that merely mention the address are listed under mentionedIn without their content, which is theirs.',
    submissions: data.submissions,
    newsletter: data.newsletter,
    chatSessions: data.chatSessions,
    analyticsEvents: data.analyticsEvents,
    emails: data.jobs.map((j) => ({ id: j.id, status: j.status, createdAt: j.createdAt, message: j.payload.message ?? j.payload })),
    emailFiles: mailFiles.filter((f) => !f.mentioned),
    mentionedIn: [
      ...data.mentionedInJobs.map((j) => ({ email: j.id, status: j.status, createdAt: j.createdAt })),
      ...mentionOnlyFiles(data, mailFiles).map((f) => ({ emailFile: f.name, modifiedAt: f.modifiedAt })),
    ],
    setAsideSubmissions: setAside,
  }
}

export function exportFilename(now = new Date()): string {
  return `privacy-export-${now.toISOString().slice(0, 10)}.json`
}

export type Erasure = ErasedCounts & { mailFiles: number; setAside: number }

/**
 * Erases the address's rows in one transaction, then the .eml copies of its e-mails and the set-aside submissions
 * about it with their files (files cannot join the transaction; they go only once the rows are gone, so a failure
 * leaves at most files the next erasure finds). Copies of other people's e-mails that name it keep all but it.
 */
export async function eraseAddress(db: Db, address: string): Promise<Erasure> {
  const { counts, jobIds } = await erasePersonalData(db, address)
  const files = await findMailFiles(address, jobIds)
  const removed = (await removeJobMailFiles(jobIds)) + (await removeMailFiles(files.filter((f) => !f.mentioned && !jobIds.includes(f.name.replace(/\.eml$/, '')))))
  await redactMailFiles(files.filter((f) => f.mentioned), address)
  const setAside = await eraseSetAside(db, (e) => submissionIsAbout(e.formType, e.data, address))
  return { ...counts, mailFiles: removed, setAside }
}
