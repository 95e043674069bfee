import { describe, expect, it } from 'vitest'
import { BRAND_AUDIT, GROWTH_AUDIT, type Audit } from '@/config/content/audits'
import { PUBLIC_PATHS } from '@/config/routes'
import { decodeAnswer, encodeAnswer, scoreAudit } from './audit'

const AUDIT: Audit = {
  id: 'test',
  sections: [
    { id: 'a', title: 'A', questions: [{ id: 'a1', text: 'A1?', nextStep: 'Do A1.' }, { id: 'a2', text: 'A2?', nextStep: 'Do A2.' }] },
    { id: 'b', title: 'B', questions: [{ id: 'b1', text: 'B1?', nextStep: 'Do B1.' }] },
  ],
}

describe('scoreAudit', () => {
  it('scores nothing until a question is answered', () => {
    const r = scoreAudit(AUDIT, {})
    expect(r.overall).toBeNull()
    expect(r.total).toBe(3)
    expect(r.sections.map((s) => s.score)).toEqual([null, null])
    expect(r.nextSteps).toEqual([])
  })

  it('scores yes 2, partly 1, no 0 over the answered questions', () => {
    const r = scoreAudit(AUDIT, { a1: 'yes', a2: 'partly', b1: 'no' })
    expect(r.sections.map((s) => s.score)).toEqual([0.75, 0])
    expect(r.overall).toBe(0.5)
    expect(r.weakest.map((s) => s.id)).toEqual(['b'])
  })

  it('lists next steps for no and partly, the weakest section first', () => {
    const r = scoreAudit(AUDIT, { a1: 'partly', a2: 'yes', b1: 'no' })
    expect(r.nextSteps.map((s) => s.id)).toEqual(['b1', 'a1'])
    expect(r.nextSteps[0]).toMatchObject({ answer: 'no', nextStep: 'Do B1.', section: 'b' })
  })

  it('round-trips answers through their URL letters', () => {
    for (const a of ['yes', 'partly', 'no'] as const) expect(decodeAnswer(encodeAnswer(a))).toBe(a)
    expect(decodeAnswer('x')).toBeUndefined()
  })
})

describe.each([GROWTH_AUDIT, BRAND_AUDIT])('$id audit content', (audit) => {
  const questions = audit.sections.flatMap((s) => s.questions)
  it('has five sections of three to five questions, unique ids, and a next step for each', () => {
    expect(audit.sections).toHaveLength(5)
    for (const s of audit.sections) expect(s.questions.length).toBeGreaterThanOrEqual(3)
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length)
    for (const q of questions) expect(q.nextStep.length).toBeGreaterThan(20)
  })
  it('links only to pages that exist', () => {
    for (const q of questions) if (q.link) expect(PUBLIC_PATHS.has(q.link.href), q.link.href).toBe(true)
  })
})
