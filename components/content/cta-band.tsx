import { ArrowRight } from '@/components/ui/icons'
import { APPLY_LINK, CONTACT_LINK } from '@/config/nav'
import { Container } from './container'
import { ButtonLink } from '@/components/ui/button'

/** The closing call to action: Apply Now and Contact Us (calls to action everywhere). */
export function CtaBand({
  id = 'cta-heading',
  title,
  text,
}: {
  id?: string
  title: string
  text: string
}) {
  return (
    <section aria-labelledby={id} className="py-16 sm:py-20">
      <Container>
        <div className="cta-panel">
          <div aria-hidden="true" className="cta-glow" />
          <div className="relative">
            <h2 id={id} className="cta-title">
              {title}
            </h2>
            <p className="cta-text">{text}</p>
            <div className="cta-row mt-8">
              <ButtonLink href={APPLY_LINK.href} prefetch={APPLY_LINK.prefetch} variant="inverse" className="w-full sm:w-auto">
                {APPLY_LINK.label}
                <ArrowRight aria-hidden="true" />
              </ButtonLink>
              <ButtonLink href={CONTACT_LINK.href} prefetch={CONTACT_LINK.prefetch} variant="outlineOnDark" className="w-full sm:w-auto">
                {CONTACT_LINK.label}
              </ButtonLink>
            </div>
          </div>
        </div>
      </Container>
    </section>
  )
}
