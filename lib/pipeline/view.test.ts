import { describe, expect, it } from 'vitest'
import { applicationColumns, daysLabel, daysSince, historyLine, nameOf, statusOptions } from './view'

const names = new Map([
  ['admin', 'Owner'],
  ['u-1', 'Grace Hopper'],
])

describe('pipeline wording', () => {
  it('offers every status in pipeline order with its label', () => {
    expect(statusOptions().map((o) => o.label)).toEqual(['New', 'Reviewing', 'Diligence', 'Term sheet', 'Invested', 'Declined', 'Withdrawn'])
  })

  it('counts whole days in a status', () => {
    const now = new Date('2026-11-25T12:00:00Z')
    expect(daysSince(new Date('2026-11-25T01:00:00Z'), now)).toBe(0)
    expect(daysSince(new Date('2026-11-24T11:59:00Z'), now)).toBe(1)
    expect(daysSince(new Date('2026-11-28T00:00:00Z'), now)).toBe(0)
    expect([0, 1, 14].map(daysLabel)).toEqual(['today', '1 day', '14 days'])
  })

  it('words each kind of change from → to, with names for accounts', () => {
    expect(historyLine({ kind: 'status', fromValue: 'new', toValue: 'term_sheet' }, names)).toEqual({ what: 'Status', from: 'New', to: 'Term sheet' })
    expect(historyLine({ kind: 'assignee', fromValue: null, toValue: 'u-1' }, names)).toEqual({ what: 'Assignee', from: 'nobody', to: 'Grace Hopper' })
    expect(historyLine({ kind: 'tags', fromValue: 'a, b', toValue: null }, names)).toEqual({ what: 'Tags', from: 'a, b', to: 'none' })
    expect(historyLine({ kind: 'note', fromValue: null, toValue: null }, names)).toBeNull()
    expect(nameOf('gone', names)).toBe('a former account')
  })
})

describe('an application at a glance', () => {
  it('names stage and sector, and leaves missing values blank', () => {
    expect(applicationColumns({ companyName: 'Helix', founderName: 'Ada', stage: 'series-a', sector: 'fintech-ai', amountSought: '$2M' })).toEqual({
      company: 'Helix',
      founder: 'Ada',
      stage: 'Series A',
      sector: 'Fintech + AI',
      amount: '$2M',
    })
    expect(applicationColumns({ stage: 'idea', sector: 3 })).toEqual({ company: '', founder: '', stage: 'idea', sector: '', amount: '' })
  })
})
