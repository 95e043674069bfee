import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ChartLegend } from './legend'
import { AxisLabel, GridLines } from './parts'

const svg = (node: React.ReactNode) => renderToStaticMarkup(<svg>{node}</svg>)

describe('chart parts shared by the admin and the tools charts', () => {
  it('draws every label at 12 px, the grid values as well as the axis labels', () => {
    const html = svg(
      <>
        <GridLines ticks={[0, 50, 100]} y={(v) => 100 - v} left={40} right={400} format={(v) => `$${v}`} />
        <AxisLabel x={10} y={20}>
          M1
        </AxisLabel>
      </>,
    )
    const sizes = [...html.matchAll(/font-size="(\d+)"/g)].map((m) => Number(m[1]))
    expect(sizes).toHaveLength(4)
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(12)
    expect(html).toContain('>$100</text>')
  })

  it('draws the zero line stronger only where asked (values that can be negative)', () => {
    expect(svg(<GridLines ticks={[-50, 0, 50]} y={(v) => v} left={0} right={10} format={String} markZero />)).toContain('stroke-width="1.5"')
    expect(svg(<GridLines ticks={[0, 5, 10]} y={(v) => v} left={0} right={10} format={String} />)).not.toContain('stroke-width="1.5"')
  })

  it('names the series in a legend only when there are several, hidden from screen readers where a table names them', () => {
    expect(renderToStaticMarkup(<ChartLegend names={['Cash']} />)).toBe('')
    const shown = renderToStaticMarkup(<ChartLegend names={['Revenue', 'Costs']} />)
    expect(shown).toContain('Revenue')
    expect(shown).not.toMatch(/<figcaption[^>]*aria-hidden/)
    expect(renderToStaticMarkup(<ChartLegend names={['Revenue', 'Costs']} hidden />)).toMatch(/<figcaption[^>]*aria-hidden="true"/)
  })
})
