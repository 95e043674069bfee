import { describe, expect, it } from 'vitest'
import { formatMisses, formatTable, type Row } from './report.mjs'

const plain: Row = { group: 'server', metric: 'cold start', value: 900, unit: 'ms', note: 'x' }
const judged: Row = { group: 'lighthouse /', metric: 'TBT', value: 300, ref: 100, ratio: 3, verdict: 'MISS', goal: '≤ 1.5× ref', unit: 'ms', note: 'y' }

describe('formatTable', () => {
  it('prints the reference columns only when some row has them', () => {
    expect(formatTable([plain]).split('\n')[0]).toBe('| group  | metric     | value | unit | note |')
    const header = formatTable([plain, judged]).split('\n')[0]
    expect(header).toMatch(/\| value \| ref \| ratio \| verdict \| unit \|/)
  })
})

describe('formatMisses', () => {
  it('lists every MISS with its reference and goal', () => {
    const pass = { ...judged, metric: 'LCP', verdict: 'PASS' as const }
    const flag: Row = { group: 'lighthouse /', metric: 'CSS sent twice', value: 'yes', ref: 'no', verdict: 'MISS', goal: 'no', unit: 'yes/no' }
    expect(formatMisses([plain, judged, pass, flag])).toBe(
      'Goals: 2 MISS of 3 judged rows\n  MISS  lighthouse / · TBT: 300 ms vs ref 100 ms (goal ≤ 1.5× ref)\n  MISS  lighthouse / · CSS sent twice: yes vs ref no (goal no)',
    )
  })
  it('says so when nothing missed', () => {
    expect(formatMisses([plain, { ...judged, verdict: 'PASS' }])).toBe('Goals: no MISS among 1 judged rows.')
  })
})
