import { randomUUID } from 'node:crypto'
import type { Metadata } from 'next'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { connection } from 'next/server'
import { FormCard, FormPageIntro, PageContainer } from '@/components/forms/form-page'
import { PageForm } from '@/components/forms/page-form'
import { CONTACT_HUB_INTRO } from '@/config/content/contact'
import { CONTACT_HUB_SUMMARY } from '@/config/content/contact'
import { APPLY_LINK } from '@/config/nav'
import type { PageFormId } from '@/lib/forms/page-forms'
import { buildMetadata, seoOf } from '@/lib/seo'

export const metadata: Metadata = buildMetadata(seoOf(CONTACT_HUB_SUMMARY))

/** A section of the hub: its anchor, heading and introduction, and the declared form it holds. */
type HubForm = { id: string; title: string; intro: ReactNode; form: PageFormId }

const FORMS: HubForm[] = [
  {
    id: 'general',
    title: 'General enquiries',
    intro: 'Anything that does not fit below.',
    form: 'contact_general',
  },
  {
    id: 'entrepreneur',
    title: 'Founders',
    intro: (
      <>
        Building something? Tell us about it — or{' '}
        <Link href={APPLY_LINK.href} className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-800 dark:text-indigo-300 dark:hover:text-indigo-200">
          go straight to the funding application
        </Link>
        .
      </>
    ),
    form: 'contact_entrepreneur',
  },
  {
    id: 'investor',
    title: 'Investors',
    intro: 'Co-investment, LP enquiries and deal flow.',
    form: 'contact_investor',
  },
  {
    id: 'media',
    title: 'Media',
    intro: 'Interviews, comments and press material.',
    form: 'contact_media',
  },
  {
    id: 'partnership',
    title: 'Partnerships',
    intro: 'Technology, corporate, academic and ecosystem partners.',
    form: 'contact_partnership',
  },
]

export default async function ContactHubPage() {
  await connection() // a fresh idempotency key per visit and form (see /apply)
  return (
    <PageContainer>
      <FormPageIntro eyebrow={CONTACT_HUB_INTRO.eyebrow} title={CONTACT_HUB_INTRO.title}>
        {CONTACT_HUB_INTRO.lead}
      </FormPageIntro>

      <nav aria-label="Contact forms" className="mx-auto mt-10 max-w-3xl">
        <ul className="flex flex-wrap justify-center gap-2">
          {FORMS.map((form) => (
            <li key={form.id}>
              <a
                href={`#${form.id}`}
                className="inline-flex h-10 items-center rounded-full border border-slate-300 bg-white/70 px-4 text-sm font-semibold text-slate-800 transition-colors hover:border-indigo-400 hover:text-indigo-800 dark:border-slate-700 dark:bg-slate-900/60 dark:text-slate-200 dark:hover:border-indigo-400 dark:hover:text-white"
              >
                {form.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mx-auto mt-12 max-w-3xl space-y-12">
        {FORMS.map(({ id, title, intro, form }) => (
          <section key={id} id={id} aria-labelledby={`${id}-title`} className="scroll-mt-[calc(var(--banner-h)+var(--header-h)+1rem)]">
            <FormCard>
              <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight text-slate-950 dark:text-white">
                {title}
              </h2>
              <p className="mt-2 mb-6 text-slate-600 dark:text-slate-400">{intro}</p>
              <PageForm id={form} idPrefix={`hub-${id}`} idempotencyKey={randomUUID()} />
            </FormCard>
          </section>
        ))}
      </div>
    </PageContainer>
  )
}
