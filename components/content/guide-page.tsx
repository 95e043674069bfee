import Link from 'next/link'
import type { ReactNode } from 'react'
import type { Guide, GuideBlock } from '@/config/content/guides/types'
import { CheckList } from './card'
import { Container } from './container'
import { CtaBand } from './cta-band'
import { PageHeader } from './page-header'

function Block({ block }: { block: GuideBlock }) {
  switch (block.type) {
    case 'p':
      return <p>{block.text}</p>
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-6">
          {block.items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      )
    case 'checklist':
      return <CheckList items={block.items} className="[&_li]:text-base [&_li]:leading-7" />
    case 'steps':
      return (
        <ol className="space-y-4">
          {block.items.map((s, i) => (
            <li key={s.title} className="flex gap-4">
              <span aria-hidden="true" className="inline-flex size-8 flex-none items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white">
                {i + 1}
              </span>
              <div>
                <p className="font-semibold text-slate-950 dark:text-white">{s.title}</p>
                <p className="mt-1">{s.text}</p>
              </div>
            </li>
          ))}
        </ol>
      )
    case 'table':
      return (
        <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800" tabIndex={0} role="region" aria-label={block.caption}>
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">{block.caption}</caption>
            <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
              <tr>
                {block.head.map((h) => (
                  <th key={h} scope="col" className="px-4 py-2 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {block.rows.map((row) => (
                <tr key={row[0]}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row" className="px-4 py-2 font-medium text-slate-900 dark:text-slate-100">
                        {cell}
                      </th>
                    ) : (
                      <td key={i} className="px-4 py-2">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )
  }
}

/**
 * A guide under /resources: header, a table of contents that jumps to each section, readable prose width, the tools
 * that put it to work, and the studio's call to action. `extra` adds a section of the page's own (a download, say).
 */
export function GuidePage({ guide, extra }: { guide: Guide; extra?: ReactNode }) {
  return (
    <>
      <PageHeader
        eyebrow="Founder guide"
        title={guide.title}
        lead={guide.lead}
        trail={[
          { name: 'Resources', path: '/resources' },
          { name: guide.title, path: guide.path },
        ]}
      />
      <Container className="py-12 sm:py-16">
        <div className="grid gap-12 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-24 lg:self-start">
            <h2 id="toc-heading" className="text-sm font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">
              On this page
            </h2>
            <ol className="mt-4 space-y-2 text-sm">
              {guide.sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className="text-slate-700 hover:text-indigo-700 hover:underline dark:text-slate-300 dark:hover:text-indigo-300">
                    {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <article className="max-w-3xl space-y-12 text-base leading-7 text-slate-700 dark:text-slate-300">
            {guide.sections.map((s) => (
              <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="scroll-mt-28 space-y-4">
                <h2 id={`${s.id}-heading`} className="text-2xl font-semibold tracking-tight text-slate-950 dark:text-white">
                  {s.title}
                </h2>
                {s.blocks.map((b, i) => (
                  <Block key={i} block={b} />
                ))}
              </section>
            ))}
            {extra}
            <section aria-labelledby="related-heading" className="rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900/60">
              <h2 id="related-heading" className="text-lg font-semibold text-slate-950 dark:text-white">
                Put it to work
              </h2>
              <ul className="mt-3 space-y-2">
                {guide.related.map((r) => (
                  <li key={r.href}>
                    <Link href={r.href} className="text-link">
                      {r.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          </article>
        </div>
      </Container>
      <CtaBand title="Raising for an agentic AI company?" text="We invest from pre-seed to Series A and read every application personally. No polished deck needed to start." />
    </>
  )
}
