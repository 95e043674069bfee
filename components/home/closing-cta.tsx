import { CtaBand } from '@/components/content/cta-band'
import { CLOSING_CTA } from '@/config/content/home'

export function ClosingCta() {
  return <CtaBand id="home-cta-heading" title={CLOSING_CTA.title} text={CLOSING_CTA.text} />
}
