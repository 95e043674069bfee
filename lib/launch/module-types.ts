/**
 * The shapes of the launch builder's modules and the ids the browser code checks stored progress against. Apart from
 * modules.ts, whose questions reach the builder as props, so the browser bundle does not carry them.
 */
export type QuestionKind = 'text' | 'textarea' | 'number' | 'percent' | 'money' | 'select' | 'date'

export type Question = {
  id: string
  label: string
  kind: QuestionKind
  hint?: string
  required?: boolean
  options?: readonly { value: string; label: string }[]
  /** Prefilled value; for a date, '' means "next Monday", worked out in the browser. */
  initial?: string
}

export type LaunchModule = { id: ModuleId; title: string; summary: string; questions: readonly Question[] }

export const MODULE_IDS = ['strategy', 'validation', 'fundraising', 'mvp', 'team', 'kpis'] as const
export type ModuleId = (typeof MODULE_IDS)[number]

export type Answers = Record<string, string>

/** A module's answers with its initial values filled in. */
export function initialAnswers(module: LaunchModule): Answers {
  return Object.fromEntries(module.questions.map((q) => [q.id, q.initial ?? '']))
}
