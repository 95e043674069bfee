'use client'

import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { formatMoneyExact } from '@/lib/tools/format'
import { CalculatorShell } from './kit/calculator-shell'
import { fieldError, tryCompute } from './kit/compute'
import { downloadText } from './kit/download'
import { NumberField, SelectField } from './kit/fields'
import { requiredNumber } from '@/lib/tools/parse'
import { ResultGrid, ResultStat, ToolAlert } from './kit/results'
import { CheckboxGroup, TextField } from './kit/text-fields'
import { useEngine, ENGINE_FAILED } from './kit/use-engine'
import { useUrlInputs } from './kit/use-url-inputs'

// The planner's templates and date math (~2.5 kB gzip) are fetched after hydration: the server-rendered page shows
// no plan anyway, as its start date is the visitor's next Monday.
const loadEngine = () => Promise.all([import('@/lib/tools/campaign'), import('@/lib/tools/plan-dates')]).then(([campaign, dates]) => ({ ...campaign, nextMonday: dates.nextMonday }))

const DEFAULTS = {
  goal: 'launch',
  audience: 'Heads of operations at mid-sized logistics companies',
  message: 'Agents that handle the paperwork, so your team handles the exceptions',
  channels: 'linkedin,email,events',
  budget: '15000',
  start: '',
  weeks: '8',
  metric: '',
}
const LABELS = { budget: 'Budget', weeks: 'Length', startDate: 'Start date' }
type Option = { value: string; label: string }

/** `goals` and `channels` come from the server page (lib/tools/campaign.ts), so the labels need no client import. */
export function CampaignPlanner({ goals, channels }: { goals: readonly Option[]; channels: readonly Option[] }) {
  const { values, set, reset, shareUrl } = useUrlInputs(DEFAULTS)
  const loaded = useEngine(loadEngine)
  // As in the content calendar: "next Monday" depends on the visitor's today, so it is only known after mount.
  const engine = shareUrl !== '' && loaded.status === 'ready' ? loaded.engine : null
  const start = values.start || (engine ? engine.nextMonday(new Date()) : '')
  const result = tryCompute(
    () => {
      if (!engine) throw new Error('not loaded')
      return engine.campaignPlan({
        goal: values.goal,
        audience: values.audience,
        message: values.message,
        channels: values.channels.split(','),
        budget: requiredNumber(values.budget),
        startDate: start,
        weeks: requiredNumber(values.weeks),
        metric: values.metric,
      })
    },
    LABELS,
  )

  const form = (
    <>
      <SelectField id="goal" label="Goal" options={goals} value={values.goal} onChange={(v) => set('goal', v)} error={fieldError(result, 'goal')} />
      <TextField id="audience" label="Audience" hint="Who exactly should act on this campaign?" value={values.audience} onChange={(v) => set('audience', v)} error={fieldError(result, 'audience')} />
      <TextField id="message" label="Key message" multiline value={values.message} onChange={(v) => set('message', v)} error={fieldError(result, 'message')} />
      <CheckboxGroup id="channels" legend="Channels" options={channels} value={values.channels} onChange={(v) => set('channels', v)} error={fieldError(result, 'channels')} />
      <NumberField id="budget" label="Budget (US$)" prefix="$" value={values.budget} onChange={(v) => set('budget', v)} error={fieldError(result, 'budget')} />
      <TextField id="start" type="date" label="Start date" hint="Defaults to next Monday." value={start} onChange={(v) => set('start', v)} error={fieldError(result, 'startDate')} />
      <NumberField id="weeks" label="Length (weeks, 2–26)" suffix="weeks" value={values.weeks} onChange={(v) => set('weeks', v)} error={fieldError(result, 'weeks')} />
      <TextField id="metric" label="Success metric (optional)" hint="Leave empty for the usual metric for this goal." value={values.metric} onChange={(v) => set('metric', v)} />
    </>
  )

  let results
  if (loaded.status === 'failed') results = <ToolAlert message={ENGINE_FAILED} />
  else if (!engine) results = <p className="text-sm text-slate-600 dark:text-slate-400">Preparing your plan…</p>
  else if (!result.ok) results = <ToolAlert message={result.message} />
  else {
    const plan = result.value
    results = (
      <>
        <ResultGrid>
          <ResultStat label="Goal" value={plan.goal} detail={plan.metric} />
          {plan.budget.map((b) => (
            <ResultStat key={b.channel} label={`${b.channel} budget`} value={formatMoneyExact(b.amount)} />
          ))}
        </ResultGrid>
        <ol className="space-y-4">
          {plan.phases.map((p) => (
            <li key={p.name} className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
              <h3 className="text-base font-semibold text-slate-950 dark:text-white">{p.name}</h3>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {p.from} – {p.to}
              </p>
              <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm leading-6 text-slate-800 dark:text-slate-200">
                {p.tasks.map((t) => (
                  <li key={t}>{t}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
        <Button variant="secondary" onClick={() => downloadText('campaign-plan.md', engine.campaignToMarkdown(plan), 'text/markdown')}>
          <Download aria-hidden="true" />
          Download plan (Markdown)
        </Button>
      </>
    )
  }
  return <CalculatorShell form={form} results={results} shareUrl={shareUrl} onReset={reset} />
}
