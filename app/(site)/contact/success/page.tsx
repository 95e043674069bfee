import type { Metadata } from 'next'
import Link from 'next/link'
import { MailCheck } from '@/components/ui/icons'
import { PageContainer } from '@/components/forms/form-page'
import { ButtonLink } from '@/components/ui/button'
import { isMessage, messageReceipt, type MessageReceipt } from '@/lib/db/queries/message-receipt'
import { CONTACT_SUCCESS_PAGE as COPY } from '@/config/content/contact-success'
import { getDb } from '@/lib/db/client'
import { getOutbox } from '@/lib/forms/server/submit'
import { buildMetadata, seoOf } from '@/lib/seo'
import { errorMessage } from '@/lib/error-message'
import { log } from '@/lib/log'

export const metadata: Metadata = {
  ...buildMetadata({ ...seoOf(COPY), noIndex: true }),
  referrer: 'no-referrer',
}

type Params = { id?: string | string[]; queued?: string | string[] }

/**
 * The message's reference and reply address, by its id (lib/forms/page-forms.ts successUrl). A message still in this
 * instance's outbox has its address but no reference yet; a database that does not answer leaves the page generic.
 */
async function receiptOf({ id, queued }: Params): Promise<Partial<MessageReceipt> | null> {
  if (typeof id !== 'string') return null
  try {
    if (queued) {
      const entry = await getOutbox().findById(id)
      return entry && isMessage(entry.formType) && typeof entry.data.email === 'string' ? { replyTo: entry.data.email } : null
    }
    return await messageReceipt(await getDb(), id)
  } catch (err) {
    log('contact/success').warn(`message not read: ${errorMessage(err)}`)
    return null
  }
}

export default async function ContactSuccessPage({ searchParams }: { searchParams: Promise<Params> }) {
  const receipt = await receiptOf(await searchParams)
  return (
    <PageContainer narrow>
      <div className="text-center">
        <MailCheck aria-hidden="true" className="mx-auto size-12 text-emerald-600 dark:text-emerald-400" />
        <h1 className="mt-4 text-4xl font-semibold tracking-tight text-slate-950 sm:text-5xl dark:text-white">{COPY.heading}</h1>
        <p className="mx-auto mt-5 max-w-xl text-lg leading-8 text-slate-600 dark:text-slate-400">
          {COPY.reply}
          {receipt?.replyTo ? (
            <>
              {COPY.replyTo}<strong data-testid="reply-to" className="font-semibold break-all text-slate-950 dark:text-white">{receipt.replyTo}</strong>
            </>
          ) : null}
          {COPY.replyTail}
        </p>
        {receipt?.reference ? (
          <p className="mt-6 inline-flex flex-wrap items-center justify-center gap-2 rounded-full border border-slate-200 bg-white px-5 py-2 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
            {COPY.referenceLabel}
            <strong data-testid="reference" className="font-mono text-base tracking-widest text-slate-950 dark:text-white">
              {receipt.reference}
            </strong>
          </p>
        ) : null}
        {receipt?.replyTo ? (
          <p className="mx-auto mt-6 max-w-xl text-sm leading-6 text-slate-600 dark:text-slate-400">
            {COPY.wrongAddress}{' '}
            <Link href="/contact" className="text-indigo-700 underline underline-offset-4 dark:text-indigo-300">
              {COPY.resendLabel}
            </Link>{' '}
            {COPY.resendTail}
          </p>
        ) : null}
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href="/" size="lg">
            {COPY.homeLabel}
          </ButtonLink>
          <ButtonLink href="/apply" variant="secondary" size="lg">
            {COPY.applyLabel}
          </ButtonLink>
        </div>
      </div>
    </PageContainer>
  )
}
