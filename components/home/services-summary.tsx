import { ArrowRight } from '@/components/ui/icons'
import Link from 'next/link'
import { Card, CardText, CardTitle, IconTile } from '@/components/content/card'
import { Section } from '@/components/content/container'
import { SectionHeading } from '@/components/content/section-heading'
import { SERVICES_INTRO } from '@/config/content/home'
import { SERVICES } from '@/config/content/services'
import { SERVICE_ICONS } from './service-icons'

/** The four services, each linking to its section on /services. */
export function ServicesSummary() {
  return (
    <Section id="services" labelledBy="services-heading" tone="muted">
      <div className="heading-row">
        <SectionHeading id="services-heading" eyebrow={SERVICES_INTRO.eyebrow} title={SERVICES_INTRO.title} lead={SERVICES_INTRO.lead} />
        <Link
          href="/services"
          className="more-link"
        >
          {SERVICES_INTRO.linkLabel}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {SERVICES.map((service) => {
          const Icon = SERVICE_ICONS[service.id]
          return (
            <Card as="li" key={service.id} className="card-linked">
              <IconTile>
                <Icon aria-hidden="true" />
              </IconTile>
              <CardTitle className="mt-6">
                {/* The whole card is clickable through the title link's stretched hit area. */}
                <Link href={`/services#${service.id}`} className="card-link">
                  {service.name}
                </Link>
              </CardTitle>
              <CardText>{service.summary}</CardText>
            </Card>
          )
        })}
      </ul>
    </Section>
  )
}
