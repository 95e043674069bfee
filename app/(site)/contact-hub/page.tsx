import { randomUUID } from 'node:crypto'
import type { Metadata } from 'next'
import { connection } from 'next/server'
import { FormCard, FormPageIntro, PageContainer } from '@/components/forms/form-page'
import { PageForm } from '@/components/forms/page-form'
import { LinkedCopy } from '@/components/content/linked-copy'
import { CONTACT_HUB_INTRO, CONTACT_HUB_SECTIONS, CONTACT_HUB_SUMMARY } from '@/config/content/contact'
import { buildMetadata, seoOf } from '@/lib/seo'

export const metadata: Metadata = buildMetadata(seoOf(CONTACT_HUB_SUMMARY))

export default async function ContactHubPage() {
  await connection() // a fresh idempotency key per visit and form (see /apply)
  return (
    <PageContainer>
      <FormPageIntro eyebrow={CONTACT_HUB_INTRO.eyebrow} title={CONTACT_HUB_INTRO.title}>
        {CONTACT_HUB_INTRO.lead}
      </FormPageIntro>

      <nav aria-label={CONTACT_HUB_INTRO.navLabel} className="mx-auto mt-10 max-w-3xl">
        <ul className="flex flex-wrap justify-center gap-2">
          {CONTACT_HUB_SECTIONS.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex h-10 items-center rounded-full border border-slate-300 bg-white/70 px-4 text-sm font-semibold text-slate-800 transition-colors hover:border-indigo-400 hover:text-indigo-800 dark:border-slate-700 dark:bg-slate-900/60 dark:text-slate-200 dark:hover:border-indigo-400 dark:hover:text-white"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mx-auto mt-12 max-w-3xl space-y-12">
        {CONTACT_HUB_SECTIONS.map(({ id, title, intro }) => (
          <section key={id} id={id} aria-labelledby={`${id}-title`} className="scroll-mt-[calc(var(--banner-h)+var(--header-h)+1rem)]">
            <FormCard>
              <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight text-slate-950 dark:text-white">
                {title}
              </h2>
              <p className="mt-2 mb-6 text-slate-600 dark:text-slate-400">
                <LinkedCopy parts={intro} />
              </p>
              <PageForm id={`contact_${id}`} idPrefix={`hub-${id}`} idempotencyKey={randomUUID()} />
            </FormCard>
          </section>
        ))}
      </div>
    </PageContainer>
  )
}
