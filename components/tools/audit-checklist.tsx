'use client'

import Link from 'next/link'
import { RotateCcw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { Audit } from '@/config/content/audits'
import { decodeAnswer, encodeAnswer, scoreAudit, type AuditAnswer } from '@/lib/tools/audit'
import { Commentary, ResultGrid, ResultStat } from './kit/results'
import { useUrlInputs, type SharedSearch } from './kit/use-url-inputs'

const CHOICES: { value: AuditAnswer; label: string }[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'partly', label: 'Partly' },
  { value: 'no', label: 'No' },
]
const pct = (score: number | null) => (score === null ? '–' : `${Math.round(score * 100)}%`)

/**
 * A guided audit: answers live in the URL (one letter per question) so the result can be shared or revisited. The
 * audit comes from the server page as props rather than from an import, which put both audits' questions in each
 * audit page's first-load JavaScript.
 */
export function AuditChecklist({ audit, search }: { audit: Audit } & SharedSearch) {
  const questions = audit.sections.flatMap((s) => s.questions)
  const { values, set, reset } = useUrlInputs(Object.fromEntries(questions.map((q) => [q.id, ''])) as Record<string, string>, search)
  const answers = Object.fromEntries(questions.map((q) => [q.id, decodeAnswer(values[q.id] ?? '')]))
  const r = scoreAudit(audit, answers)

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form className="space-y-8" onSubmit={(e) => e.preventDefault()}>
        {audit.sections.map((s) => (
          <fieldset key={s.id} className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
            <legend className="px-1 text-lg font-semibold text-slate-950 dark:text-white">{s.title}</legend>
            <div className="mt-2 space-y-5">
              {s.questions.map((q) => (
                <fieldset key={q.id}>
                  <legend className="text-sm leading-6 font-medium text-slate-900 dark:text-slate-100">{q.text}</legend>
                  <div className="mt-2 flex flex-wrap gap-2">
                    {CHOICES.map((c) => (
                      <label
                        key={c.value}
                        className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-4 py-1.5 text-sm text-slate-800 has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50 has-[:checked]:text-indigo-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600 dark:border-slate-700 dark:text-slate-200 dark:has-[:checked]:border-indigo-400 dark:has-[:checked]:bg-indigo-400/15 dark:has-[:checked]:text-indigo-100"
                      >
                        <input type="radio" name={q.id} value={c.value} checked={answers[q.id] === c.value} onChange={() => set(q.id, encodeAnswer(c.value))} className="size-4 accent-indigo-600" />
                        {c.label}
                      </label>
                    ))}
                  </div>
                </fieldset>
              ))}
            </div>
          </fieldset>
        ))}
        <Button variant="ghost" size="sm" onClick={reset}>
          <RotateCcw aria-hidden="true" />
          Clear answers
        </Button>
      </form>

      <section aria-labelledby="audit-result-heading" className="space-y-6 lg:sticky lg:top-24 lg:self-start">
        <h2 id="audit-result-heading" className="text-lg font-semibold text-slate-950 dark:text-white">
          Your score
        </h2>
        <div aria-live="polite" className="space-y-6">
          <ResultGrid>
            <ResultStat label="Overall score" value={pct(r.overall)} detail={`${r.answered} of ${r.total} questions answered`} tone={r.overall === null ? 'neutral' : r.overall >= 0.7 ? 'good' : r.overall < 0.5 ? 'warning' : 'neutral'} />
            {r.sections.map((s) => (
              <ResultStat key={s.id} label={s.title} value={pct(s.score)} detail={`${s.answered} of ${s.total} answered`} />
            ))}
          </ResultGrid>
          {r.weakest.length > 0 ? <Commentary insights={[]} warnings={[`Weakest: ${r.weakest.map((s) => `${s.title} (${pct(s.score)})`).join(', ')}. Start there.`]} /> : null}
          {r.answered === 0 ? <p className="text-sm text-slate-600 dark:text-slate-400">Answer the questions to see your score and next steps.</p> : null}
        </div>
        {r.nextSteps.length > 0 ? (
          <div>
            <h3 className="text-base font-semibold text-slate-950 dark:text-white">Your next steps</h3>
            <ol className="mt-3 list-decimal space-y-3 pl-5 text-sm leading-6 text-slate-800 dark:text-slate-200">
              {r.nextSteps.map((q) => (
                <li key={q.id}>
                  {q.nextStep}
                  {q.link ? (
                    <>
                      {' '}
                      <Link href={q.link.href} className="font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300">
                        {q.link.label}
                      </Link>
                    </>
                  ) : null}
                </li>
              ))}
            </ol>
          </div>
        ) : null}
      </section>
    </div>
  )
}
