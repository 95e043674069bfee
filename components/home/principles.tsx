import { ArrowRight, Compass, Eye, Target, Heart } from '@/components/ui/icons'
import Link from 'next/link'
import { Section } from '@/components/content/container'
import { SectionHeading } from '@/components/content/section-heading'
import { PRINCIPLES, type Principle } from '@/config/content/about'
import { PRINCIPLES_INTRO } from '@/config/content/home'

export const PRINCIPLE_ICONS: Record<Principle['id'], typeof Eye> = { vision: Eye, mission: Target, purpose: Heart, approach: Compass }

/** Vision, mission, purpose and approach, summarised; /about has the full text. */
export function Principles() {
  return (
    <Section id="principles" labelledBy="principles-heading">
      <div className="heading-row">
        <SectionHeading id="principles-heading" eyebrow={PRINCIPLES_INTRO.eyebrow} title={PRINCIPLES_INTRO.title} />
        <Link
          href="/about"
          className="more-link"
        >
          {PRINCIPLES_INTRO.linkLabel}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <dl className="tile-grid mt-12 sm:grid-cols-2">
        {PRINCIPLES.map((principle) => {
          const Icon = PRINCIPLE_ICONS[principle.id]
          return (
            <div key={principle.id} className="principle">
              <dt className="principle-name">
                <Icon aria-hidden="true" className="size-5" />
                {principle.name}
              </dt>
              <dd className="principle-summary">{principle.summary}</dd>
            </div>
          )
        })}
      </dl>
    </Section>
  )
}
