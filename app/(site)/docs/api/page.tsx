import Link from 'next/link'
import { ApiFieldTable } from '@/components/content/api-reference'
import { Container } from '@/components/content/container'
import { PageHeader } from '@/components/content/page-header'
import { siteConfig } from '@/lib/site'
import { apiReference } from '@/lib/forms/api-doc'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata({
  title: 'Forms API',
  description: 'The public forms API: POST /api/forms/{type} with JSON. Form types, fields and limits, status codes, errors and an example with curl.',
  path: '/docs/api',
})

const STATUS_CODES: [string, string][] = [
  ['201 Created', 'Stored. Body: { "id": "…", "reference": "M3-2026-0042" }; an application also gets "statusToken", the founder’s private status page being /apply/status/<statusToken> (a repeat with the same Idempotency-Key answers without it).'],
  ['202 Accepted', 'Kept safely and stored as soon as the database is back. Body: { "id": "…", "queued": true }; the reference is given then (an applicant gets it by e-mail).'],
  ['400 Bad Request', 'Invalid JSON or fields that need attention. Body: { "error": "…", "fieldErrors": { "email": "Please enter a valid e-mail address." } }.'],
  ['404 Not Found', 'Unknown form type.'],
  ['413 Payload Too Large', 'The body is larger than 64 kB.'],
  ['415 Unsupported Media Type', 'The Content-Type is not application/json.'],
  ['422 Unprocessable Content', 'The Idempotency-Key was already used for this form type with a different body; nothing was stored. Use a new key for a new submission.'],
  ['429 Too Many Requests', 'Too many submissions from one address; the Retry-After header says when to try again.'],
  ['503 Service Unavailable', 'The submission could not be kept right now; retry after the Retry-After seconds (60).'],
]

const code = 'rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm text-slate-900 dark:bg-slate-800 dark:text-slate-100'
const pre = 'overflow-x-auto rounded-xl bg-slate-950 p-4 font-mono text-sm leading-6 text-slate-100'

export default function ApiDocsPage() {
  const reference = apiReference()
  const origin = siteConfig().url.replace(/\/$/, '')
  const example = `curl -X POST ${origin}/api/forms/contact \\
  -H 'Content-Type: application/json' \\
  -H 'Idempotency-Key: 3f1c2a9e-contact-001' \\
  -d '{"name":"Ada Lovelace","email":"ada@example.com","message":"We are building agents for lab automation."}'`
  return (
    <>
      <PageHeader
        eyebrow="Developers"
        title="Forms API"
        lead="Every form on this site can also be sent as JSON: applications, contact messages, newsletter sign-ups and the other enquiries. No key is needed; submissions reach the same team as the forms."
        trail={[{ name: 'Forms API', path: '/docs/api' }]}
      />
      <Container className="py-12 sm:py-16">
        <div className="max-w-4xl space-y-12 text-base leading-7 text-slate-700 dark:text-slate-300">
          <section aria-labelledby="request-heading" className="space-y-4">
            <h2 id="request-heading" className="text-2xl font-semibold text-slate-950 dark:text-white">
              The request
            </h2>
            <p>
              <code className={code}>POST /api/forms/{'{type}'}</code> with a JSON object of the form&apos;s fields and{' '}
              <code className={code}>Content-Type: application/json</code>. The body may be up to 64 kB. Text is trimmed; fields not listed
              for a type are ignored.
            </p>
            <p>
              Send an <code className={code}>Idempotency-Key</code> header (any unique string up to 200 characters) to retry safely: a repeat
              with the same key and the same body answers like the first and is stored once; the same key with another body answers 422. Each address may send a limited number of submissions a
              minute.
            </p>
            <pre className={pre} tabIndex={0} role="region" aria-label="Example request with curl">
              <code>{example}</code>
            </pre>
          </section>

          <section aria-labelledby="responses-heading" className="space-y-4">
            <h2 id="responses-heading" className="text-2xl font-semibold text-slate-950 dark:text-white">
              Responses
            </h2>
            <p>Every answer is JSON. Errors carry a readable sentence in <code className={code}>error</code>.</p>
            <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
              {STATUS_CODES.map(([status, meaning]) => (
                <div key={status} className="grid gap-1 px-4 py-3 sm:grid-cols-[14rem_1fr]">
                  <dt className="font-mono text-sm font-semibold text-slate-950 dark:text-white">{status}</dt>
                  <dd className="text-sm">{meaning}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="types-heading" className="space-y-6">
            <h2 id="types-heading" className="text-2xl font-semibold text-slate-950 dark:text-white">
              Form types and fields
            </h2>
            <nav aria-label="Form types">
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
                  POST /api/forms/{r.type}
                </h3>
                <ApiFieldTable type={r.type} fields={r.fields} />
              </section>
            ))}
          </section>

          <p>
            Questions about integrating? Write to us through the{' '}
            <Link href="/contact" className="text-link">
              contact form
            </Link>{' '}
            or see{' '}
            <Link href="/support" className="text-link">
              help and support
            </Link>
            .
          </p>
        </div>
      </Container>
    </>
  )
}
