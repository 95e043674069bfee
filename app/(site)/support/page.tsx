import { Mail, Phone } from '@/components/ui/icons'
import Link from 'next/link'
import { Section } from '@/components/content/container'
import { PageHeader } from '@/components/content/page-header'
import { SectionHeading } from '@/components/content/section-heading'
import { helpTopics, SUPPORT_PAGE, SUPPORT_SUMMARY } from '@/config/content/support'
import { siteConfig } from '@/lib/site'
import { APPLY_STEPS } from '@/lib/forms/definitions/apply'
import { buildMetadata, seoOf } from '@/lib/seo'

export const metadata = buildMetadata(seoOf(SUPPORT_SUMMARY))

export default function SupportPage() {
  const site = siteConfig()
  const topics = helpTopics({ applySteps: APPLY_STEPS.length })
  return (
    <>
      <PageHeader
        eyebrow={SUPPORT_PAGE.eyebrow}
        title={SUPPORT_PAGE.title}
        lead={SUPPORT_PAGE.lead}
        trail={[{ name: SUPPORT_SUMMARY.title, path: SUPPORT_SUMMARY.path }]}
      >
        <nav aria-label={SUPPORT_PAGE.topicsLabel}>
          <ul className="flex flex-wrap gap-2">
            {topics.map((t) => (
              <li key={t.id}>
                <a href={`#${t.id}`} className="inline-block rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:border-indigo-400 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200">
                  {t.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>

      {topics.map((topic, i) => (
        <Section key={topic.id} id={topic.id} labelledBy={`${topic.id}-heading`} tone={i % 2 === 1 ? 'muted' : 'plain'} className="scroll-mt-24">
          <SectionHeading id={`${topic.id}-heading`} title={topic.title} />
          <dl className="mt-8 grid max-w-4xl gap-8">
            {topic.items.map((item) => (
              <div key={item.q}>
                <dt className="text-base font-semibold text-slate-950 dark:text-white">{item.q}</dt>
                <dd className="mt-2 text-base leading-7 text-slate-700 dark:text-slate-300">
                  {item.a}
                  {item.links ? (
                    <span className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
                      {item.links.map((l) => (
                        <Link key={l.href} href={l.href} className="text-link">
                          {l.label}
                        </Link>
                      ))}
                    </span>
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
        </Section>
      ))}

      <Section id="reach-us" labelledBy="reach-us-heading" tone="muted">
        <SectionHeading id="reach-us-heading" title={SUPPORT_PAGE.reachTitle} lead={SUPPORT_PAGE.reachLead} />
        <ul className="mt-8 flex flex-col gap-4 text-base sm:flex-row sm:gap-10">
          <li className="flex items-center gap-2">
            <Mail aria-hidden="true" className="size-5 text-indigo-700 dark:text-indigo-300" />
            <a href={`mailto:${site.email}`} className="text-link">
              {site.email}
            </a>
          </li>
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-5 text-indigo-700 dark:text-indigo-300" />
            <a href={site.phoneHref} className="text-link">
              {site.phone}
            </a>
          </li>
          <li>
            <Link href="/contact-hub" className="text-link">
              {SUPPORT_PAGE.hubLabel}
            </Link>
          </li>
        </ul>
      </Section>
    </>
  )
}
