import { ChartColumn, Handshake, Lightbulb, Recycle, Sparkles, Users } from '@/components/ui/icons'
import { Section } from '@/components/content/container'
import { SectionHeading } from '@/components/content/section-heading'
import { FLYWHEEL } from '@/config/content/home'

const ICONS = [Users, Sparkles, Handshake, ChartColumn, Recycle, Lightbulb] as const

// Geometry of the wheel, in viewBox units. The width leaves the side labels room to their longest word
// ('reinvestment') with a margin, so no label is cut at the drawing's edge.
const W = 680
const H = 560
const CX = W / 2
const CY = H / 2
const RING = 160
const NODE = 38
const GAP_DEG = 19 // leaves room between an arrow and the nodes it joins

const rad = (deg: number) => (deg * Math.PI) / 180
const round = (n: number) => Math.round(n * 10) / 10
const point = (deg: number, r: number) => ({ x: round(CX + r * Math.cos(rad(deg))), y: round(CY + r * Math.sin(rad(deg))) })

/** Splits a benefit name into two balanced lines for the label beside its node. */
function labelLines(name: string): [string, string] {
  const i = name.indexOf(' ')
  return i === -1 ? [name, ''] : [name.slice(0, i), name.slice(i + 1)]
}

/**
 * The value-creation flywheel: six benefits on a ring joined by clockwise arrows, the last feeding the first.
 * The SVG is one labelled image for assistive technology; the ordered list beside it carries the same content as text.
 */
export function Flywheel() {
  const benefits = FLYWHEEL.benefits
  const step = 360 / benefits.length
  const angles = benefits.map((_, i) => -90 + i * step)

  return (
    <Section id="flywheel" labelledBy="flywheel-heading">
      <SectionHeading id="flywheel-heading" eyebrow={FLYWHEEL.eyebrow} title={FLYWHEEL.title} lead={FLYWHEEL.lead} />
      <div className="mt-12 grid items-center gap-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        {/* A container, so the drawing's text follows the drawing's own width: below 30rem its 17-unit names would be
            under 12 px, so they give way (the numbered list carries them) and the numbers grow. */}
        <div className="@container mx-auto w-full max-w-2xl">
          <svg
            viewBox={`0 0 ${W} ${H}`}
            role="img"
            aria-labelledby="flywheel-svg-title flywheel-svg-desc"
            className="w-full"
          >
            <title id="flywheel-svg-title">The value creation flywheel</title>
            <desc id="flywheel-svg-desc">
              {`A cycle of six benefits, each feeding the next: ${benefits.map((b) => b.name).join(', then ')}, and back to ${benefits[0]?.name ?? ''}.`}
            </desc>
            <defs>
              <marker id="flywheel-arrow" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
                <path d="M0 0 L10 5 L0 10 z" className="fill-indigo-600 dark:fill-indigo-400" />
              </marker>
              <radialGradient id="flywheel-hub" cx="50%" cy="40%" r="70%">
                <stop offset="0%" stopColor="#6366f1" />
                <stop offset="100%" stopColor="#4338ca" />
              </radialGradient>
            </defs>

            {/* The ring's track, then one arrow per benefit to the next. */}
            <circle cx={CX} cy={CY} r={RING} fill="none" strokeWidth="22" className="stroke-indigo-100 dark:stroke-indigo-950" />
            {angles.map((angle, i) => {
              const from = point(angle + GAP_DEG, RING)
              const to = point(angle + step - GAP_DEG, RING)
              return (
<path key={`arc-${i}`} d={`M${from.x} ${from.y}A${RING} ${RING} 0 0 1 ${to.x} ${to.y}`} className="flywheel-arc" />
              )
            })}

            {/* Hub */}
            <circle cx={CX} cy={CY} r={92} fill="url(#flywheel-hub)" />
            <circle cx={CX} cy={CY} r={104} fill="none" strokeWidth="1.5" strokeDasharray="4 6" className="stroke-indigo-300 dark:stroke-indigo-700" />
            <text x={CX} y={CY - 8} className="flywheel-hub-label">
              Value
            </text>
            <text x={CX} y={CY + 18} className="flywheel-hub-label">
              creation
            </text>

            {/* Nodes with their icons, numbers and labels */}
            {benefits.map((benefit, i) => {
              const angle = angles[i] ?? 0
              const c = point(angle, RING)
              const Icon = ICONS[i % ICONS.length] ?? Users
              const badge = { x: round(c.x + NODE * 0.72), y: round(c.y - NODE * 0.72) }
              const [line1, line2] = labelLines(benefit.name)
              const cos = Math.cos(rad(angle))
              const sin = Math.sin(rad(angle))
              // Labels sit outside the ring: beside side nodes, above the top node and below the bottom one.
              const side = Math.abs(cos) > 0.3
              const anchor = side ? (cos > 0 ? 'start' : 'end') : 'middle'
              const lx = side ? c.x + (cos > 0 ? NODE + 12 : -(NODE + 12)) : c.x
              const ly = side ? c.y - 4 : sin < 0 ? c.y - NODE - 34 : c.y + NODE + 26
              return (
                <g key={benefit.id}>
                  <circle cx={c.x} cy={c.y} r={NODE} className="flywheel-node" />
                  <Icon x={c.x - 14} y={c.y - 14} width={28} height={28} className="flywheel-icon" />
                  <circle cx={badge.x} cy={badge.y} r={14} className="flywheel-badge" />
                  <text x={badge.x} y={badge.y} className="flywheel-number">
                    {i + 1}
                  </text>
                  <text textAnchor={anchor} data-label className="flywheel-label">
                    <tspan x={lx} y={ly}>
                      {line1}
                    </tspan>
                    <tspan x={lx} dy="21">
                      {line2}
                    </tspan>
                  </text>
                </g>
              )
            })}
          </svg>
        </div>

        <ol className="space-y-5">
          {benefits.map((benefit, i) => (
            // .flywheel-step is a grid, so the name and text stack beside the number without a <div> around them.
            <li key={benefit.id} className="flywheel-step">
              <span aria-hidden="true" className="step-number">
                {i + 1}
              </span>
              <h3 className="heading-sm">{benefit.name}</h3>
              <p className="text-muted-sm mt-1">{benefit.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  )
}
