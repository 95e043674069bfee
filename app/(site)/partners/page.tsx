import { ArrowRight, Briefcase, Building2, Cloud, FlaskConical, Landmark } from '@/components/ui/icons'
import { Card, CardText, CardTitle, CheckList, IconTile } from '@/components/content/card'
import { Section } from '@/components/content/container'
import { CtaBand } from '@/components/content/cta-band'
import { ButtonLink } from '@/components/ui/button'
import { PageHeader } from '@/components/content/page-header'
import { SectionHeading } from '@/components/content/section-heading'
import { PARTNER_CATEGORIES, PARTNER_STEPS, PARTNERS_INTRO, PARTNERS_PAGE, PARTNERS_SUMMARY } from '@/config/content/partners'
import { buildMetadata, seoOf } from '@/lib/seo'

export const metadata = buildMetadata(seoOf(PARTNERS_SUMMARY))

const ICONS: Record<string, typeof Building2> = {
  corporate: Building2,
  technology: Cloud,
  research: FlaskConical,
  capital: Landmark,
  service: Briefcase,
}

export default function PartnersPage() {
  return (
    <>
      <PageHeader eyebrow={PARTNERS_SUMMARY.title} title={PARTNERS_INTRO.title} lead={PARTNERS_INTRO.lead} trail={[{ name: PARTNERS_SUMMARY.title, path: PARTNERS_SUMMARY.path }]}>
        <ButtonLink href={PARTNERS_PAGE.enquiryHref}>
          {PARTNERS_PAGE.enquiryLabel}
          <ArrowRight aria-hidden="true" />
        </ButtonLink>
      </PageHeader>

      <Section id="categories" labelledBy="categories-heading">
        <SectionHeading id="categories-heading" title={PARTNERS_PAGE.categoriesTitle} lead={PARTNERS_PAGE.categoriesLead} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {PARTNER_CATEGORIES.map((category) => {
            const Icon = ICONS[category.id] ?? Building2
            return (
              <Card as="li" key={category.id}>
                <IconTile>
                  <Icon aria-hidden="true" />
                </IconTile>
                <CardTitle className="mt-6">{category.name}</CardTitle>
                <CardText>{category.description}</CardText>
                <CheckList items={category.examples} className="mt-5 border-t border-slate-200 pt-5 dark:border-slate-800" />
              </Card>
            )
          })}
        </ul>
      </Section>

      <Section id="how-to-partner" labelledBy="how-heading" tone="muted">
        <SectionHeading id="how-heading" title={PARTNERS_PAGE.stepsTitle} lead={PARTNERS_PAGE.stepsLead} />
        <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {PARTNER_STEPS.map((step, i) => (
            <Card as="li" key={step.name} className="p-6 sm:p-6">
              <span aria-hidden="true" className="inline-flex size-9 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white">
                {i + 1}
              </span>
              <CardTitle className="mt-5 text-base">
                <span className="sr-only">{`${PARTNERS_PAGE.stepLabel} ${i + 1}: `}</span>
                {step.name}
              </CardTitle>
              <CardText>{step.description}</CardText>
            </Card>
          ))}
        </ol>
        <div className="mt-10">
          <ButtonLink href={PARTNERS_PAGE.enquiryHref}>
            {PARTNERS_PAGE.enquiryLabel}
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </div>
      </Section>

      <CtaBand title={PARTNERS_PAGE.ctaTitle} text={PARTNERS_PAGE.ctaText} />
    </>
  )
}
