import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { Container, Section } from '@/components/content/container'
import { CtaBand } from '@/components/content/cta-band'
import { PageHeader } from '@/components/content/page-header'
import { SectionHeading } from '@/components/content/section-heading'
import { TOOL_PAGE_FRAME as COPY } from '@/config/content/tools'
import { toolBySlug } from '@/config/tools'
import { buildMetadata } from '@/lib/seo'
import { RelatedTools } from '../related-tools'
import { searchOf, type SearchParams } from './url-query'

/** A tool page's metadata from the catalogue (config/tools.ts), so the index, sitemap and page agree. */
export function toolMetadata(slug: string): Metadata {
  const tool = toolBySlug(slug)
  return buildMetadata({ title: tool.title, description: tool.summary, path: tool.path })
}

/** A tool page's props: its address's query holds a shared link's inputs. */
export type ToolPageProps = { searchParams: Promise<SearchParams> }

/**
 * The query a tool page was opened with, for its tool to render a shared link's inputs and results on the server
 * (reading it makes the page render per request; without it a shared link showed the default numbers until hydration).
 */
export async function toolSearch({ searchParams }: ToolPageProps): Promise<string> {
  return searchOf(await searchParams)
}

/**
 * The frame of every founder tool: header and breadcrumbs, the tool itself straight under it (not deferred: it is
 * what the visitor came for), how the numbers are worked out, and the studio's call to action.
 */
export function ToolPage({ slug, method, children }: { slug: string; method: ReactNode; children: ReactNode }) {
  const tool = toolBySlug(slug)
  return (
    <>
      <PageHeader
        eyebrow={COPY.eyebrow}
        title={tool.title}
        lead={
          <>
            {tool.summary} <span className="text-base text-slate-600 dark:text-slate-400">{COPY.privacy}</span>
          </>
        }
        trail={[
          { name: 'Tools', path: '/tools' },
          { name: tool.title, path: tool.path },
        ]}
      />
      <Container className="py-12 sm:py-16">{children}</Container>
      <Section id="method" labelledBy="method-heading" tone="muted">
        <SectionHeading id="method-heading" title={COPY.methodHeading} />
        <div className="mt-8 max-w-3xl space-y-4 text-base leading-7 text-slate-700 dark:text-slate-300">{method}</div>
      </Section>
      <RelatedTools slug={slug} />
      <CtaBand title={COPY.ctaTitle} text={COPY.ctaText} />
    </>
  )
}
