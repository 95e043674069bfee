import Link from 'next/link'
import { ApiFieldTable } from '@/components/content/api-reference'
import { Container } from '@/components/content/container'
import { PageHeader } from '@/components/content/page-header'
import { API_DOCS_PAGE, API_REQUEST_PARAGRAPHS, API_RESPONSES_LEAD, API_STATUS_CODES, apiEndpoint, curlExample } from '@/config/content/api-docs'
import { siteConfig } from '@/lib/site'
import { apiReference } from '@/lib/forms/api-doc'
import { buildMetadata, seoOf } from '@/lib/seo'

export const metadata = buildMetadata(seoOf(API_DOCS_PAGE))

const code = 'rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm text-slate-900 dark:bg-slate-800 dark:text-slate-100'
const pre = 'overflow-x-auto rounded-xl bg-slate-950 p-4 font-mono text-sm leading-6 text-slate-100'

/** A paragraph of the copy in config/content/api-docs.ts: `code` in a code face, [label](/path) as a link. */
function Prose({ text }: { text: string }) {
  return text.split(/(`[^`]+`|\[[^\]]+\]\([^)]+\))/).map((part, i) => {
    const link = /^\[([^\]]+)\]\(([^)]+)\)$/.exec(part)
    if (link) {
      return (
        <Link key={i} href={link[2]!} className="text-link">
          {link[1]}
        </Link>
      )
    }
    return part.startsWith('`') ? (
      <code key={i} className={code}>
        {part.slice(1, -1)}
      </code>
    ) : (
      part
    )
  })
}

export default function ApiDocsPage() {
  const reference = apiReference()
  const origin = siteConfig().url.replace(/\/$/, '')
  const example = curlExample(origin)
  return (
    <>
      <PageHeader
        eyebrow={API_DOCS_PAGE.eyebrow}
        title={API_DOCS_PAGE.heading}
        lead={API_DOCS_PAGE.lead}
        trail={[{ name: API_DOCS_PAGE.title, path: API_DOCS_PAGE.path }]}
      />
      <Container className="py-12 sm:py-16">
        <div className="max-w-4xl space-y-12 text-base leading-7 text-slate-700 dark:text-slate-300">
          <section aria-labelledby="request-heading" className="space-y-4">
            <h2 id="request-heading" className="text-2xl font-semibold text-slate-950 dark:text-white">
              {API_DOCS_PAGE.requestTitle}
            </h2>
            {API_REQUEST_PARAGRAPHS.map((p) => (
              <p key={p}>
                <Prose text={p} />
              </p>
            ))}
            <pre className={pre} tabIndex={0} role="region" aria-label={API_DOCS_PAGE.exampleLabel}>
              <code>{example}</code>
            </pre>
          </section>

          <section aria-labelledby="responses-heading" className="space-y-4">
            <h2 id="responses-heading" className="text-2xl font-semibold text-slate-950 dark:text-white">
              {API_DOCS_PAGE.responsesTitle}
            </h2>
            <p>
              <Prose text={API_RESPONSES_LEAD} />
            </p>
            <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
              {API_STATUS_CODES.map(([status, meaning]) => (
                <div key={status} className="grid gap-1 px-4 py-3 sm:grid-cols-[14rem_1fr]">
                  <dt className="font-mono text-sm font-semibold text-slate-950 dark:text-white">{status}</dt>
                  <dd className="text-sm">{meaning}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="types-heading" className="space-y-6">
            <h2 id="types-heading" className="text-2xl font-semibold text-slate-950 dark:text-white">
              {API_DOCS_PAGE.typesTitle}
            </h2>
            <nav aria-label={API_DOCS_PAGE.typesNavLabel}>
              <ul className="flex flex-wrap gap-2">
                {reference.map((r) => (
                  <li key={r.type}>
                    <a href={`#type-${r.type}`} className="inline-block rounded-full border border-slate-300 px-3 py-1 font-mono text-sm text-slate-800 hover:border-indigo-400 dark:border-slate-700 dark:text-slate-200">
                      {r.type}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            {reference.map((r) => (
              <section key={r.type} id={`type-${r.type}`} aria-labelledby={`type-${r.type}-heading`} className="scroll-mt-28 space-y-3">
                <h3 id={`type-${r.type}-heading`} className="font-mono text-lg font-semibold text-slate-950 dark:text-white">
                  {apiEndpoint(r.type)}
                </h3>
                <ApiFieldTable type={r.type} fields={r.fields} />
              </section>
            ))}
          </section>

          <p>
            <Prose text={API_DOCS_PAGE.closing} />
          </p>
        </div>
      </Container>
    </>
  )
}
