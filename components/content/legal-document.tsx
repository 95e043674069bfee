import type { ReactNode } from 'react'
import type { LegalBlock, LegalDocument } from '@/config/content/legal'
import { LEGAL_LAST_UPDATED } from '@/config/content/legal'
import { Container } from './container'
import { PageHeader } from './page-header'

/** Turns occurrences of the studio's e-mail address in legal text into mailto: links. */
function withEmailLinks(text: string, email: string): ReactNode {
  const parts = text.split(email)
  if (parts.length === 1) return text
  return parts.flatMap((part, i) =>
    i === 0
      ? [part]
      : [
          <a key={i} href={`mailto:${email}`} className="text-link">
            {email}
          </a>,
          part,
        ],
  )
}

function Block({ block, email }: { block: LegalBlock; email: string }) {
  if (block.type === 'p') return <p>{withEmailLinks(block.text, email)}</p>
  return (
    <ul className="list-disc space-y-2 pl-5 marker:text-slate-500">
      {block.items.map((item) => (
        <li key={item}>{withEmailLinks(item, email)}</li>
      ))}
    </ul>
  )
}

const lastUpdatedLabel = new Date(`${LEGAL_LAST_UPDATED}T00:00:00Z`).toLocaleDateString('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})

/** A legal page: header with the last-updated date, a table of contents and numbered h2 sections. */
export function LegalDocumentView({
  doc,
  path,
  email,
  after,
}: {
  doc: LegalDocument
  path: string
  email: string
  /** Extra content rendered after the section with the given id (e.g. the cookie table). */
  after?: { sectionId: string; node: ReactNode }
}) {
  return (
    <>
      <PageHeader
        title={doc.title}
        trail={[{ name: doc.title, path }]}
        lead={
          <>
            <p>{doc.intro}</p>
            <p className="mt-4 text-base text-slate-600 dark:text-slate-300">
              Last updated: <time dateTime={LEGAL_LAST_UPDATED}>{lastUpdatedLabel}</time>
            </p>
          </>
        }
      />
      <Container className="py-12 sm:py-16">
        <div className="grid gap-12 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <nav aria-label="On this page" className="lg:sticky lg:top-[calc(var(--banner-h,0px)+var(--header-h,0px)+2rem)] lg:self-start">
            <p className="text-sm font-semibold text-slate-950 dark:text-white">On this page</p>
            <ol className="mt-3 space-y-2 text-sm">
              {doc.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-slate-600 hover:text-indigo-700 hover:underline dark:text-slate-300 dark:hover:text-indigo-300">
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="max-w-3xl space-y-12 text-base leading-7 text-slate-700 dark:text-slate-300">
            {doc.sections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-32">
                <h2 id={`${section.id}-title`} className="text-2xl font-semibold tracking-tight text-slate-950 dark:text-white">
                  {section.title}
                </h2>
                <div className="mt-4 space-y-4">
                  {section.blocks.map((block, i) => (
                    <Block key={i} block={block} email={email} />
                  ))}
                </div>
                {after?.sectionId === section.id ? <div className="mt-6">{after.node}</div> : null}
              </section>
            ))}
          </div>
        </div>
      </Container>
    </>
  )
}
