import { Section } from '@/components/content/container'
import { CtaBand } from '@/components/content/cta-band'
import { PageHeader } from '@/components/content/page-header'
import { SectionHeading } from '@/components/content/section-heading'
import { PortfolioFilter } from '@/components/portfolio/portfolio-filter'
import { PORTFOLIO_PAGE, PORTFOLIO_SUMMARY } from '@/config/content/portfolio-page'
import { PORTFOLIO, sectorFromSlug, SECTORS } from '@/config/portfolio'
import { buildMetadata, seoOf } from '@/lib/seo'

export const metadata = buildMetadata(seoOf(PORTFOLIO_SUMMARY))

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function PortfolioPage({ searchParams }: Props) {
  const { sector } = await searchParams
  const selected = sectorFromSlug(Array.isArray(sector) ? sector[0] : sector)
  return (
    <>
      <PageHeader eyebrow={PORTFOLIO_SUMMARY.title} title={PORTFOLIO_PAGE.title} lead={PORTFOLIO_PAGE.lead} trail={[{ name: PORTFOLIO_SUMMARY.title, path: PORTFOLIO_SUMMARY.path }]} />
      <Section labelledBy="companies-heading">
        <SectionHeading id="companies-heading" title={PORTFOLIO_PAGE.listTitle} lead={PORTFOLIO_PAGE.listLead} />
        <div className="mt-10">
          <PortfolioFilter companies={PORTFOLIO} sectors={SECTORS} selected={selected} />
        </div>
      </Section>
      <CtaBand title={PORTFOLIO_PAGE.ctaTitle} text={PORTFOLIO_PAGE.ctaText} />
    </>
  )
}
