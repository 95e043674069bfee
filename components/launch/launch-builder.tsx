'use client'

import { Check, Download, Printer, RotateCcw } from 'lucide-react'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { NumberField, SelectField } from '@/components/tools/kit/fields'
import { downloadText } from '@/components/tools/kit/download'
import { TextField } from '@/components/tools/kit/text-fields'
import { Button } from '@/components/ui/button'
import { initialAnswers, type Answers, type LaunchModule, type ModuleId, type Question } from '@/lib/launch/module-types'
import type { PlanSection } from '@/lib/launch/plan'
import { PlanSectionView } from './plan-view'
import { clearState, EMPTY_STATE, loadState, needsPlanAtOnce, saveState, type LaunchState } from './storage'

// The review calls the chat API and renders its markdown: loaded only when a finished section is on screen (which
// is never during server rendering: sections come from this browser's storage). React.lazy rather than next/dynamic,
// whose loader machinery cost ~1 kB gzip of the page's first-load JavaScript.
const AgentReview = lazy(() => import('./agent-review'))

// The plan writer (templates plus the founder tools' math, ~6 kB gzip) is not part of the page's first load: it is
// fetched as soon as stored progress needs it (finished sections to show, a date to default), otherwise when the
// visitor first touches the builder (a focus or a tap), long before a first save. Fetched at idle instead, its
// evaluation (~50–200 ms under Lighthouse's 4× CPU slowdown: it builds number formats) was a long task in the load
// window of every visit, most of which never save a module.
type PlanModule = typeof import('@/lib/launch/plan')
let planLoad: Promise<PlanModule> | null = null
function loadPlan(): Promise<PlanModule> {
  planLoad ??= import('@/lib/launch/plan')
  // A failed chunk load (offline) may be retried on the next save.
  planLoad.catch(() => (planLoad = null))
  return planLoad
}
const LOAD_FAILED = 'The plan could not be loaded. Check your connection and press the button again; your answers are kept.'

function QuestionField({ q, value, error, onChange }: { q: Question; value: string; error?: string; onChange: (v: string) => void }) {
  const id = `q-${q.id}`
  const label = q.required ? `${q.label} (required)` : q.label
  if (q.kind === 'select') return <SelectField id={id} label={label} hint={q.hint} options={q.options ?? []} value={value} onChange={onChange} error={error} />
  if (q.kind === 'number' || q.kind === 'money' || q.kind === 'percent')
    return <NumberField id={id} label={label} hint={q.hint} prefix={q.kind === 'money' ? '$' : undefined} suffix={q.kind === 'percent' ? '%' : undefined} value={value} onChange={onChange} error={error} />
  return <TextField id={id} label={label} hint={q.hint} type={q.kind === 'date' ? 'date' : 'text'} multiline={q.kind === 'textarea'} value={value} onChange={onChange} error={error} />
}

const plainSummary = (s: PlanSection) =>
  s.blocks.map((b) => (b.type === 'p' ? b.text : b.type === 'list' ? `${b.title ? `${b.title}: ` : ''}${b.items.join('; ')}` : b.rows.map((r) => r.join(': ')).join('; '))).join('\n')

/**
 * The venture launch builder: one module's questions at a time, the plan growing below as modules are finished.
 * Everything stays in this browser (local storage); the server renders the first mod so nothing shifts on load.
 * The modules come from the server page (lib/launch/modules.ts) as props rather than from an import, which kept all
 * their questions in the page's first-load JavaScript.
 */
export function LaunchBuilder({ modules }: { modules: readonly LaunchModule[] }) {
  const [state, setState] = useState<LaunchState>(EMPTY_STATE)
  const [persistent, setPersistent] = useState(true)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saved, setSaved] = useState('')
  const [plan, setPlan] = useState<PlanModule | null>(null)

  useEffect(() => {
    // Stored progress can only be read in the browser, after the server-rendered first paint. Both updates make one
    // render, and none when nothing is stored (the same values as the server's).
    const loaded = loadState()
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only storage, read once after hydration
    setState(loaded.state)
    setPersistent(loaded.persistent)
    if (needsPlanAtOnce(modules, loaded.state)) fetchPlan()
  }, [modules])

  function fetchPlan() {
    loadPlan().then(setPlan, () => {})
  }
  const warmPlan = () => {
    if (!plan) fetchPlan()
  }

  const update = (next: LaunchState) => {
    setState(next)
    if (!saveState(next)) setPersistent(false)
  }

  const mod = modules.find((m) => m.id === state.current) ?? modules[0]!
  const answers: Answers = { ...initialAnswers(mod), ...state.answers[mod.id] }
  // "Next Monday" is worked out in the browser, with the plan writer that also uses it (it loads after hydration;
  // whenever it arrives the empty date fills in, and an empty date is read as next Monday by the plan too).
  if (plan && mod.questions.some((q) => q.kind === 'date')) {
    for (const q of mod.questions) if (q.kind === 'date' && !answers[q.id]) answers[q.id] = plan.nextMonday(new Date())
  }

  const sections = useMemo(
    () =>
      plan
        ? modules.filter((m) => state.done.includes(m.id)).flatMap((m) => {
            const r = plan.buildSection(m.id, { ...initialAnswers(m), ...state.answers[m.id] })
            return r.ok ? [r.section] : []
          })
        : [],
    [plan, state, modules],
  )

  const setAnswer = (qid: string, value: string) => {
    update({ ...state, answers: { ...state.answers, [mod.id]: { ...answers, [qid]: value } } })
    if (errors[qid]) setErrors((current) => Object.fromEntries(Object.entries(current).filter(([k]) => k !== qid)))
  }

  const go = (id: ModuleId) => {
    setErrors({})
    setSaved('')
    update({ ...state, current: id })
  }

  const saveModule = async () => {
    let loaded: PlanModule
    try {
      loaded = plan ?? (await loadPlan())
    } catch {
      setSaved(LOAD_FAILED)
      return
    }
    setPlan(loaded)
    const result = loaded.buildSection(mod.id, answers)
    if (!result.ok) {
      setErrors(result.errors)
      setSaved('')
      document.getElementById(`q-${Object.keys(result.errors)[0]}`)?.focus()
      return
    }
    const done = state.done.includes(mod.id) ? state.done : [...state.done, mod.id]
    const next = modules.find((m) => !done.includes(m.id))?.id ?? mod.id
    setErrors({})
    setSaved(`${mod.title} saved to your plan.`)
    update({ ...state, answers: { ...state.answers, [mod.id]: answers }, done, current: next })
  }

  const startOver = () => {
    if (!window.confirm('Start over? This clears every answer and your plan from this browser.')) return
    clearState()
    setErrors({})
    setSaved('')
    setState(EMPTY_STATE)
  }

  const company = state.answers.strategy?.company ?? ''
  // The Markdown writer is needed only for a download, so it is fetched then (sections exist only once the plan
  // writer has loaded, so the connection was there a moment ago; if it is gone, the same message as for a save).
  const download = async () => {
    try {
      const { planToMarkdown } = await import('@/lib/launch/markdown')
      downloadText('venture-launch-plan.md', planToMarkdown(company, sections, state.reviews), 'text/markdown')
    } catch {
      setSaved(LOAD_FAILED)
    }
  }
  const errorCount = Object.keys(errors).length

  return (
    <div className="space-y-12" onFocusCapture={warmPlan} onPointerDownCapture={warmPlan}>
      <div className="grid gap-8 print:hidden lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-labelledby="modules-heading">
          <h2 id="modules-heading" className="text-sm font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">
            Modules · {state.done.length} of {modules.length} complete
          </h2>
          <ol className="mt-4 space-y-2">
            {modules.map((m, i) => {
              const done = state.done.includes(m.id)
              const current = m.id === state.current
              return (
                <li key={m.id}>
                  <button
                    type="button"
                    onClick={() => go(m.id)}
                    aria-current={current ? 'step' : undefined}
                    className={`flex w-full items-center gap-3 rounded-xl border px-3 py-2.5 text-left text-sm font-medium ${current ? 'border-indigo-600 bg-indigo-50 text-indigo-950 dark:border-indigo-400 dark:bg-indigo-400/15 dark:text-white' : 'border-slate-200 bg-white text-slate-800 hover:border-indigo-300 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200'}`}
                  >
                    <span aria-hidden="true" className={`inline-flex size-6 flex-none items-center justify-center rounded-full text-xs font-semibold ${done ? 'bg-emerald-600 text-white' : 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100'}`}>
                      {done ? <Check className="size-3.5" /> : i + 1}
                    </span>
                    {m.title}
                    {done ? <span className="sr-only"> (complete)</span> : null}
                  </button>
                </li>
              )
            })}
          </ol>
        </nav>

        <section aria-labelledby="module-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <h2 id="module-heading" className="text-xl font-semibold text-slate-950 dark:text-white">
            {mod.title}
          </h2>
          <p className="mt-1 text-base text-slate-600 dark:text-slate-300">{mod.summary}</p>
          <form
            className="mt-6 space-y-5"
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              void saveModule()
            }}
          >
            {errorCount > 0 ? (
              <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-400/30 dark:bg-red-400/10 dark:text-red-200">
                {errorCount === 1 ? 'One answer needs attention.' : `${errorCount} answers need attention.`}
              </p>
            ) : null}
            {mod.questions.map((q) => (
              <QuestionField key={`${mod.id}-${q.id}`} q={q} value={answers[q.id] ?? ''} error={errors[q.id]} onChange={(v) => setAnswer(q.id, v)} />
            ))}
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit">{state.done.includes(mod.id) ? 'Save changes' : 'Save and continue'}</Button>
              <p aria-live="polite" className="text-sm text-emerald-800 dark:text-emerald-300">
                {saved}
              </p>
            </div>
          </form>
          {persistent ? null : <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">This browser does not allow saving, so your answers last until you close the page. Download the plan to keep it.</p>}
        </section>
      </div>

      <section aria-labelledby="plan-heading" className="space-y-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="plan-heading" className="text-2xl font-semibold text-slate-950 dark:text-white">
              {company.trim() ? `Your plan: ${company.trim()}` : 'Your plan'}
            </h2>
            <p className="mt-1 text-sm text-slate-600 print:hidden dark:text-slate-400">
              {sections.length === 0 ? 'Finish a module and its part of the plan appears here.' : `${sections.length} of ${modules.length} sections written.`}
            </p>
          </div>
          <div className="flex flex-wrap gap-3 print:hidden">
            <Button variant="secondary" onClick={() => void download()} disabled={sections.length === 0}>
              <Download aria-hidden="true" />
              Download plan (Markdown)
            </Button>
            <Button variant="secondary" onClick={() => window.print()} disabled={sections.length === 0}>
              <Printer aria-hidden="true" />
              Print plan
            </Button>
            <Button variant="ghost" onClick={startOver}>
              <RotateCcw aria-hidden="true" />
              Start over
            </Button>
          </div>
        </div>
        {sections.map((s) => (
          <PlanSectionView key={s.id} section={s}>
            <Suspense fallback={null}>
              <AgentReview title={s.title} summary={plainSummary(s)} review={state.reviews[s.id]} onReview={(text) => update({ ...state, reviews: { ...state.reviews, [s.id]: text } })} />
            </Suspense>
          </PlanSectionView>
        ))}
      </section>
    </div>
  )
}
