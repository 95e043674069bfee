import { ArrowRight } from '@/components/ui/icons'
import { HomeSections } from '@/components/home'
import { ButtonLink } from '@/components/ui/button'
import { JsonLdScript } from '@/components/seo/json-ld'
import { HOME_PAGE } from '@/config/content/home'
import { CHECK_SIZE, STAGE_RANGE_DISPLAY } from '@/config/facts'
import { APPLY_LINK, CONTACT_LINK } from '@/config/nav'
import { buildMetadata, organizationJsonLd } from '@/lib/seo'

export const metadata = buildMetadata({
  title: HOME_PAGE.title,
  description: HOME_PAGE.summary,
  path: '/',
})

const STATS = [
  { value: STAGE_RANGE_DISPLAY, label: HOME_PAGE.stagesLabel },
  { value: CHECK_SIZE.display, label: HOME_PAGE.rangeLabel },
  { value: HOME_PAGE.sectors, label: HOME_PAGE.sectorsLabel },
]

export default function HomePage() {
  return (
    <>
      <section className="relative">
        <div className="hero-frame frame pt-20 pb-20 sm:pt-28 lg:pt-32 lg:pb-28">
          <div className="mx-auto max-w-4xl text-center">
            <p className="hero-badge">
              {HOME_PAGE.badge}
            </p>
            <h1 className="hero-title">
              {`${HOME_PAGE.heading} `}
              <span className="hero-accent">
                {HOME_PAGE.headingAccent}
              </span>
            </h1>
            <p className="hero-lead">
              {HOME_PAGE.lead}
            </p>
            <div className="cta-row mt-10">
              <ButtonLink href={APPLY_LINK.href} prefetch={APPLY_LINK.prefetch} size="lg" className="w-full sm:w-auto">
                {APPLY_LINK.label}
                <ArrowRight aria-hidden="true" />
              </ButtonLink>
              <ButtonLink href={CONTACT_LINK.href} prefetch={CONTACT_LINK.prefetch} size="lg" variant="secondary" className="w-full sm:w-auto">
                {CONTACT_LINK.label}
              </ButtonLink>
            </div>
          </div>

          <dl className="tile-grid mx-auto mt-20 max-w-4xl grid-cols-1 sm:grid-cols-3">
            {STATS.map((stat) => (
              <div key={stat.label} className="hero-stat">
                <dt className="stat-label">{stat.label}</dt>
                <dd className="stat-value">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <HomeSections />
      <JsonLdScript data={organizationJsonLd()} />
    </>
  )
}
