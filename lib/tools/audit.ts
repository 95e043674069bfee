import type { Audit, AuditQuestion } from '@/config/content/audits'

/**
 * Guided audits (growth, brand): sections of yes / partly / no questions. Each answer scores 2 / 1 / 0; a section's
 * score is its points over the most it could have, so unanswered questions do not count against it. Every "no" or
 * "partly" brings the question's next step, the weakest sections first.
 */
export type AuditAnswer = 'yes' | 'partly' | 'no'

export const ANSWER_POINTS: Readonly<Record<AuditAnswer, number>> = { yes: 2, partly: 1, no: 0 }

export type SectionScore = { id: string; title: string; answered: number; total: number; /** 0–1, null until a question is answered. */ score: number | null }
export type AuditResult = {
  sections: SectionScore[]
  answered: number
  total: number
  overall: number | null
  /** Answered sections scoring below 50 %, lowest first. */
  weakest: SectionScore[]
  nextSteps: (AuditQuestion & { answer: AuditAnswer; section: string })[]
}

const ratio = (points: number, answered: number) => (answered === 0 ? null : points / (answered * ANSWER_POINTS.yes))

export function scoreAudit(audit: Audit, answers: Readonly<Record<string, AuditAnswer | undefined>>): AuditResult {
  let points = 0
  let answered = 0
  const sections = audit.sections.map((s) => {
    const given = s.questions.map((q) => answers[q.id]).filter((a): a is AuditAnswer => a !== undefined)
    const sectionPoints = given.reduce((sum, a) => sum + ANSWER_POINTS[a], 0)
    points += sectionPoints
    answered += given.length
    return { id: s.id, title: s.title, answered: given.length, total: s.questions.length, score: ratio(sectionPoints, given.length) }
  })
  const weakest = sections.filter((s) => s.score !== null && s.score < 0.5).sort((a, b) => a.score! - b.score!)
  const order = new Map([...sections].sort((a, b) => (a.score ?? 2) - (b.score ?? 2)).map((s, i) => [s.id, i]))
  const nextSteps = audit.sections
    .flatMap((s) => s.questions.map((q) => ({ ...q, section: s.id, answer: answers[q.id] })))
    .filter((q): q is AuditQuestion & { section: string; answer: AuditAnswer } => q.answer === 'no' || q.answer === 'partly')
    .sort((a, b) => order.get(a.section)! - order.get(b.section)! || ANSWER_POINTS[a.answer] - ANSWER_POINTS[b.answer])
  return { sections, answered, total: sections.reduce((n, s) => n + s.total, 0), overall: ratio(points, answered), weakest, nextSteps }
}

/** Answers travel in the URL as one letter each: y, p or n. */
export function decodeAnswer(letter: string): AuditAnswer | undefined {
  return letter === 'y' ? 'yes' : letter === 'p' ? 'partly' : letter === 'n' ? 'no' : undefined
}
export function encodeAnswer(answer: AuditAnswer): string {
  return answer[0]!
}
