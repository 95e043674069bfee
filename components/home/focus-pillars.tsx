import { Bot, Cpu, Dna } from '@/components/ui/icons'
import { Card, CardText, CardTitle, IconTile } from '@/components/content/card'
import { Section } from '@/components/content/container'
import { SectionHeading } from '@/components/content/section-heading'
import { FOCUS_INTRO } from '@/config/content/home'
import { FOCUS_AREAS, type FocusArea } from '@/config/facts'

const ICONS: Record<FocusArea['id'], typeof Bot> = { 'agentic-ai': Bot, 'automation-robotics': Cpu, 'converging-frontiers': Dna }

/** The three focus pillars, from config/facts.ts. */
export function FocusPillars() {
  return (
    <Section id="focus" labelledBy="focus-heading" tone="muted">
      <SectionHeading id="focus-heading" eyebrow={FOCUS_INTRO.eyebrow} title={FOCUS_INTRO.title} lead={FOCUS_INTRO.lead} />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {FOCUS_AREAS.map((area) => {
          const Icon = ICONS[area.id]
          return (
            <Card as="li" key={area.id}>
              <IconTile>
                <Icon aria-hidden="true" />
              </IconTile>
              <CardTitle className="mt-6">{area.name}</CardTitle>
              <CardText>{area.description}</CardText>
              {/* Each theme's bullet is drawn by CSS (.pillar-themes > li::before): no element of its own to hydrate. */}
              <ul className="pillar-themes">
                {area.themes.map((theme) => (
                  <li key={theme}>{theme}</li>
                ))}
              </ul>
            </Card>
          )
        })}
      </ul>
    </Section>
  )
}
