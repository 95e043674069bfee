import { ArrowRight, BookOpen, Calculator } from '@/components/ui/icons'
import Link from 'next/link'
import { BlogLink } from '@/components/blog/blog-link'
import { Card, CardText, CardTitle, CheckList } from '@/components/content/card'
import { Section } from '@/components/content/container'
import { CtaBand } from '@/components/content/cta-band'
import { PageHeader } from '@/components/content/page-header'
import { SectionHeading } from '@/components/content/section-heading'
import { LinkedCopy } from '@/components/content/linked-copy'
import { FURTHER_READING, GUIDES, RESOURCES_INTRO, RESOURCES_PAGE, RESOURCES_SUMMARY, TOOLS_NOTE } from '@/config/content/resources'
import { IN_DEPTH_GUIDES } from '@/config/content/guides'
import { buildMetadata, seoOf } from '@/lib/seo'

export const metadata = buildMetadata(seoOf(RESOURCES_SUMMARY))

export default function ResourcesPage() {
  return (
    <>
      <PageHeader eyebrow={RESOURCES_PAGE.eyebrow} title={RESOURCES_INTRO.title} lead={RESOURCES_INTRO.lead} trail={[{ name: RESOURCES_PAGE.eyebrow, path: RESOURCES_SUMMARY.path }]}>
        <nav aria-label={RESOURCES_PAGE.guidesNavLabel}>
          <ul className="flex flex-wrap gap-2">
            {GUIDES.map((guide) => (
              <li key={guide.id}>
                <a
                  href={`#${guide.id}`}
                  className="jump-link inline-block"
                >
                  {guide.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>

      <Section id="in-depth" labelledBy="in-depth-heading">
        <SectionHeading id="in-depth-heading" title={RESOURCES_PAGE.inDepthTitle} lead={RESOURCES_PAGE.inDepthLead} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {IN_DEPTH_GUIDES.map((guide) => (
            <Card as="li" key={guide.slug} className="relative p-6 transition-shadow hover:shadow-md sm:p-6">
              <CardTitle className="text-base">
                <Link href={guide.path} className="after:absolute after:inset-0 after:rounded-2xl hover:text-indigo-700 dark:hover:text-indigo-300">
                  {guide.title}
                </Link>
              </CardTitle>
              <CardText>{guide.description}</CardText>
            </Card>
          ))}
        </ul>
        <p className="mt-8 text-base leading-7 text-slate-600 dark:text-slate-300">
          <LinkedCopy parts={RESOURCES_PAGE.numbersNote} />
        </p>
      </Section>

      <Section id="guides" labelledBy="guides-heading" tone="muted">
        <SectionHeading id="guides-heading" title={RESOURCES_PAGE.guidesTitle} lead={RESOURCES_PAGE.guidesLead} />
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          {GUIDES.map((guide) => (
            <Card as="article" key={guide.id} id={guide.id} className="scroll-mt-32">
              <p className="flex items-center gap-2 text-sm font-semibold text-indigo-700 dark:text-indigo-300">
                <BookOpen aria-hidden="true" className="size-4" />
                {RESOURCES_PAGE.guideBadge}
              </p>
              <CardTitle className="mt-3 text-xl">{guide.title}</CardTitle>
              <CardText className="text-base leading-7">{guide.summary}</CardText>
              <CheckList items={guide.points} className="mt-6" />
            </Card>
          ))}
        </div>
        <p className="mt-10 max-w-3xl text-base leading-7 text-slate-600 dark:text-slate-300">
          {RESOURCES_PAGE.processNote}{' '}
          <Link href="/process" className="text-link">
            {RESOURCES_PAGE.processLinkLabel}
          </Link>
          .
        </p>
      </Section>

      <Section id="reading" labelledBy="reading-heading" tone="muted">
        <SectionHeading id="reading-heading" title={RESOURCES_PAGE.readingTitle} lead={RESOURCES_PAGE.readingLead} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {FURTHER_READING.map((item) => (
            <Card as="li" key={item.href} className="relative p-6 transition-shadow hover:shadow-md sm:p-6">
              <CardTitle className="text-base">
                <BlogLink href={item.href} className="after:absolute after:inset-0 after:rounded-2xl hover:text-indigo-700 dark:hover:text-indigo-300">
                  {item.title}
                </BlogLink>
              </CardTitle>
              <CardText>{item.description}</CardText>
            </Card>
          ))}
        </ul>
        <div className="mt-8">
          <BlogLink href="/blog" className="inline-flex items-center gap-1.5 text-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300">
            {RESOURCES_PAGE.blogLinkLabel}
            <ArrowRight aria-hidden="true" className="size-4" />
          </BlogLink>
        </div>
      </Section>

      <Section id="tools" labelledBy="tools-heading">
        <div className="flex flex-col gap-6 rounded-2xl border border-slate-300 p-8 sm:flex-row sm:items-center dark:border-slate-700">
          <Calculator aria-hidden="true" className="size-10 flex-none text-indigo-600 dark:text-indigo-400" />
          <div>
            <h2 id="tools-heading" className="text-xl font-semibold text-slate-950 dark:text-white">
              <Link href="/tools" className="hover:text-indigo-700 hover:underline dark:hover:text-indigo-300">
                {RESOURCES_PAGE.toolsTitle}
              </Link>
            </h2>
            <p className="mt-2 text-base leading-7 text-slate-600 dark:text-slate-300">{TOOLS_NOTE}</p>
          </div>
        </div>
      </Section>

      <CtaBand title={RESOURCES_PAGE.ctaTitle} text={RESOURCES_PAGE.ctaText} />
    </>
  )
}
