import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CalculatorResult } from './calculator-result'
import { ResultTable } from './result-table'
import { ResultStat } from './results'

const panel = (n: number) => ({
  headline: <ResultStat label="Runway" value={`${n} months`} />,
  insights: ['Room to plan the next round.'],
  warnings: ['Costs grow faster than revenue.'],
  chart: <figure>chart</figure>,
  table: <table />,
  note: <p>note</p>,
})

describe('CalculatorResult', () => {
  it('waits for marked fields to be corrected instead of showing results', () => {
    const html = renderToStaticMarkup(
      <CalculatorResult what="The runway" result={{ ok: true, value: 12 }} marked={2}>
        {panel}
      </CalculatorResult>,
    )
    expect(html).toContain('The runway appears once the marked fields are corrected.')
    expect(html).not.toContain('Runway</dt>')
  })

  it('says why the numbers cannot be calculated', () => {
    const html = renderToStaticMarkup(
      <CalculatorResult<number> what="The runway" result={{ ok: false, field: null, message: 'Monthly costs must be more than 0.' }} marked={0}>
        {panel}
      </CalculatorResult>,
    )
    expect(html).toContain('role="alert"')
    expect(html).toContain('Monthly costs must be more than 0.')
  })

  it('lays the panel out in one order: headline, explanation (warnings first), chart, table, note', () => {
    const html = renderToStaticMarkup(
      <CalculatorResult what="The runway" result={{ ok: true, value: 18 }} marked={0}>
        {panel}
      </CalculatorResult>,
    )
    const at = (s: string) => html.indexOf(s)
    expect(at('18 months')).toBeGreaterThan(-1)
    expect(at('18 months')).toBeLessThan(at('Costs grow faster'))
    expect(at('Costs grow faster')).toBeLessThan(at('Room to plan'))
    expect(at('Room to plan')).toBeLessThan(at('<figure>'))
    expect(at('<figure>')).toBeLessThan(at('<table'))
    expect(at('<table')).toBeLessThan(at('<p>note</p>'))
  })
})

describe('ResultTable', () => {
  it('names each row in its first column and marks the cells it is given a class for', () => {
    const html = renderToStaticMarkup(
      <ResultTable
        label="Monthly cash-flow table"
        caption="Closing cash by month"
        head={['Month', 'Closing cash']}
        rows={[{ key: '1', header: 1, cells: [{ value: '-$5,000', className: 'text-red-700' }] }]}
        minWidth="min-w-[36rem]"
        tall
      />,
    )
    expect(html).toContain('role="region" aria-label="Monthly cash-flow table"')
    expect(html).toContain('<th scope="row" class="px-3 py-1.5 text-left font-medium">1</th>')
    expect(html).toContain('<td class="px-3 py-1.5 text-red-700">-$5,000</td>')
    expect(html).toContain('sticky top-0')
  })
})
