'use client'

import Link from 'next/link'
import type { RefObject } from 'react'
import { useActionStateAcrossBuilds } from '@/lib/forms/client/use-action-state-across-builds'
import { ADMIN_SITE_UPDATED } from '@/lib/admin/action-state'
import { eraseAction, lookUpAction } from '@/lib/privacy/actions'
import { ERASE_IDLE, PRIVACY_IDLE, type PrivacyEraseState, type PrivacySummary } from '@/lib/privacy/state'
import { ActionError } from './action-error'
import { formatUtc, plural } from './format'
import { card, dangerButton, input, label, muted, sectionTitle, textLink } from './styles'
import { buttonClasses } from '@/components/ui/button'

const SITE_UPDATED = { ...ADMIN_SITE_UPDATED }

type Erase = {
  state: PrivacyEraseState
  action: (payload: FormData) => void
  pending: boolean
}
type EraseRef = RefObject<HTMLFormElement | null>

/**
 * /admin/privacy: look an address up, then download what is held about it or erase it all. The erasure's state lives
 * here, beside the look-up's, so its answer is shown also when the page comes back without a look-up (no JavaScript).
 */
export function PrivacyRequest({ canErase }: { canErase: boolean }) {
  const [lookup, lookUp, looking, lookupRef] = useActionStateAcrossBuilds(lookUpAction, PRIVACY_IDLE, SITE_UPDATED)
  const [erase, eraseDispatch, erasing, eraseRef] = useActionStateAcrossBuilds(eraseAction, ERASE_IDLE, SITE_UPDATED)
  const lookedUpAt = lookup.status === 'found' ? lookup.at : -Infinity
  // A state without a time (a page from another build) is the newest thing that happened.
  const eraseIsNewer = erase.status !== 'idle' && (erase.at ?? Infinity) > lookedUpAt
  return (
    <div className="space-y-6">
      <form ref={lookupRef} action={lookUp} className={`${card} flex flex-wrap items-end gap-3`}>
        <div className="min-w-64 flex-1">
          <label htmlFor="privacy-email" className={label}>
            E-mail address
          </label>
          <input id="privacy-email" name="email" type="email" required autoComplete="off" maxLength={254} className={`${input} mt-1 w-full`} />
        </div>
        <button type="submit" disabled={looking} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          {looking ? 'Searching…' : 'Find everything'}
        </button>
        {lookup.status === 'error' ? <ActionError state={lookup} /> : null}
      </form>
      {eraseIsNewer && erase.status === 'done' ? (
        <p role="status" className={`${card} font-medium text-emerald-700 dark:text-emerald-300`} data-testid="privacy-erased">
          {erase.message}
        </p>
      ) : lookup.status === 'found' ? (
        <Findings
          address={lookup.address}
          summary={lookup.summary}
          erase={canErase ? { state: eraseIsNewer ? erase : ERASE_IDLE, action: eraseDispatch, pending: erasing } : null}
          eraseRef={eraseRef}
        />
      ) : eraseIsNewer && erase.status === 'error' ? (
        <ActionError state={erase} />
      ) : null}
    </div>
  )
}

/** `erase` is null for a reviewer: only the owner may erase. */
function Findings({ address, summary, erase, eraseRef }: { address: string; summary: PrivacySummary; erase: Erase | null; eraseRef: EraseRef }) {
  if (summary.total === 0) {
    return (
      <p role="status" className={card} data-testid="privacy-nothing">
        Nothing is held about {address}.
      </p>
    )
  }
  return (
    <section className={`${card} space-y-4`} aria-labelledby="privacy-found" data-testid="privacy-findings">
      <h2 id="privacy-found" className={sectionTitle}>
        Held about {address}
      </h2>
      <FindingsList summary={summary} />
      <form method="post" action="/api/admin/privacy/export">
        <input type="hidden" name="email" value={address} />
        <button type="submit" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          Download everything (JSON)
        </button>
      </form>
      {erase ? (
        <EraseForm address={address} erase={erase} formRef={eraseRef} />
      ) : (
        <p className={`${muted} border-t border-slate-200 pt-4 dark:border-slate-800`} data-testid="privacy-owner-erases">
          Only the owner can erase what is held about an address.
        </p>
      )}
    </section>
  )
}

function FindingsList({ summary: s }: { summary: PrivacySummary }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800 dark:text-slate-200">
      {s.submissions.length ? (
        <li>
          {plural(s.submissions.length, 'submission')}:
          <ul className="list-[circle] pl-5" data-testid="privacy-submissions">
            {s.submissions.map((sub) => (
              <li key={sub.id}>
                <Link href={`/admin/submissions/${sub.id}`} className={textLink}>
                  {sub.reference}
                </Link>{' '}
                {sub.formType}, {formatUtc(new Date(sub.createdAt))}
                {sub.notes ? `, ${plural(sub.notes, 'note')}` : ''}
                {sub.files ? `, ${plural(sub.files, 'file')}` : ''}
              </li>
            ))}
          </ul>
        </li>
      ) : null}
      {s.newsletter ? <li data-testid="privacy-newsletter">Newsletter: {s.newsletter}</li> : null}
      {s.chatSessions ? (
        <li>{plural(s.chatSessions, 'chat conversation')} mentioning the address</li>
      ) : null}
      {s.chatsShared ? (
        <li data-testid="privacy-shared-chats">
          {plural(s.chatsShared, 'chat')} found also {s.chatsShared === 1 ? 'names' : 'name'} someone else: erasing deletes {s.chatsShared === 1 ? 'it' : 'them'} whole all the same
        </li>
      ) : null}
      {s.analyticsEvents ? (
        <li>
          {plural(s.analyticsEvents, 'analytics event')} from {plural(s.analyticsSessions, 'visit')} its submissions were sent from
        </li>
      ) : null}
      {s.mails.length ? <li>{plural(s.mails.length, 'e-mail')} in the mail log: {s.mails.map((m) => m.subject).join('; ')}</li> : null}
      {s.mailFiles.length ? (
        <li>
          {plural(s.mailFiles.length, 'mail file')} in this server&apos;s DATA_DIR/mail: {s.mailFiles.map((f) => f.name).join(', ')}
        </li>
      ) : null}
      {s.mentionedIn ? (
        <li data-testid="privacy-mentioned-in">
          Mentioned in {plural(s.mentionedIn, 'e-mail')} about someone else: listed in the download without their content; erasing strikes the address from{' '}
          {s.mentionedIn === 1 ? 'it' : 'them'}
        </li>
      ) : null}
      {s.setAside ? (
        <li>
          {plural(s.setAside, 'submission')} the database refused, kept aside on this server (<Link href="/admin/set-aside" className={textLink}>set aside</Link>)
        </li>
      ) : null}
    </ul>
  )
}

function EraseForm({ address, erase, formRef }: { address: string; erase: Erase; formRef: EraseRef }) {
  return (
    <form ref={formRef} action={erase.action} className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800">
      <input type="hidden" name="email" value={address} />
      <p className={muted}>
        Erasing deletes all of the above at once and cannot be undone: the submissions with their pipeline notes and files, the newsletter
        subscription, every chat conversation that mentions the address (also one that names other people: it is deleted whole), the analytics
        events of those visits, the e-mails to the address in the mail log and their copies on this server, and the set-aside submissions with their
        files. E-mails about someone else that mention the address are kept with the address struck out. The audit log records the counts, not the address.
      </p>
      <div>
        <label htmlFor="privacy-confirm" className={label}>
          Type the address again to confirm
        </label>
        <input id="privacy-confirm" name="confirm" type="email" required autoComplete="off" maxLength={254} className={`${input} mt-1 w-full max-w-md`} />
      </div>
      <button type="submit" disabled={erase.pending} className={dangerButton}>
        {erase.pending ? 'Erasing…' : 'Erase everything'}
      </button>
      {erase.state.status === 'error' ? <ActionError state={erase.state} /> : null}
    </form>
  )
}
