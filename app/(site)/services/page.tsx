import { CheckList } from '@/components/content/card'
import { Container } from '@/components/content/container'
import { CtaBand } from '@/components/content/cta-band'
import { PageHeader } from '@/components/content/page-header'
import { SERVICE_ICONS } from '@/components/home/service-icons'
import { SERVICES, SERVICES_PAGE, SERVICES_SUMMARY } from '@/config/content/services'
import { buildMetadata, seoOf } from '@/lib/seo'

export const metadata = buildMetadata(seoOf(SERVICES_SUMMARY))

export default function ServicesPage() {
  return (
    <>
      <PageHeader eyebrow={SERVICES_PAGE.eyebrow} title={SERVICES_PAGE.title} lead={SERVICES_PAGE.lead} trail={[{ name: SERVICES_SUMMARY.title, path: SERVICES_SUMMARY.path }]}>
        <nav aria-label={SERVICES_PAGE.navLabel} className="flex flex-wrap gap-2">
          {SERVICES.map((s) => (
            <a
              key={s.id}
              href={`#${s.id}`}
              className="jump-link"
            >
              {s.name}
            </a>
          ))}
        </nav>
      </PageHeader>

      <Container className="space-y-8 py-16 sm:py-20">
        {SERVICES.map((service, i) => {
          const Icon = SERVICE_ICONS[service.id]
          return (
            // The section is the card itself (.card, as <Card> draws it): a wrapper around it would be one more element to hydrate.
            <section key={service.id} id={service.id} aria-labelledby={`${service.id}-title`} className="card service-card">
              <div>
                <div className="flex items-center gap-4">
                  <span className="service-badge">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <span className="service-count">{`${String(i + 1).padStart(2, '0')} / ${String(SERVICES.length).padStart(2, '0')}`}</span>
                </div>
                <h2 id={`${service.id}-title`} className="service-title">
                  {service.name}
                </h2>
                <p className="service-summary">{service.summary}</p>
                <p className="service-text">{service.description}</p>
                <p className="service-best-for">
                  <strong className="font-semibold">{SERVICES_PAGE.bestForLabel} </strong>
                  {service.bestFor}
                </p>
              </div>
              <div>
                <h3 className="service-subtitle">{SERVICES_PAGE.youGetTitle}</h3>
                <CheckList items={service.deliverables} className="mt-5" />
              </div>
            </section>
          )
        })}
      </Container>

      <CtaBand title={SERVICES_PAGE.ctaTitle} text={SERVICES_PAGE.ctaText} />
    </>
  )
}
